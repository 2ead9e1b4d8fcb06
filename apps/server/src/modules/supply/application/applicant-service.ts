import { type FieldError } from '@shop/shared';
import {
  ACTIVATION_HOURS,
  type ApplyStatusData,
  type applyResubmitBody,
  type applySubmitBody,
} from '@shop/shared/api/supply-application';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { approveRepository } from './approve-repository.ts';
import { applicantContext, hashSecret, newSecret, secretMatches, tokenContext, type ApplicationDeps } from './deps.ts';
import { applicationFilesRepository as files } from './files-repository.ts';
import { applicationRepository as repo } from './repository.ts';
import type { ApplicationRecord, StoredApplicationDocument } from './table.ts';
import { decisionView, documentViews, rejectedOf, roundViews } from './view.ts';

type PublicCtx = Omit<RequestContext, 'scope'>;
type DocsIn = Partial<Record<string, { file: string; number: string; expiresOn: string }>>;

const invalid = (fields: FieldError[]) => new AppError('common.invalid_input', {}, { fields });

/**
 * The applicant's side: the public form, the status page (reference + token), resubmitting the
 * rejected items, and setting the new account's password with the one-time activation key.
 */
export class ApplicantService {
  constructor(private readonly d: ApplicationDeps) {}

  /** Settings > suppliers' onboarding checklist. */
  checklist() {
    return this.d.supplierDefaults.current();
  }

  async submit(ctx: PublicCtx, body: z.output<typeof applySubmitBody>) {
    const { requiredDocuments } = await this.d.supplierDefaults.current();
    const missing = requiredDocuments.filter((k) => !body.documents[k]);
    if (missing.length) throw invalid(missing.map((k) => ({ field: `documents.${k}`, key: 'required' })));
    if (body.username && (await approveRepository.usernameTaken(this.d.db, body.username)))
      throw fieldConflict('application.username_taken', 'username');
    const documents = await this.documents(body.documents, null);
    const token = newSecret();
    const tokenHash = hashSecret(token);
    const values: Record<string, string> = { ...body.values };
    const { app, delivery } = await this.d.db.transaction(async (tx) => {
      const app = await repo.insert(tx, {
        email: body.email,
        username: body.username,
        lang: ctx.lang,
        accessTokenHash: tokenHash,
        accessTokenSealed: this.d.secrets.encrypt(token, tokenContext(tokenHash)),
        values,
        documents,
      });
      await repo.insertRound(tx, {
        applicationId: app.id,
        round: 1,
        items: [...Object.keys(values), ...Object.keys(documents)],
        values,
        documents,
      });
      await files.bind(
        tx,
        Object.values(documents).map((d) => d.file),
        app.id,
      );
      await recordAudit(tx, applicantContext(ctx, body.email), {
        action: 'submit',
        entity: 'supplier_application',
        entityId: app.id,
        after: { reference: app.reference, email: app.email, values, documents: Object.keys(documents) },
      });
      const delivery = await this.tellReviewers(tx, app, 'submitted');
      return { app, delivery };
    });
    delivery.send();
    void this.d.mail.send(app.email, app.lang, { kind: 'received', reference: app.reference, token });
    return { reference: app.reference, token, status: app.status };
  }

  /** The application of a reference whose token matches; otherwise not found, whichever was wrong. */
  async access(reference: string, token: string): Promise<ApplicationRecord> {
    const app = await repo.byReference(this.d.db, reference);
    if (!app || !secretMatches(token, app.accessTokenHash)) throw new AppError('common.not_found');
    return app;
  }

  async status(reference: string, token: string): Promise<ApplyStatusData> {
    return this.view(await this.access(reference, token));
  }

  async view(app: ApplicationRecord): Promise<ApplyStatusData> {
    const db = this.d.db;
    const rounds = await repo.rounds(db, app.id);
    const account = await repo.accountOf(db, app.adminId);
    const { requiredDocuments } = await this.d.supplierDefaults.current();
    return {
      reference: app.reference,
      status: app.status,
      round: app.round,
      email: app.email,
      username: app.username,
      values: app.values,
      documents: await documentViews(db, app.documents),
      requiredDocuments,
      submittedAt: app.submittedAt.toISOString(),
      decidedAt: app.decidedAt?.toISOString() ?? null,
      rejected: rejectedOf(app, rounds).map(decisionView),
      rounds: await roundViews(db, rounds),
      account: account ? { username: account.username, activated: app.activatedAt !== null } : null,
    };
  }

