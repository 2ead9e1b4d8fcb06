import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { BANK_LIMITS, type BankCheckedField } from '@shop/shared/api/supply-bank';

/** An account number as stored: without spaces and dashes, upper case (IBANs are written in groups). */
export function normaliseAccountNumber(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

const DIGITS = new RegExp(`^\\d{${BANK_LIMITS.digitsMin},${BANK_LIMITS.digitsMax}}$`);

/**
 * A usable account number: 8 to 30 digits (a card or domestic account), or an IBAN whose country
 * format and check digits are right (ibantools).
 */
export function isAccountNumber(normalised: string): boolean {
  if (DIGITS.test(normalised)) return true;
  const iban = electronicFormatIBAN(normalised);
  return iban !== null && isValidIBAN(iban);
}

/** The first field of a change request that fails its check, or null. */
export function failingBankField(v: {
  bankName: string;
  accountName: string;
  accountNumber: string;
}): BankCheckedField | null {
  if (v.bankName.trim() === '') return 'bankName';
  if (v.accountName.trim() === '') return 'accountName';
  if (!isAccountNumber(normaliseAccountNumber(v.accountNumber))) return 'accountNumber';
  return null;
}

/** The number as a supplier's own view shows it: every character but the last 4 masked. */
export function maskAccountNumber(n: string): string {
  if (n.length <= 4) return n;
  return `${'•'.repeat(Math.min(n.length - 4, 12))}${n.slice(-4)}`;
}
