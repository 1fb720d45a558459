import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real SQLite files, SMTP and HTTP servers on a shared two-core machine: allow for a busy CPU.
    testTimeout: 60_000,
  },
});
