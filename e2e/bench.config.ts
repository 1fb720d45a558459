import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** `pnpm bench:web`: the browser benchmarks, one at a time, against the same built server. */
export default defineConfig({
  ...baseConfig,
  testDir: './bench',
  testMatch: '**/*.bench.ts',
  workers: 1,
  retries: 0,
  timeout: 600_000,
});
