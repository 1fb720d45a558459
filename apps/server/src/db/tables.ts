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
  download_name: string;
  format: 'csv' | 'json';
  row_count: number;
  size_bytes: number;
  created_at: string;
  expires_at: string;
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
