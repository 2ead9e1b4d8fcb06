import type { CredentialInput } from '@shop/shared/api/payment';
import { AppError } from '../../../platform/http/app-error.ts';
import { SecretBoxError, type SecretBox } from '../../../platform/secrets/secret-box.ts';
import type { StoredCredential } from './table.ts';

/** The secret box's associated data of a credential: a value sealed for one name does not open as another. */
const contextOf = (key: string) => `payment-credential:${key.toLowerCase()}`;

/** New credentials, each value sealed. */
export function sealAll(box: SecretBox, input: readonly CredentialInput[]): StoredCredential[] {
  return input.map((c) => ({ key: c.key, sealed: box.encrypt(c.value, contextOf(c.key)) }));
}

/**
 * The credentials after an edit: in the order sent, a value sent replaces the stored one, an empty
 * value keeps it (refused when there is none: field `credentials.<i>.value`), one not sent is gone.
 */
export function mergeCredentials(
  box: SecretBox,
  stored: readonly StoredCredential[],
  input: readonly CredentialInput[],
): StoredCredential[] {
  const byKey = new Map(stored.map((c) => [c.key.toLowerCase(), c]));
  return input.map((c, i) => {
    if (c.value !== '') return { key: c.key, sealed: box.encrypt(c.value, contextOf(c.key)) };
    const kept = byKey.get(c.key.toLowerCase());
    if (!kept)
      throw new AppError(
        'payment.credential_missing',
        { key: c.key },
        { fields: [{ field: `credentials.${i}.value`, key: 'required' }] },
      );
    return { key: c.key, sealed: kept.sealed };
  });
}

/** Whether each credential opens with the current key (one sealed under another SECRET_KEY must be entered again). */
export function credentialStates(box: SecretBox, stored: readonly StoredCredential[]) {
  return stored.map((c) => ({ key: c.key, state: readable(box, c) ? ('set' as const) : ('unreadable' as const) }));
}

function readable(box: SecretBox, c: StoredCredential): boolean {
  try {
    box.decrypt(c.sealed, contextOf(c.key));
    return true;
  } catch (err) {
    if (err instanceof SecretBoxError) return false;
    throw err;
  }
}

/** The plain values, for the code that talks to the payment provider; never for an answer or a log. */
export function openAll(box: SecretBox, stored: readonly StoredCredential[]): Record<string, string> {
  return Object.fromEntries(stored.map((c) => [c.key, box.decrypt(c.sealed, contextOf(c.key))]));
}
