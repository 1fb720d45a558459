/** How Cashline reaches Intuit. The base-URL overrides exist for tests and the local emulator. */
export type QuickBooksSettings = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  environment: 'sandbox' | 'production';
  /** Replaces Intuit's OAuth hosts: authorize, token and revoke paths are appended to it. */
  oauthBaseUrl?: string;
  /** Replaces Intuit's accounting API host: `/v3/company/` is appended to it. */
  apiBaseUrl?: string;
  /** Back-off on 429: attempts in all, and the first delay (doubled each time). */
  retry?: { attempts: number; baseDelayMs: number };
  /** Longest a whole pull may take, waits for QuickBooks included. */
  pullDeadlineMs?: number;
};

export const SCOPE_ACCOUNTING = 'com.intuit.quickbooks.accounting';
