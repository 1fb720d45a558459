import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const committedConfig = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));
const READY_TIMEOUT_MS = 15_000;
/** Where nginx keeps temporary files; Debian's build puts them under /var/lib/nginx. */
const TEMP_PATHS = [
  'client_body_temp_path',
  'proxy_temp_path',
  'fastcgi_temp_path',
  'uwsgi_temp_path',
  'scgi_temp_path',
];

export type NginxProxy = { url: string; stop(): Promise<void> };

function nginxBinary(): string {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (spawnSync(candidate, ['-v']).status === 0) return candidate;
  }
  throw new Error('nginx was not found: install it (Debian: apt-get install nginx).');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The committed deploy/nginx.conf, run for real in front of `backends` (origins such as
 * http://127.0.0.1:4001) instead of the compose service, on a free loopback port; its logs and
 * temporary files go to a directory of its own so it runs without root.
 */
export async function startNginxProxy(backends: string[]): Promise<NginxProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-nginx-'));
  const port = await freePort();
  const servers = backends.map((origin) => `server ${new URL(origin).host};`).join('\n    ');
  const config = fs
    .readFileSync(committedConfig, 'utf8')
    .replace('server cashline:3000;', servers)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(
      'http {',
      `http {\n${TEMP_PATHS.map((name) => `  ${name} ${dir}/${name};`).join('\n')}`,
    )
    .replace('http {', 'http {\n  access_log off;');
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  const child = spawn(nginxBinary(), [
    '-p',
    dir,
    '-c',
    file,
    '-g',
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;`,
  ]);
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not proxy to the app; it printed:\n${output}`);
}
