import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts one PostgreSQL cluster when the suite runs on it (CASHLINE_TEST_DB=postgres).
    globalSetup: ['src/testing/postgresGlobalSetup.ts'],
    // Real databases, SMTP and HTTP servers on a shared two-core machine: allow for a busy CPU.
    testTimeout: 60_000,
  },
});
