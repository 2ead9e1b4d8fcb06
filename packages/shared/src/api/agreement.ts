import { z } from 'zod';
import { LANGUAGES } from '../constants.ts';
import { endpoint } from '../contract.ts';
import { idParam, idQuery, versionField } from './common.ts';
import { localizedData, localizedText } from './catalog-common.ts';

/**
 * Agreements (/setting/agreement): the user agreement, the supplier agreement and the privacy
 * policy, each rich text per language. Every publication is a new version that is never changed
 * afterwards; the newest version of a kind is the current one. A supplier user is asked at sign-in
 * to accept the current supplier agreement, and the acceptance is recorded per version.
 */
export const AGREEMENT_KINDS = ['user', 'supplier', 'privacy'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];
export const AGREEMENT_LIMITS = {
  /** characters of HTML per language */
  contentMax: 100_000,
} as const;

export const agreementKind = z.enum(AGREEMENT_KINDS);

/** Whether some text shows in a piece of HTML (an editor left empty sends `<p></p>`). */
export function htmlHasText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/gi, ' ')
    .trim();
  return text !== '';
}

/** Rich text (HTML) per language, with text in at least one language; the server sanitizes it. */
export const agreementContent = localizedText(AGREEMENT_LIMITS.contentMax).superRefine((v, ctx) => {
  if (!LANGUAGES.some((l) => htmlHasText(v[l]))) ctx.addIssue({ code: 'custom', path: ['zh-CN'], message: 'required' });
});

export const agreementQuery = z.object({ kind: agreementKind });

/** One published version as the history lists it. */
export const agreementVersionRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  publishedAt: z.string(),
  /** the name of who published it (kept when the account is gone) */
  publishedBy: z.string(),
  /** supplier users who accepted this version (supplier agreement; 0 for the other kinds) */
  acceptances: z.number().int(),
});

/** One version with its content. */
export const agreementInfo = agreementVersionRow.extend({ kind: agreementKind, content: localizedData });

/** A kind's current version (null before the first publication) and every version, newest first. */
export const agreementData = z.object({
  kind: agreementKind,
  current: agreementInfo.nullable(),
  history: z.array(agreementVersionRow),
});

export const agreementPublishBody = z.object({
  kind: agreementKind,
  content: agreementContent,
  /** the current version the editor started from (0 when none yet): another publication meanwhile is refused */
  baseVersion: versionField,
});

/** The supplier agreement as a supplier user reads it to accept it. */
export const signInAgreementData = z.object({
  id: z.number().int(),
  version: z.number().int(),
  publishedAt: z.string(),
  content: localizedData,
  /** whether this user accepted this version already */
  accepted: z.boolean(),
});
export const agreementAcceptBody = z.object({ id: idParam });
export const agreementAcceptData = z.object({
  id: z.number().int(),
  version: z.number().int(),
  acceptedAt: z.string(),
});

/** The endpoints of /setting/agreement. */
export const agreementApi = {
  current: endpoint({
    method: 'GET',
    path: '/admin/setting/agreement',
    permission: 'setting_agreement',
    summary: "An agreement kind's current version and its version history with acceptance counts",
    query: agreementQuery,
    data: agreementData,
  }),
  info: endpoint({
    method: 'GET',
    path: '/admin/setting/agreement/info',
    permission: 'setting_agreement',
    summary: 'One published agreement version with its content',
    query: idQuery,
    data: agreementInfo,
  }),
  publish: endpoint({
    method: 'POST',
    path: '/admin/setting/agreement/publish',
    permission: 'setting_agreement',
    summary: 'Publish a new version of an agreement (sanitized; refused unless baseVersion is the current version)',
    body: agreementPublishBody,
    data: agreementInfo,
  }),
};

/** What every signed-in user holds: a supplier user reads and accepts the current supplier agreement. */
export const signInAgreementApi = {
  read: endpoint({
    method: 'GET',
    path: '/admin/passport/agreement',
    permission: 'profile',
    summary: 'The current supplier agreement, for a supplier user to accept (404 for staff or when none)',
    data: signInAgreementData,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/admin/passport/agreement/accept',
    whileRestricted: true,
    permission: 'profile',
    summary: 'Accept the current supplier agreement (recorded once per version and user)',
    body: agreementAcceptBody,
    data: agreementAcceptData,
  }),
};

export type AgreementData = z.infer<typeof agreementData>;
export type AgreementInfo = z.infer<typeof agreementInfo>;
export type AgreementVersionRow = z.infer<typeof agreementVersionRow>;
export type AgreementPublishBody = z.infer<typeof agreementPublishBody>;
export type SignInAgreementData = z.infer<typeof signInAgreementData>;
export type AgreementAcceptData = z.infer<typeof agreementAcceptData>;
