import type { Generated } from 'kysely';

/**
 * The server's tables as Kysely sees them. Timestamps are ISO strings and money is integer cents on
 * both databases, so a row reads the same from SQLite and PostgreSQL.
 */
export type Tables = {
  contact_messages: ContactMessagesTable;
  export_files: ExportFilesTable;
  quickbooks_connections: QuickBooksConnectionsTable;
  quickbooks_auth_states: QuickBooksAuthStatesTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  ledger_transaction: LedgerTransactionTable;
  bank_account: BankAccountTable;
  import_batch: ImportBatchTable;
  import_chunk: ImportChunkTable;
  ledger_document: LedgerDocumentTable;
  ledger_change: LedgerChangeTable;
  rate_limit_hit: RateLimitHitTable;
  ai_usage: AiUsageTable;
  sign_in_backoff: SignInBackoffTable;
  ledger_head: LedgerHeadTable;
  ledger_mutation: LedgerMutationTable;
  scheduled_task: ScheduledTaskTable;
  scheduled_task_run: ScheduledTaskRunTable;
  frozen_forecast: FrozenForecastTable;
  quickbooks_sync: QuickBooksSyncTable;
  low_cash_alert: LowCashAlertTable;
  member_notification: MemberNotificationTable;
  digest_sent: DigestSentTable;
  exchange_rate: ExchangeRateTable;
};

export type SignInBackoffTable = {
  account: string;
  attempts: number;
  retry_at: string;
};

export type AiUsageTable = {
  subject: string;
  day: string;
  tokens: number;
};

export type RateLimitHitTable = {
  key: string;
  hits: number;
  reset_at: string;
};

export type ContactMessagesTable = {
  id: Generated<number>;
  created_at: string;
  session_id: string;
  type: 'support' | 'sales';
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  forward_status: 'not_configured' | 'pending' | 'sent' | 'failed';
};

export type ExportFilesTable = {
  name: string;
  session_id: string;
  /** The requesting client's address ('' on records made before addresses were kept). */
  client_address: Generated<string>;
  download_name: string;
  format: 'csv' | 'json';
  row_count: number;
  size_bytes: number;
  created_at: string;
  expires_at: string;
  /** The file itself; null only on records made before exports moved into the database. */
  content: Buffer | null;
};

export type QuickBooksConnectionsTable = {
  session_id: string;
  /** Tokens, realm id and company name, sealed with AES-256-GCM and bound to the owner. */
  sealed: Buffer;
  connected_at: string;
  updated_at: string;
};

export type QuickBooksAuthStatesTable = {
  session_id: string;
  state: string;
  expires_at: string;
};

export type NewsletterSubscriptionsTable = {
  email: string;
  session_id: string;
  subscribed_at: string;
};

/** SQLite has no boolean: 0 or 1 on both databases. */
export type Flag = 0 | 1;

export type LedgerTransactionTable = {
  org_id: string;
  id: string;
  account_id: string | null;
  date: string;
  description: string;
  amount_cents: number;
  category: string;
  category_source: string | null;
  balance_cents: number | null;
  subcategory: string | null;
  merchant: string | null;
  payment_ref: string | null;
  note: string | null;
  transfer_id: string | null;
  bank_id: string | null;
  import_id: string | null;
  version: number;
  updated_at: string;
  updated_by: string;
  deleted: Flag;
};

export type BankAccountTable = {
  org_id: string;
  id: string;
  name: string;
  kind: string;
  currency: string;
  opening_balance_cents: number;
  opening_date: string;
  low_cash_threshold_cents: number | null;
  archived: Flag;
  version: number;
  updated_at: string;
  updated_by: string;
  deleted: Flag;
};

export type ImportBatchTable = {
  org_id: string;
  id: string;
  file_name: string;
  row_count: number;
  status: 'receiving' | 'committed' | 'undone';
  created_by: string;
  created_at: string;
  committed_at: string | null;
  undone_at: string | null;
};

export type ImportChunkTable = {
  org_id: string;
  import_id: string;
  chunk_index: number;
  row_count: number;
  /** The chunk's transactions as JSON, validated when received. */
  rows: string;
};

export type LedgerDocumentTable = {
  org_id: string;
  kind: string;
  /** JSON of the kind's schema (packages/core ledgerApi/ledgerDocument.ts). */
  value: string;
  version: number;
  updated_at: string;
  updated_by: string;
};

/** How many writes each organisation's ledger has had; its row is the lock those writes take in turn. */
export type ScheduledTaskTable = {
  name: string;
  /** The organisation the task works for, whose admins see its runs; null for the server's own. */
  org_id: string | null;
  due_at: string;
  /** The replica running it, until when; a lease past its time is free to take. */
  lease_owner: string | null;
  lease_until: string | null;
  /** Failures in a row, for the retry's backoff. */
  failures: number;
};

export type ScheduledTaskRunTable = {
  id: Generated<number>;
  name: string;
  org_id: string | null;
  owner: string;
  started_at: string;
  finished_at: string;
  outcome: 'ok' | 'failed' | 'handed back';
  detail: string | null;
};

export type LedgerMutationTable = {
  org_id: string;
  user_id: string;
  key: string;
  /** Method, path and body of the request that landed: the key sent with another is refused. */
  fingerprint: string;
  /** What the write answered, as JSON. */
  result: string;
  landed_at: string;
};

export type LedgerHeadTable = {
  org_id: string;
  writes: number;
};

export type LedgerChangeTable = {
  seq: Generated<number>;
  org_id: string;
  entity: string;
  entity_id: string;
  op: string;
  /** JSON of the changed fields before and after, or null. */
  before: string | null;
  after: string | null;
  user_id: string;
  at: string;
};

/** A week's frozen forecasts (packages/core scenarios/frozenForecast.ts), written once. */
export type FrozenForecastTable = {
  org_id: string;
  /** The Monday of the week they were frozen in. */
  week: string;
  as_of: string;
  engine_version: string;
  /** JSON of the frozen forecast. */
  value: string;
  frozen_at: string;
  frozen_by: string;
};

export type QuickBooksSyncTable = {
  org_id: string;
  /** The next sync reads QuickBooks' changes after this time; null: it pulls the whole range. */
  changes_since: string | null;
  last_synced_at: string | null;
  /** JSON: rows added, updated and deleted by the last sync, and whether it read changes only. */
  last_result: string | null;
  /** When QuickBooks refused the connection; syncing stops until an admin connects again. */
  lost_at: string | null;
  lost_notice_sent_at: string | null;
};

export type LowCashAlertTable = {
  org_id: string;
  /** `total`, or the account's id. */
  scope: string;
  /** The crossing week the alert named. */
  week_start: string;
  /** 1 when the alert said the balance is projected to fall, 0 when only that it could. */
  certain: Generated<number>;
  sent_at: string;
};

export type MemberNotificationTable = {
  org_id: string;
  user_id: string;
  /** 1 or 0 when the member chose; null: the default for their role. */
  low_cash: number | null;
  digest: number | null;
  /** The IANA time zone of the browser the member chose in: their digest comes Monday morning there. */
  time_zone: string | null;
  updated_at: string;
};

export type DigestSentTable = { org_id: string; user_id: string; week: string; sent_at: string };

export type ExchangeRateTable = {
  /** Null: the ECB's rate, for everyone; else the rate that organisation's admin entered. */
  org_id: string | null;
  date: string;
  currency: string;
  /** One euro buys this many units of `currency`, as decimal text (e.g. '0.84638'). */
  rate: string;
  source: 'ecb' | 'admin';
  stored_at: string;
};
