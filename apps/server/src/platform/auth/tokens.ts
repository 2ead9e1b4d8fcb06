import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random session token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
