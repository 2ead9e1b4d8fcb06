import { stringify } from 'csv-stringify/sync';
import type { ErrorCode, FieldError, Language, StoreSettings } from '@shop/shared';
import type {
  PushAudience,
  PushEditValues,
  PushFields,
  PushInfo,
  PushListQuery,
  PushLogFilters,
  PushLogQuery,
} from '@shop/shared/api/push';
import { pushAddBody } from '@shop/shared/api/push';
import { PUSH_VARIABLES, pushLanguages, templateProblem } from '@shop/shared/api/push-template';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { iso } from '../../../platform/db/pagination.ts';
import { sanitizeRichText } from '../../../platform/html/sanitize.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { JobRunner } from '../../../platform/jobs/runner.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { productBlock, renderMessage, type Prepared } from './render.ts';
import { pushRepository as repo, type PushRecord } from './repository.ts';
import { auditView, infoOf, logRowOf, rowOf, SAMPLE_NAME } from './views.ts';
import { PUSH_SEND_JOB } from './sender.ts';

export interface PushSettings {
  store: () => Promise<StoreSettings>;
  /** Settings > third-party mail: messages per minute by default (0 = unlimited) */
  defaultRate: () => Promise<number>;
  /** where the public unsubscribe endpoint is reached */
  publicUrl: string;
}

const TOKEN_CONTEXT = 'push:unsubscribe';
const EXAMPLE = '{{customer_name}}';

/**
 * E-mail pushes: drafts written per language, checked (variables, the default language, groups
 * and products), sent now or at their time by the `push.send` job (sender.ts), stopped at once.
 */
export class PushService {
  constructor(
    private readonly db: Db,
    private readonly runner: JobRunner,
    private readonly mailer: Mailer,
    private readonly secrets: SecretBox,
    private readonly settings: PushSettings,
    private readonly stopLocal: (pushId: number) => void,
  ) {}

  async options() {
    const store = await this.settings.store();
    return {
      defaultLanguage: store.defaultLanguage,
      languages: [...pushLanguages()],
      defaultRate: await this.settings.defaultRate(),
      mailConfigured: await this.mailer.configured(),
    };
  }

