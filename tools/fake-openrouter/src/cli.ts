#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startFakeOpenRouter } from './fakeOpenRouter.js';

// Out-of-process fake gateway for e2e runs: prints its base URL, then waits to be stopped.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    'api-key': { type: 'string' },
  },
});

const fake = await startFakeOpenRouter({
  port: Number(values.port),
  host: values.host,
  apiKey: values['api-key'],
});
process.stdout.write(`${fake.baseUrl}\n`);

function stop(): void {
  fake.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
