import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenCipher, parseEncryptionKey } from './tokenCipher.js';

const key = crypto.randomBytes(32);

describe('token cipher (AES-256-GCM)', () => {
  it('opens what it sealed, for the same session only', () => {
    const cipher = createTokenCipher(key);
    const sealed = cipher.seal('{"refreshToken":"AB11secret"}', 'session-a');
    expect(sealed.includes(Buffer.from('AB11secret'))).toBe(false);
    expect(cipher.open(sealed, 'session-a')).toBe('{"refreshToken":"AB11secret"}');
    expect(cipher.open(sealed, 'session-b')).toBeUndefined();
  });

  it('uses a fresh IV each time and refuses altered data or another key', () => {
    const cipher = createTokenCipher(key);
    const a = cipher.seal('same', 's');
    const b = cipher.seal('same', 's');
    expect(a.equals(b)).toBe(false);
    const altered = Buffer.from(a);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(cipher.open(altered, 's')).toBeUndefined();
    expect(createTokenCipher(crypto.randomBytes(32)).open(a, 's')).toBeUndefined();
  });

  it('reads a 32-byte key as hex or base64 and nothing shorter', () => {
    expect(parseEncryptionKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseEncryptionKey('too-short')).toBeUndefined();
    expect(parseEncryptionKey(crypto.randomBytes(16).toString('hex'))).toBeUndefined();
  });
});