  /** Resubmits exactly the rejected items of a failed application; every other item stays. */
  async resubmit(ctx: PublicCtx, body: z.output<typeof applyResubmitBody>): Promise<ApplyStatusData> {
    const app = await this.access(body.reference, body.token);
    if (app.status !== 'failed') throw new AppError('application.not_failed');
    const rejected = new Set(rejectedOf(app, await repo.rounds(this.d.db, app.id)).map((d) => d.item));
    const sentValues = Object.entries(body.values).filter(([, v]) => v !== undefined) as [string, string][];
    const sentDocs = Object.keys(body.documents);
    const extra = [
      ...sentValues
        .map(([k]) => k)
        .filter((k) => !rejected.has(k))
        .map((k) => `values.${k}`),
      ...sentDocs.filter((k) => !rejected.has(k)).map((k) => `documents.${k}`),
    ];
    if (extra.length)
      throw new AppError(
        'application.item_not_rejected',
        {},
        { fields: extra.map((field) => ({ field, key: 'not_allowed' })) },
      );
    const sent = new Set([...sentValues.map(([k]) => k), ...sentDocs]);
    const unsent = [...rejected].filter((k) => !sent.has(k));
    if (unsent.length)
      throw invalid(
        unsent.map((k) => ({ field: k in app.values ? `values.${k}` : `documents.${k}`, key: 'required' })),
      );
    const documents = await this.documents(body.documents, app.id);
    const values = Object.fromEntries(sentValues);
    const round = app.round + 1;
    const { saved, delivery } = await this.d.db.transaction(async (tx) => {
      const saved = await repo.save(tx, app.id, app.version, {
        values: { ...app.values, ...values },
        documents: { ...app.documents, ...documents },
        round,
        status: 'pending',
        submittedAt: new Date(),
        decidedAt: null,
      });
      if (!saved) throw new AppError('common.stale_version');
      await repo.insertRound(tx, { applicationId: app.id, round, items: [...sent], values, documents });
      await files.bind(
        tx,
        Object.values(documents).map((d) => d.file),
        app.id,
      );
      await recordAudit(tx, applicantContext(ctx, app.email), {
        action: 'resubmit',
        entity: 'supplier_application',
        entityId: app.id,
        before: { round: app.round, status: app.status },
        after: { round, status: 'pending', items: [...sent] },
      });
      return { saved, delivery: await this.tellReviewers(tx, saved, 'resubmitted') };
    });
    delivery.send();
    return this.view(saved);
  }

  /**
   * A fresh one-time activation key (the last one stops working) for a passed application whose
   * account has no password yet: the status page's way when the e-mail did not arrive.
   */
  async activation(reference: string, token: string): Promise<{ key: string; expiresAt: string }> {
    const app = await this.access(reference, token);
    if (app.status !== 'passed' || !app.adminId) throw new AppError('application.not_passed');
    if (app.activatedAt) throw new AppError('application.activation_invalid');
    const key = newSecret();
    const expiresAt = new Date(Date.now() + ACTIVATION_HOURS * 3_600_000);
    const saved = await repo.save(this.d.db, app.id, app.version, {
      activationTokenHash: hashSecret(key),
      activationExpiresAt: expiresAt,
    });
    if (!saved) throw new AppError('common.stale_version');
    return { key, expiresAt: expiresAt.toISOString() };
  }

  /** Sets the new supplier user's password with the activation key: once, before it expires. */
  async activate(ctx: PublicCtx, reference: string, key: string, password: string): Promise<{ username: string }> {
    const app = await repo.byReference(this.d.db, reference);
    const usable =
      app &&
      app.status === 'passed' &&
      app.adminId &&
      !app.activatedAt &&
      app.activationExpiresAt &&
      app.activationExpiresAt.getTime() > Date.now() &&
      secretMatches(key, app.activationTokenHash);
    if (!usable) throw new AppError('application.activation_invalid');
    const account = await repo.accountOf(this.d.db, app.adminId);
    if (!account) throw new AppError('application.activation_invalid');
    const passwordHash = await hashPassword(password);
    await this.d.db.transaction(async (tx) => {
      const saved = await repo.save(tx, app.id, app.version, {
        activatedAt: new Date(),
        activationTokenHash: null,
        activationExpiresAt: null,
      });
      if (!saved) throw new AppError('application.activation_invalid');
      await approveRepository.setPassword(tx, account.id, passwordHash);
      await recordAudit(tx, applicantContext(ctx, app.email), {
        action: 'activate',
        entity: 'admin',
        entityId: account.id,
        supplierId: app.supplierId,
        after: { username: account.username, password: 'set' },
      });
    });
    return { username: account.username };
  }

  /** The documents' handles checked: uploaded, and free (or this application's own). */
  private async documents(input: DocsIn, applicationId: number | null) {
    const entries = Object.entries(input).filter((e): e is [string, NonNullable<DocsIn[string]>] => !!e[1]);
    const found = await files.usable(
      this.d.db,
      entries.map(([, d]) => d.file),
      applicationId,
    );
    const have = new Set(found.map((f) => f.handle));
    const unknown = entries.filter(([, d]) => !have.has(d.file));
    if (unknown.length)
      throw new AppError(
        'application.file_unknown',
        {},
        { fields: unknown.map(([k]) => ({ field: `documents.${k}`, key: 'invalid' })) },
      );
    return Object.fromEntries(
      entries.map(([k, d]) => [k, { file: d.file, number: d.number, expiresOn: d.expiresOn }]),
    ) as Record<string, StoredApplicationDocument>;
  }

  /** Tells the reviewers (staff holding supply_apply_audit) in the transaction; send after commit. */
  private tellReviewers(
    tx: Parameters<ApplicationDeps['notifications']['notify']>[0],
    app: ApplicationRecord,
    what: string,
  ) {
    return this.d.notifications.notify(tx, {
      to: { permission: 'supply_apply_audit' },
      kind: `supply.application.${what}`,
      title: {
        key: `supply.application.${what}`,
        params: { reference: app.reference, name: app.values.enterpriseName ?? '', round: app.round },
      },
      link: `/supplier/supplierapply/${app.id}`,
      entity: { type: 'supplier_application', id: app.id },
    });
  }
}
