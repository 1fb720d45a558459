import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Starts one PostgreSQL cluster when the suite runs on it (CASHLINE_TEST_DB=postgres).
    globalSetup: ['src/testing/postgresGlobalSetup.ts'],
    // Real databases, SMTP and HTTP servers on a shared two-core machine: allow for a busy CPU, in
    // the hooks that sign teams up as in the tests.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every test builds its own app, database and servers, and none mocks a module: the files can
    // share one module graph, which saves importing the app again per file (181 s of a 750 s run).
    isolate: false,
  },
});
