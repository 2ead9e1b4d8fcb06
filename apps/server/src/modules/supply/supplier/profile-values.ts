import {
  SUPPLIER_PROFILE_FIELDS,
  type SupplierProfile,
  type SupplierProfileInput,
} from '@shop/shared/api/supply-supplier';
import { SUPPLIER_FIELD_WORDS } from '@shop/shared/areas/supply/supplier-words';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { ProfileRecord, ProfileValues } from './repository.ts';

/**
 * Refuses a profile whose enterprise fields are not all filled: the message names the first empty
 * one, and every empty one is listed as a field error.
 */
export function requireFields(ctx: Pick<RequestContext, 'lang'>, input: SupplierProfileInput): void {
  const missing = SUPPLIER_PROFILE_FIELDS.filter((f) => input[f].trim() === '');
  if (missing.length === 0) return;
  throw new AppError(
    'supplier.field_required',
    { field: SUPPLIER_FIELD_WORDS[ctx.lang][missing[0]!] },
    { fields: missing.map((field) => ({ field, key: 'required' })) },
  );
}

/** The profile columns a staff form or an approved change writes (never the bank account, level or group). */
export function profileValues(
  input: SupplierProfileInput,
): Omit<
  ProfileValues,
  | 'bankName'
  | 'bankBranch'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'levelId'
  | 'levelOverrideId'
  | 'levelOverrideReason'
  | 'groupId'
> {
  return {
    enterpriseName: input.enterpriseName,
    registrationNumber: input.registrationNumber,
    taxId: input.taxId,
    address: input.address,
    licenceNumber: input.licenceNumber,
    licenceExpiresOn: input.licenceExpiresOn || null,
    legalPersonName: input.legalPersonName,
    legalPersonIdNumber: input.legalPersonIdNumber,
    operatorName: input.operatorName,
    operatorPhone: input.operatorPhone,
    operatorEmail: input.operatorEmail,
    contactPhone: input.contactPhone,
    contacts: input.contacts,
    invoiceInfo: input.invoiceInfo,
  };
}

/** A profile as answers show it. */
export function toProfile(r: ProfileRecord): SupplierProfile {
  return {
    enterpriseName: r.enterpriseName,
    registrationNumber: r.registrationNumber,
    taxId: r.taxId,
    address: r.address,
    licenceNumber: r.licenceNumber,
    licenceExpiresOn: r.licenceExpiresOn,
    legalPersonName: r.legalPersonName,
    legalPersonIdNumber: r.legalPersonIdNumber,
    operatorName: r.operatorName,
    operatorPhone: r.operatorPhone,
    operatorEmail: r.operatorEmail,
    contactPhone: r.contactPhone,
    contacts: r.contacts,
    invoiceInfo: r.invoiceInfo,
    bankName: r.bankName,
    bankBranch: r.bankBranch,
    bankAccountName: r.bankAccountName,
    bankAccountNumber: r.bankAccountNumber,
  };
}

/** What the operation log keeps of a profile. */
export function profileSnapshot(r: ProfileRecord | undefined): Record<string, unknown> | null {
  return r ? { ...toProfile(r), version: r.version } : null;
}

/** The probe duplicate detection compares. */
export function probeOf(v: { taxId?: string; legalPersonIdNumber?: string; contactPhone?: string }) {
  return { taxId: v.taxId, legalPersonIdNumber: v.legalPersonIdNumber, contactPhone: v.contactPhone };
}
