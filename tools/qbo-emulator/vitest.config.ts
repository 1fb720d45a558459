import { defineConfig } from 'vitest/config';

// Real HTTP on a shared, often loaded machine: time-outs that hold under load.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 60_000 } });
