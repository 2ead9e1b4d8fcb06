import type { Language } from '@shop/shared';
import { pushAudience, type PushInfo, type PushRow } from '@shop/shared/api/push';
import { pushLanguages } from '@shop/shared/api/push-template';
import { iso } from '../../../platform/db/pagination.ts';
import type { pushRepository as repo, PushRecord } from './repository.ts';

/** How pushes and their recipients are answered and audited. */
export function rowOf(p: PushRecord): PushRow {
  return {
    id: p.id,
    name: p.name,
    status: p.status,
    audienceKind: p.audience.kind,
    total: p.total,
    sent: p.sent,
    failed: p.failed,
    bounced: p.bounced,
    skipped: p.skipped,
    scheduleAt: iso(p.scheduleAt),
    ratePerMinute: p.ratePerMinute,
    startedAt: iso(p.startedAt),
    finishedAt: iso(p.finishedAt),
    createdAt: p.createdAt.toISOString(),
    error: p.error,
    version: p.version,
  };
}

export function infoOf(p: PushRecord): PushInfo {
  const lang = (m: Record<string, string>) =>
    Object.fromEntries(pushLanguages().map((l) => [l, m[l] ?? ''])) as Record<Language, string>;
  return {
    ...rowOf(p),
    subject: lang(p.subject),
    body: lang(p.body),
    audience: pushAudience.parse(p.audience),
    productIds: p.productIds,
    updatedAt: p.updatedAt.toISOString(),
  };
}

export const SAMPLE_NAME: Record<Language, string> = {
  'zh-CN': '张三',
  en: 'Alex Smith',
  es: 'Lucía García',
  ja: '山田花子',
};

export function auditView(p: PushRecord) {
  return { name: p.name, status: p.status, audience: p.audience, scheduleAt: iso(p.scheduleAt) };
}

export function logRowOf({ r, pushName }: Awaited<ReturnType<typeof repo.logBatch>>[number]) {
  return {
    id: r.id,
    pushId: r.pushId,
    pushName,
    email: r.email,
    name: r.name,
    language: r.language,
    state: r.state,
    attempts: r.attempts,
    response: r.response,
    messageId: r.messageId,
    sentAt: iso(r.sentAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}
