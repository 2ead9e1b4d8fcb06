import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A base64 part of a sealed value: non-empty, standard alphabet, padded. */
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A sealed value that cannot be opened: altered, sealed with another key, or not a sealed value at all. */
export class SecretBoxError extends Error {
  constructor() {
    super('secret cannot be decrypted (altered, another key, or not a sealed value)');
  }
}

/**
 * Small secrets at rest (a payment method's API key, a merchant id): AES-256-GCM with a random
 * 96-bit IV per value, written as `v1:<iv>:<tag>:<data>` (each part base64). The 256-bit key is
 * derived with HKDF-SHA256 from the configured SECRET_KEY, so any long random text serves as the
 * key. GCM's tag makes an altered value, or one sealed with another key, fail to open instead of
 * answering garbage. `context` (e.g. `payment:12:apiKey`) is bound to the value as associated
 * data: a value copied to another place does not open there. The version prefix lets a later
 * scheme or key read the values of this one.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('SECRET_KEY must be at least 32 characters');
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'shop-secret-box', VERSION, 32));
  }

  encrypt(plain: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64'));
    return `${VERSION}:${parts.join(':')}`;
  }

  /** The plain text of a sealed value; throws SecretBoxError when it does not open. */
  decrypt(sealed: string, context = ''): string {
    const parts = sealed.split(':');
    if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError();
    const [iv, tag, data] = parts.slice(1).map((p) => (p === '' || BASE64.test(p) ? Buffer.from(p, 'base64') : null));
    if (!iv || !tag || !data || iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError();
    }
  }

  /** Whether a stored text is a sealed value of a scheme this box reads (not whether it opens). */
  static isSealed(value: string): boolean {
    return value.startsWith(`${VERSION}:`) && value.split(':').length === 4;
  }
}
