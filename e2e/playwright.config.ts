import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_OPENROUTER_KEY } from './fakeGateway';
import { freePort } from './freePort';

const port = freePort('E2E_PORT');
const baseURL = `http://127.0.0.1:${port}`;
// Made once, by the runner's own process: its workers load this file again and find it set.
if (process.env.E2E_DATA_DIR === undefined) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-e2e-'));
  process.env.E2E_DATA_DIR_MADE = process.env.E2E_DATA_DIR;
}
const dataDir = process.env.E2E_DATA_DIR;

// The AI gateway is a local fake (tools/fake-openrouter) that the server's AI proxy calls.
const fakeGatewayPort = freePort('E2E_FAKE_OPENROUTER_PORT');

// QuickBooks Online is the local Intuit emulator (tools/qbo-emulator); the server is pointed at it.
const qboPort = freePort('E2E_QBO_PORT');
const qboUrl = `http://127.0.0.1:${qboPort}`;
const qbo = {
  QBO_CLIENT_ID: 'cashline-e2e',
  QBO_CLIENT_SECRET: 'cashline-e2e-secret',
  QBO_REDIRECT_URI: `${baseURL}/api/quickbooks/callback`,
};
const tokenKey = process.env.E2E_TOKEN_KEY ?? crypto.randomBytes(32).toString('hex');
process.env.E2E_TOKEN_KEY = tokenKey;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  globalTeardown: './removeDataDir.ts',
  // CI's machine has run this suite at half this one's speed: every wait gets room for that, and
  // a step that never comes still fails.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Flags that keep Chromium off the network this machine does not have.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node ../tools/fake-openrouter/dist/cli.js --port ${fakeGatewayPort} --api-key ${E2E_OPENROUTER_KEY}`,
      url: `http://127.0.0.1:${fakeGatewayPort}/__fake/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node ../tools/qbo-emulator/dist/main.js',
      // The consent page answers 400 without a client id: enough to know the emulator listens.
      url: `${qboUrl}/connect/oauth2`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { ...qbo, QBO_EMULATOR_PORT: String(qboPort), QBO_EMULATOR_HOST: '127.0.0.1' },
    },
    {
      command: 'node ../apps/server/dist/main.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Every spec signs its members up from this one address; the limit itself is tested by
        // the server's suite.
        SIGN_IN_RATE_LIMIT_MAX: '1000',
        OPENROUTER_API_KEY: E2E_OPENROUTER_KEY,
        OPENROUTER_BASE_URL: `http://127.0.0.1:${fakeGatewayPort}/api/v1`,
        ...qbo,
        QBO_OAUTH_BASE_URL: qboUrl,
        QBO_API_BASE_URL: qboUrl,
        TOKEN_ENCRYPTION_KEY: tokenKey,
      },
    },
  ],
});
