import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './repoRoot.js';

// `pnpm dev:qbo` run as a developer would, on free ports: the emulator, the API under tsx and Vite,
// then the OAuth round trip through Vite's proxy exactly as the browser makes it. The packages it
// loads are built by turbo first (this package depends on them), so the script skips its own build.

const script = path.join(repoRoot, 'scripts/dev-qbo.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

const running: ChildProcess[] = [];

function startDevQbo(env: Record<string, string>): Run {
  const child = spawn(process.execPath, [script], {
    cwd: repoRoot,
    env: { ...process.env, DEV_QBO_SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function waitForOutput(run: Run, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(text)) {
    if (run.child.exitCode !== null) {
      throw new Error(`dev:qbo exited (${run.child.exitCode}):\n${run.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`dev:qbo never said "${text}":\n${run.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The one cookie the app sets, kept as a browser would between requests to the same origin. */
class CookieJar {
  private cookie = '';
  header(): Record<string, string> {
    return this.cookie ? { cookie: this.cookie } : {};
  }
  take(res: Response): void {
    const first = res.headers.getSetCookie()[0];
    if (first) this.cookie = first.split(';')[0] ?? '';
  }
}

afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }
});

describe('pnpm dev:qbo', () => {
  it('serves the app wired to the emulator, and Ctrl-C stops every part', async () => {
    const [web, api, qbo] = [await freePort(), await freePort(), await freePort()];
    const run = startDevQbo({
      DEV_WEB_PORT: String(web),
      DEV_API_PORT: String(api),
      QBO_EMULATOR_PORT: String(qbo),
    });
    await waitForOutput(run, 'dev:qbo ready', 150_000);
    const webOrigin = `http://localhost:${web}`;
    const jar = new CookieJar();

    const page = await fetch(`${webOrigin}/integration/quickbooks`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const before = await fetch(`${webOrigin}/api/quickbooks/status`);
    jar.take(before);
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ success: true, connected: false });

    const auth = await fetch(`${webOrigin}/api/quickbooks/auth`, { headers: jar.header() });
    const { authUri } = (await auth.json()) as { authUri: string };
    const consentUrl = new URL(authUri);
    expect(consentUrl.origin).toBe(`http://127.0.0.1:${qbo}`);
    expect(consentUrl.searchParams.get('redirect_uri')).toBe(
      `${webOrigin}/api/quickbooks/callback`,
    );

    const consent = await (await fetch(authUri)).text();
    expect(consent).toContain('Connect to QuickBooks');
    const form = new URLSearchParams();
    for (const [, name, value] of consent.matchAll(
      /<input type="hidden" name="(\w+)" value="([^"]*)">/g,
    )) {
      form.set(name ?? '', (value ?? '').replace(/&#38;/g, '&'));
    }
    form.set('decision', 'approve');
    const approved = await fetch(new URL('/connect/oauth2/consent', consentUrl), {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(approved.status).toBe(302);
    const callback = approved.headers.get('location') ?? '';
    expect(callback.startsWith(`${webOrigin}/api/quickbooks/callback?`)).toBe(true);

    const landed = await fetch(callback, { headers: jar.header(), redirect: 'manual' });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/integration/quickbooks?connected=1');

    const after = await fetch(`${webOrigin}/api/quickbooks/status`, { headers: jar.header() });
    expect(await after.json()).toMatchObject({ success: true, connected: true });

    const pulled = await fetch(`${webOrigin}/api/quickbooks/export?format=json`, {
      headers: jar.header(),
    });
    const body = (await pulled.json()) as { success: boolean; data: { transactions: unknown[] } };
    expect(body.success).toBe(true);
    expect(body.data.transactions.length).toBeGreaterThan(500);

    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    for (const port of [web, api, qbo]) expect(await portIsFree(port)).toBe(true);
  }, 240_000);

  it('refuses a port that is already taken, naming it, instead of hanging', async () => {
    const holder = net.createServer();
    const taken = await new Promise<number>((resolve) =>
      holder.listen(0, '127.0.0.1', () => {
        const address = holder.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const run = startDevQbo({
        DEV_WEB_PORT: String(await freePort()),
        DEV_API_PORT: String(taken),
        QBO_EMULATOR_PORT: String(await freePort()),
      });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`port ${taken} is already in use (DEV_API_PORT)`);
    } finally {
      holder.close();
    }
  });
});
