import { defineConfig } from 'vitest/config';

// Generous: CI shares two cores between every package's checks, and a slow run is not a failure.
export default defineConfig({ test: { testTimeout: 60_000 } });
