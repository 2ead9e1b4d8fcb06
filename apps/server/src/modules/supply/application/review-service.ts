import { randomBytes } from 'node:crypto';
import { ONBOARDING_DOCUMENTS } from '@shop/shared';
import {
  ACTIVATION_HOURS,
  type ApplicationDetail,
  type applicationDecideBody,
  type applicationListQuery,
} from '@shop/shared/api/supply-application';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Delivery } from '../../../platform/notify/notification-service.ts';
import { findDuplicates, type DuplicateField } from '../supplier/duplicates.ts';
import { approveRepository as approve } from './approve-repository.ts';
import { hashSecret, newSecret, tokenContext, type ApplicationDeps } from './deps.ts';
import { applicationRepository as repo } from './repository.ts';
import type { ApplicationRecord, StoredDecision } from './table.ts';
import { documentViews, rowView, roundViews } from './view.ts';

type DecideBody = z.output<typeof applicationDecideBody>;

/** A user name from the enterprise name: its letters and digits, at least 3, "supplier" when none. */
export function derivedUsername(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toLowerCase()
    .slice(0, 24);
  return ascii.length >= 3 ? ascii : `supplier${ascii}`;
}

/** Staff review: the list, one application with its rounds and duplicates, the decision per item. */
export class ReviewService {
  constructor(private readonly d: ApplicationDeps) {}

