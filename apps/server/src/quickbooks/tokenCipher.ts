import crypto from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

export type TokenCipher = {
  /** Encrypts `plaintext`, binding it to `context` (the session id) so it opens nowhere else. */
  seal(plaintext: string, context: string): Buffer;
  /** The plaintext, or undefined when the blob was altered, moved or sealed with another key. */
  open(sealed: Buffer, context: string): string | undefined;
};

/** Reads TOKEN_ENCRYPTION_KEY: 32 bytes as 64 hex characters or as base64. */
export function parseEncryptionKey(value: string): Buffer | undefined {
  const trimmed = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
      ? Buffer.from(
          trimmed,
          trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64',
        )
      : undefined;
  return key?.length === 32 ? key : undefined;
}

/**
 * AES-256-GCM with a random 96-bit IV per seal. Layout: version byte, IV, auth tag, ciphertext.
 * The context is authenticated data, so a row copied to another session fails to open.
 */
export function createTokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new RangeError('The token encryption key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    open(sealed, context) {
      if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) return undefined;
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const body = sealed.subarray(1 + IV_BYTES + TAG_BYTES);
      try {
        const decipher = crypto.createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
