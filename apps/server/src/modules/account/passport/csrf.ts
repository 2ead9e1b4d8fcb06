import Tokens from '@fastify/csrf';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http/app-error.ts';

const COOKIE = '_csrf';
const VALIDITY_MS = 2 * 3_600_000;
const tokens = new Tokens({ validity: VALIDITY_MS });

/**
 * Double-submit CSRF for the login form: the secret lives in a signed, http-only cookie, the
 * token derived from it travels in the form body.
 */
export function issueCsrfToken(req: FastifyRequest, reply: FastifyReply): string {
  let secret = readSecret(req);
  if (!secret) {
    secret = tokens.secretSync();
    reply.setCookie(COOKIE, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      signed: true,
      secure: req.protocol === 'https',
      maxAge: VALIDITY_MS / 1000,
    });
  }
  return tokens.create(secret);
}

export function verifyCsrfToken(req: FastifyRequest, token: string): void {
  const secret = readSecret(req);
  if (!secret || !tokens.verify(secret, token))
    throw new AppError('auth.csrf_invalid', {}, { fields: [{ field: 'csrf_token', key: 'invalid' }] });
}

function readSecret(req: FastifyRequest): string | undefined {
  const raw = req.cookies?.[COOKIE];
  if (!raw) return undefined;
  const unsigned = req.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value : undefined;
}