  async list(q: PushListQuery, sentOnly = false) {
    const statuses = sentOnly ? (['sending', 'done', 'stopped', 'failed'] as const) : undefined;
    const { list, total } = await repo.list(this.db, q, statuses ? [...statuses] : undefined);
    return { list: list.map(rowOf), total, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<PushInfo> {
    const p = await repo.find(this.db, id);
    if (!p) throw new AppError('common.not_found');
    return infoOf(p);
  }

  async add(ctx: RequestContext, body: PushFields): Promise<PushInfo> {
    const v = await this.checked(this.db, body as PushFields);
    return this.db.transaction(async (tx) => {
      const row = await repo.insert(tx, { ...this.values(v), createdBy: ctx.scope.adminId || null });
      await recordAudit(tx, ctx, { action: 'push.add', entity: 'push', entityId: row.id, after: auditView(row) });
      return infoOf(row);
    });
  }

  async edit(ctx: RequestContext, body: PushEditValues): Promise<PushInfo> {
    const v = await this.checked(this.db, body as PushFields);
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, body.id);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      if (before.status !== 'draft' && before.status !== 'scheduled') throw new AppError('push.not_editable');
      if (before.status === 'scheduled') this.checkSchedule(v.scheduleAt, true);
      const status = before.status === 'scheduled' && v.scheduleAt === null ? 'draft' : before.status;
      const row = (await repo.update(tx, body.id, { ...this.values(v), status }))!;
      await recordAudit(tx, ctx, {
        action: 'push.edit',
        entity: 'push',
        entityId: row.id,
        before: auditView(before),
        after: auditView(row),
      });
      return infoOf(row);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      if (before.status === 'sending') throw new AppError('push.sending');
      await repo.remove(tx, id);
      await recordAudit(tx, ctx, { action: 'push.del', entity: 'push', entityId: id, before: auditView(before) });
      return { ok: true as const };
    });
  }

  /** Sends a draft: at its scheduled time (kept), else now (a job). Refused without mail or recipients. */
  async send(ctx: RequestContext, id: number, version: number): Promise<PushInfo> {
    if (!(await this.mailer.configured())) throw new AppError('push.mail_not_configured');
    const store = await this.settings.store();
    return this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      if (before.version !== version) throw new AppError('common.stale_version');
      if (before.status !== 'draft') throw new AppError('push.not_sendable');
      const i = infoOf(before);
      await this.checked(tx, {
        name: i.name,
        subject: i.subject,
        body: i.body,
        audience: i.audience,
        productIds: i.productIds,
        scheduleAt: null,
        ratePerMinute: i.ratePerMinute,
      });
      const later = before.scheduleAt !== null && before.scheduleAt.getTime() > Date.now();
      this.checkSchedule(iso(before.scheduleAt), true);
      if ((await repo.audienceCount(tx, before.audience as PushAudience, store.timeZone)) === 0)
        throw new AppError('push.audience_empty');
      const row = later
        ? (await repo.update(tx, id, { status: 'scheduled' }))!
        : await this.start(tx, before, ctx.scope.adminId || null);
      await recordAudit(tx, ctx, {
        action: later ? 'push.schedule' : 'push.send',
        entity: 'push',
        entityId: id,
        before: { status: before.status },
        after: { status: row.status, scheduleAt: iso(row.scheduleAt), jobId: row.jobId },
      });
      return infoOf(row);
    });
  }

  /** Stops a scheduled or sending push: no message leaves after this (one being transferred finishes). */
  async stop(ctx: RequestContext, id: number): Promise<PushInfo> {
    const row = await this.db.transaction(async (tx) => {
      const before = await repo.lock(tx, id);
      if (!before) throw new AppError('common.not_found');
      if (before.status !== 'sending' && before.status !== 'scheduled') throw new AppError('push.not_stoppable');
      const after = (await repo.update(tx, id, { status: 'stopped', finishedAt: new Date() }))!;
      await recordAudit(tx, ctx, {
        action: 'push.stop',
        entity: 'push',
        entityId: id,
        before: { status: before.status, sent: before.sent },
        after: { status: 'stopped' },
      });
      return after;
    });
    this.stopLocal(id);
    return infoOf(row);
  }

  async preview(body: { subject: string; body: string; language: Language; productIds: number[] }) {
    for (const [field, text] of [
      ['subject', body.subject],
      ['body', body.body],
    ] as const)
      this.checkText(field, text);
    const prepared = await this.prepareOne(body.language, body.subject, sanitizeRichText(body.body), body.productIds);
    const sample = { email: 'customer@example.com', name: SAMPLE_NAME[body.language] };
    const m = renderMessage(prepared, sample, this.unsubscribeUrl(sample.email, 0));
    return { subject: m.subject, html: m.html, text: m.text };
  }

  async count(audience: PushAudience): Promise<{ count: number }> {
    await this.checkGroups(this.db, audience);
    return { count: await repo.audienceCount(this.db, audience, (await this.settings.store()).timeZone) };
  }

  async log(q: PushLogQuery) {
    const { list, total } = await repo.logPage(this.db, q);
    return { list: list.map(logRowOf), total, page: q.page, pageSize: q.pageSize };
  }

  async *exportCsv(f: PushLogFilters, headers: string[]): AsyncGenerator<string> {
    yield '\uFEFF' + stringify([headers]);
    let beforeId: number | null = null;
    for (let sent = 0; sent < 1_000_000;) {
      const rows = await repo.logBatch(this.db, f, beforeId, 2000);
      if (rows.length === 0) break;
      yield stringify(
        rows
          .map(logRowOf)
          .map((r) => [
            r.pushId,
            r.pushName,
            r.email,
            r.name,
            r.language,
            r.state,
            r.attempts,
            r.response,
            r.messageId,
            r.sentAt ?? '',
            r.updatedAt,
          ]),
      );
      sent += rows.length;
      beforeId = rows[rows.length - 1]!.r.id;
    }
  }

  /** The public unsubscribe link's token for an address (sealed: it cannot be made up or altered). */
  unsubscribeUrl(email: string, pushId: number): string {
    const sealed = this.secrets.encrypt(JSON.stringify({ e: email, p: pushId }), TOKEN_CONTEXT);
    const token = Buffer.from(sealed).toString('base64url');
    return new URL(`api/push/unsubscribe?token=${token}`, this.settings.publicUrl).href;
  }

  /** Records the unsubscribe a link asks for; answers the address and the store's name and language. */
  async unsubscribe(token: string) {
    let parsed: { e: string; p: number };
    try {
      parsed = JSON.parse(this.secrets.decrypt(Buffer.from(token, 'base64url').toString(), TOKEN_CONTEXT));
    } catch {
      throw new AppError('push.unsubscribe_invalid');
    }
    if (typeof parsed.e !== 'string' || !parsed.e) throw new AppError('push.unsubscribe_invalid');
    await this.db.transaction((tx) => repo.unsubscribe(tx, parsed.e, parsed.p || null));
    const store = await this.settings.store();
    return { email: parsed.e, store };
  }

  /** The message of a push in each language it is written in (the default language fills the others). */
  async prepare(push: PushRecord) {
    const store = await this.settings.store();
    const texts = new Map<string, Prepared>();
    const language = store.defaultLanguage;
    for (const lang of pushLanguages()) {
      const has = (push.subject[lang] ?? '') !== '' && (push.body[lang] ?? '') !== '';
      const from = has ? lang : language;
      texts.set(lang, await this.prepareOne(lang, push.subject[from] ?? '', push.body[from] ?? '', push.productIds));
    }
    return { texts, language, timeZone: store.timeZone };
  }

  /** Scheduled pushes whose time has come start now (the minute's schedule). */
  async startDue(): Promise<number> {
    let started = 0;
    for (const id of await repo.due(this.db)) {
      await this.db.transaction(async (tx) => {
        const p = await repo.lock(tx, id);
        if (p?.status !== 'scheduled') return;
        await this.start(tx, p, p.createdBy);
        started++;
      });
    }
    if (started) this.runner.wake();
    return started;
  }

  /** Pushes whose job died with its process get a new job, which resumes where it stopped. */
  async resumeOrphans(): Promise<void> {
    for (const id of await repo.orphaned(this.db)) {
      await this.db.transaction(async (tx) => {
        const p = await repo.lock(tx, id);
        if (p?.status === 'sending') await this.start(tx, p, p.createdBy);
      });
    }
    this.runner.wake();
  }

  private async start(tx: Db, p: PushRecord, adminId: number | null): Promise<PushRecord> {
    const job = await this.runner.enqueue(tx, {
      kind: PUSH_SEND_JOB,
      adminId,
      supplierId: null,
      total: p.total,
      payload: { pushId: p.id },
    });
    return (await repo.update(tx, p.id, { status: 'sending', jobId: job.id, error: '' }))!;
  }

  private async prepareOne(lang: Language, subject: string, body: string, productIds: number[]): Promise<Prepared> {
    const store = await this.settings.store();
    const block = productBlock(await repo.products(this.db, productIds), lang, store.baseUrl);
    const storeName = store.name[lang] || store.name[store.defaultLanguage] || '';
    return { subject, body, storeName, productsHtml: block.html, productsText: block.text };
  }

  private values(v: PushFields) {
    return {
      name: v.name,
      subject: v.subject,
      body: Object.fromEntries(Object.entries(v.body).map(([l, html]) => [l, html ? sanitizeRichText(html) : ''])),
      audience: v.audience,
      productIds: v.productIds,
      scheduleAt: v.scheduleAt ? new Date(v.scheduleAt) : null,
      ratePerMinute: v.ratePerMinute,
    };
  }

  private checkText(field: string, text: string): void {
    const problem = templateProblem(text);
    if (!problem) return;
    const params = {
      field,
      name: problem.name,
      known: PUSH_VARIABLES.map((n) => `{{${n}}}`).join(' '),
      example: EXAMPLE,
    };
    throw new AppError(`push.${problem.key}` as ErrorCode, params, { fields: [{ field, key: problem.key, params }] });
  }

  private checkSchedule(at: string | null, strict: boolean): void {
    if (strict && at !== null && new Date(at).getTime() < Date.now() - 60_000) throw new AppError('push.schedule_past');
  }

  private async checkGroups(db: Db, a: PushAudience): Promise<void> {
    const found = await repo.groupsExist(db, a.groupIds);
    const missing = a.groupIds.findIndex((g) => !found.has(g));
    if (missing >= 0)
      throw new AppError(
        'push.group_missing',
        { id: a.groupIds[missing] },
        { fields: [{ field: `audience.groupIds.${missing}`, key: 'invalid' }] },
      );
  }

  /** Variables and braces, the default language filled, the groups and products there. */
  private async checked(db: Db, input: PushFields): Promise<PushFields> {
    const { name, subject, body, audience, productIds, scheduleAt, ratePerMinute } = input;
    const v = pushAddBody.parse({ name, subject, body, audience, productIds, scheduleAt, ratePerMinute });
    for (const lang of pushLanguages()) {
      this.checkText(`subject.${lang}`, v.subject[lang]);
      this.checkText(`body.${lang}`, v.body[lang]);
    }
    const { defaultLanguage } = await this.settings.store();
    const empty: FieldError[] = (['subject', 'body'] as const)
      .filter((f) => v[f][defaultLanguage] === '')
      .map((f) => ({ field: `${f}.${defaultLanguage}`, key: 'required' }));
    if (empty.length) throw new AppError('push.default_language', { language: defaultLanguage }, { fields: empty });
    await this.checkGroups(db, v.audience);
    const found = new Set((await repo.products(db, v.productIds)).map((p) => p.id));
    const missing = v.productIds.findIndex((id) => !found.has(id));
    if (missing >= 0)
      throw new AppError(
        'push.product_missing',
        { id: v.productIds[missing] },
        { fields: [{ field: `productIds.${missing}`, key: 'invalid' }] },
      );
    return v;
  }
}
