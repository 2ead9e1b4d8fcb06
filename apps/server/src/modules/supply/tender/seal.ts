import { createHash, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';

/** The sealed terms of a bid. */
export interface BidTerms {
  price: number;
  leadDays: number;
  quantity: number;
  note: string;
}

/** The terms as one canonical text: fixed order, no spaces, so the receipt is reproducible. */
export function canonicalTerms(terms: BidTerms): string {
  return JSON.stringify([terms.price, terms.leadDays, terms.quantity, terms.note]);
}

/** SHA-256 (hex) over the canonical terms, the salt, the tender and the supplier: the bidder's receipt. */
export function receiptOf(terms: BidTerms, salt: string, tenderId: number, supplierId: number): string {
  return createHash('sha256')
    .update(`tender:${tenderId}\nsupplier:${supplierId}\nsalt:${salt}\nterms:${canonicalTerms(terms)}`)
    .digest('hex');
}

export const bidContext = (bidId: number) => `bid:${bidId}`;

/** Seals terms for a bid: a new random salt, the encrypted terms and salt, and the receipt. */
export function sealBid(box: SecretBox, bidId: number, tenderId: number, supplierId: number, terms: BidTerms) {
  const salt = randomBytes(16).toString('hex');
  const sealed = box.encrypt(JSON.stringify({ terms, salt }), bidContext(bidId));
  return { sealed, receipt: receiptOf(terms, salt, tenderId, supplierId) };
}

/**
 * Opens a sealed bid and checks it against its receipt: the terms and salt, or null when the
 * stored value does not open (altered, another key) or no longer matches the receipt.
 */
export function openBid(
  box: SecretBox,
  bid: { id: number; tenderId: number; supplierId: number; sealed: string | null; receipt: string },
): { terms: BidTerms; salt: string } | null {
  if (!bid.sealed) return null;
  try {
    const parsed = JSON.parse(box.decrypt(bid.sealed, bidContext(bid.id))) as { terms: BidTerms; salt: string };
    const { terms, salt } = parsed;
    const ok =
      Number.isInteger(terms.price) &&
      Number.isInteger(terms.leadDays) &&
      Number.isInteger(terms.quantity) &&
      typeof terms.note === 'string' &&
      typeof salt === 'string';
    if (!ok) return null;
    return receiptOf(terms, salt, bid.tenderId, bid.supplierId) === bid.receipt ? { terms, salt } : null;
  } catch {
    return null;
  }
}
