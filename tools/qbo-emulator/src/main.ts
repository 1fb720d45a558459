import { startEmulator } from './emulator.js';

/** Runs the emulator for local demos and the e2e suite; settings come from the environment. */
const env = process.env;
const numberFrom = (value: string | undefined): number | undefined =>
  value === undefined || value === '' ? undefined : Number(value);

const ratePerMinute = numberFrom(env.QBO_EMULATOR_RATE_LIMIT);
const accessTtl = numberFrom(env.QBO_EMULATOR_ACCESS_TOKEN_TTL);
const salesPerDay = numberFrom(env.QBO_EMULATOR_SALES_PER_DAY);

const emulator = await startEmulator({
  port: numberFrom(env.QBO_EMULATOR_PORT) ?? 4010,
  host: env.QBO_EMULATOR_HOST ?? '127.0.0.1',
  clientId: env.QBO_CLIENT_ID ?? 'cashline-local',
  clientSecret: env.QBO_CLIENT_SECRET ?? 'cashline-local-secret',
  redirectUris: env.QBO_REDIRECT_URI ? [env.QBO_REDIRECT_URI] : [],
  today: env.QBO_EMULATOR_TODAY ?? new Date().toISOString().slice(0, 10),
  ...(salesPerDay ? { salesReceiptsPerDay: salesPerDay } : {}),
  ...(accessTtl ? { accessTokenTtlSeconds: accessTtl } : {}),
  ...(ratePerMinute ? { rateLimit: { limit: ratePerMinute, windowMs: 60_000 } } : {}),
});
process.stdout.write(
  `QuickBooks emulator for "${emulator.ledger.companyName}" (realm ${emulator.realmId}) on ${emulator.url}\n`,
);

const stop = (): void => {
  void emulator.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