  async list(q: z.output<typeof applicationListQuery>) {
    const { rows, total } = await repo.page(this.d.db, q);
    return { list: rows.map(rowView), total, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<ApplicationDetail> {
    const db = this.d.db;
    const app = await repo.byId(db, id);
    if (!app) throw new AppError('common.not_found');
    const rounds = await repo.rounds(db, id);
    const { requiredDocuments } = await this.d.supplierDefaults.current();
    const current = rounds.find((r) => r.round === app.round);
    return {
      ...rowView(app),
      version: app.version,
      username: app.username,
      values: app.values,
      documents: await documentViews(db, app.documents),
      requiredDocuments,
      currentItems: app.status === 'pending' ? (current?.items ?? []) : [],
      rounds: await roundViews(db, rounds),
      duplicates: await this.duplicates(app),
      supplierName: await repo.supplierName(db, app.supplierId),
    };
  }

  /** Existing suppliers and other open applications sharing a tax id, legal person id, bank account or phone. */
  async duplicates(app: ApplicationRecord) {
    const probe = {
      taxId: app.values.taxId,
      legalPersonIdNumber: app.values.legalPersonIdNumber,
      bankAccountNumber: app.values.bankAccountNumber,
      contactPhone: app.values.contactPhone,
    } satisfies Partial<Record<DuplicateField, string | undefined>>;
    const [suppliers, open] = await Promise.all([
      findDuplicates(this.d.db, probe, app.supplierId ?? undefined),
      repo.openDuplicates(this.d.db, probe, app.id),
    ]);
    return [
      ...suppliers.map((h) => ({
        field: h.field,
        supplierId: h.supplierId,
        supplierName: h.supplierName,
        applicationId: null,
        reference: null,
      })),
      ...open.map((h) => ({
        field: h.field,
        supplierId: null,
        supplierName: null,
        applicationId: h.id,
        reference: h.reference,
      })),
    ];
  }

  /**
   * Decides the current round item by item, in one transaction: every item approved passes the
   * application (supplier, profile, documents and first user created, the account's notice
   * written); any rejected fails it with the reasons. The applicant is told by e-mail after commit.
   */
  async decide(ctx: RequestContext, body: DecideBody) {
    const decisions: StoredDecision[] = body.decisions.map((d) => ({
      item: d.item,
      ok: d.ok,
      reasonCode: d.ok ? null : (d.reasonCode ?? null),
      note: d.ok ? '' : d.note,
    }));
    const missingReason = body.decisions.flatMap((d, i) =>
      !d.ok && !d.reasonCode ? [`decisions.${i}.reasonCode`] : [],
    );
    if (missingReason.length)
      throw new AppError(
        'application.reason_required',
        {},
        { fields: missingReason.map((field) => ({ field, key: 'required' })) },
      );
    const missingNote = body.decisions.flatMap((d, i) =>
      !d.ok && d.reasonCode === 'other' && !d.note ? [`decisions.${i}.note`] : [],
    );
    if (missingNote.length)
      throw new AppError(
        'application.note_required',
        {},
        { fields: missingNote.map((field) => ({ field, key: 'required' })) },
      );

    let after: (() => void)[] = [];
    const result = await this.d.db.transaction(async (tx) => {
      after = [];
      const app = await repo.lock(tx, body.id);
      if (!app) throw new AppError('common.not_found');
      if (app.status !== 'pending') throw new AppError('application.not_pending');
      if (app.version !== body.version) throw new AppError('common.stale_version');
      const rounds = await repo.rounds(tx, app.id);
      const items = rounds.find((r) => r.round === app.round)?.items ?? [];
      const decided = decisions.map((d) => d.item);
      if (
        decided.length !== items.length ||
        new Set(decided).size !== decided.length ||
        !decided.every((i) => items.includes(i))
      )
        throw new AppError('application.items_mismatch');
      await repo.decideRound(tx, app.id, app.round, {
        decisions,
        decidedById: ctx.scope.adminId || null,
        decidedByName: ctx.scope.username,
      });
      const rejected = decisions.filter((d) => !d.ok);
      if (rejected.length) {
        const saved = await repo.save(tx, app.id, app.version, { status: 'failed', decidedAt: new Date() });
        if (!saved) throw new AppError('common.stale_version');
        await this.audit(tx, ctx, app, 'fail', { status: 'failed', round: app.round, rejected });
        const token = this.statusToken(app);
        after.push(
          () =>
            void this.d.mail.send(app.email, app.lang, { kind: 'failed', reference: app.reference, token, rejected }),
        );
        return { status: 'failed' as const, supplierId: null };
      }
      const made = await this.approve(tx, ctx, app);
      after.push(() => made.delivery.send());
      after.push(
        () =>
          void this.d.mail.send(app.email, app.lang, {
            kind: 'passed',
            reference: app.reference,
            username: made.username,
            key: made.key,
            until: made.until,
          }),
      );
      return { status: 'passed' as const, supplierId: made.supplierId };
    });
    for (const run of after) run();
    return result;
  }

  /** Creates the supplier (passed), its profile and documents, its first user without a usable password. */
  private async approve(tx: Db, ctx: RequestContext, app: ApplicationRecord) {
    const v = app.values;
    const name = (v.enterpriseName ?? '').trim();
    if (await approve.supplierNamed(tx, name)) throw new AppError('application.name_taken', { name });
    const username = await this.freeUsername(tx, app.username || derivedUsername(name));
    const supplierId = await approve.insertSupplier(tx, name);
    await approve.insertProfile(tx, supplierId, v);
    // The documents are copied into the suppliers' own store: the supplier's screens open them from there.
    const docs = [];
    for (const kind of ONBOARDING_DOCUMENTS) {
      const doc = app.documents[kind];
      if (!doc) continue;
      const expiresOn = doc.expiresOn || (kind === 'business_licence' ? (v.licenceExpiresOn ?? '') : '');
      const stored = await this.d.documents.save((await this.d.files.read(app.id, doc.file, tx)).data);
      docs.push({ kind, doc: { ...doc, expiresOn }, file: stored.file, mime: stored.mime });
    }
    await approve.insertDocuments(tx, supplierId, docs);
    // Nobody knows this password: the account is opened with the activation key.
    const adminId = await approve.insertUser(tx, {
      username,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      truename: (v.operatorName || name).slice(0, 64),
      email: app.email,
      phone: (v.operatorPhone ?? '').slice(0, 32),
      supplierId,
    });
    const key = newSecret();
    const expires = new Date(Date.now() + ACTIVATION_HOURS * 3_600_000);
    const saved = await repo.save(tx, app.id, app.version, {
      status: 'passed',
      decidedAt: new Date(),
      supplierId,
      adminId,
      activationTokenHash: hashSecret(key),
      activationExpiresAt: expires,
    });
    if (!saved) throw new AppError('common.stale_version');
    await this.d.lifecycle.note(tx, ctx, supplierId, 'created', '', { application: app.reference, username });
    await this.audit(tx, ctx, app, 'pass', { status: 'passed', supplierId, adminId, username }, supplierId);
    const until = expires.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
    const delivery: Delivery = await this.d.notifications.notify(tx, {
      to: { adminId },
      kind: 'supply.application.account_ready',
      title: { key: 'supply.application.account_ready', params: { username } },
      body: { key: 'supply.application.account_ready_body', params: { email: app.email, until } },
      link: `/supplier/apply/activate?ref=${app.reference}`,
      entity: { type: 'supplier_application', id: app.id },
    });
    return { supplierId, adminId, username, key, until, delivery };
  }

  /** The applicant's status token, unsealed for the e-mail's link (null when it cannot be). */
  private statusToken(app: ApplicationRecord): string | null {
    if (!app.accessTokenSealed) return null;
    try {
      return this.d.secrets.decrypt(app.accessTokenSealed, tokenContext(app.accessTokenHash));
    } catch {
      return null;
    }
  }

  private async freeUsername(db: Db, wanted: string): Promise<string> {
    for (let n = 0; n < 50; n++) {
      const candidate = n === 0 ? wanted : `${wanted}${n + 1}`;
      if (!(await approve.usernameTaken(db, candidate))) return candidate;
    }
    return `${wanted}${randomBytes(3).toString('hex')}`;
  }

  private audit(
    tx: Db,
    ctx: RequestContext,
    app: ApplicationRecord,
    action: string,
    after: object,
    supplierId?: number,
  ) {
    return recordAudit(tx, ctx, {
      action,
      entity: 'supplier_application',
      entityId: app.id,
      supplierId: supplierId ?? null,
      before: { status: app.status, round: app.round },
      after: { reference: app.reference, ...after },
    });
  }
}
