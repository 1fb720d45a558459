import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serviceWorkerPlugin } from './serviceWorkerPlugin.ts';

const apiTarget = process.env.CASHLINE_API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), serviceWorkerPlugin()],
  resolve: {
    // Core's CSV export uses csv-stringify, whose default build reads Node's Buffer when it loads;
    // its browser build is the same code without that, so the app uses it.
    alias: [{ find: /^csv-stringify\/sync$/, replacement: 'csv-stringify/browser/esm/sync' }],
  },
  server: {
    port: 5173,
    // A busy port is an error rather than a silent move to a port the README does not name.
    strictPort: true,
    // Host stays the dev server's, so the Origin of the page's writes matches it (CSRF check).
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true },
  // ES module workers (the import worker is started with type: 'module') split their dynamic
  // imports into chunks: exceljs loads only when a workbook is imported.
  worker: { format: 'es' },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Role queries over whole pages are slow on a loaded 2-core machine; 5 s was not enough.
    testTimeout: 60_000,
  },
});
