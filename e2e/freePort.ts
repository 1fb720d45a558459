import { execFileSync } from 'node:child_process';

/**
 * Asks the OS for a free TCP port, synchronously, because Playwright reads its config synchronously.
 * The port is kept in the environment so worker processes see the same value.
 */
export function freePort(envName: string): number {
  const existing = process.env[envName];
  if (existing) return Number(existing);
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const port = Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  process.env[envName] = String(port);
  return port;
}
