import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveSessionSecret, SESSION_SECRET_FILE } from './sessionSecret.js';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cashline-secret-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('resolveSessionSecret', () => {
  it('uses the configured secret and writes no file', () => {
    const secret = 'x'.repeat(40);
    expect(resolveSessionSecret(secret, dataDir)).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, SESSION_SECRET_FILE))).toBe(false);
  });

  it('generates a secret once, readable by the owner only, and reuses it', () => {
    const first = resolveSessionSecret(undefined, dataDir);
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
  });

  it('tightens the permissions of an existing secret file', () => {
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    fs.writeFileSync(file, 'y'.repeat(48), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    expect(resolveSessionSecret(undefined, dataDir)).toBe('y'.repeat(48));
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a kept secret that is too short', () => {
    fs.writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'short');
    expect(() => resolveSessionSecret(undefined, dataDir)).toThrow(/shorter than 32/);
  });

  it('keeps the sign-in secret in its own file, apart from the session secret', () => {
    const session = resolveSessionSecret(undefined, dataDir);
    const auth = resolveSessionSecret(undefined, dataDir, AUTH_SECRET_FILE);
    expect(auth).not.toBe(session);
    expect(fs.readFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'utf8')).toBe(auth);
    expect(resolveSessionSecret(undefined, dataDir, AUTH_SECRET_FILE)).toBe(auth);
  });
});
