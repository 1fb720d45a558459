/** A QuickBooks connection's secrets. Kept only encrypted at rest; never logged or sent to the browser. */
export type TokenSet = {
  realmId: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  accessTokenExpiresAt: number;
  refreshTokenExpiresAt: number;
};
