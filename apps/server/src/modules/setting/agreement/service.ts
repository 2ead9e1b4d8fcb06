import { LANGUAGES, type Localized } from '@shop/shared';
import {
  htmlHasText,
  type AgreementAcceptData,
  type AgreementData,
  type AgreementInfo,
  type AgreementKind,
  type AgreementPublishBody,
  type SignInAgreementData,
} from '@shop/shared/api/agreement';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { violatedConstraint } from '../../../platform/db/scope.ts';
import { sanitizeRichText } from '../../../platform/html/sanitize.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { agreementRepository as repo, type AgreementRecord, type AgreementWithCount } from './repository.ts';

function toRow(a: AgreementWithCount) {
  return {
    id: a.id,
    version: a.version,
    publishedAt: a.publishedAt.toISOString(),
    publishedBy: a.publishedByName,
    acceptances: Number(a.acceptances),
  };
}

function toInfo(a: AgreementWithCount): AgreementInfo {
  return { ...toRow(a), kind: a.kind, content: a.content };
}

/** A language's HTML sanitized; '' when nothing shows in it (an empty editor's `<p></p>`, a lone script). */
function cleanHtml(html: string): string {
  const clean = sanitizeRichText(html);
  return htmlHasText(clean) || /<img\b/i.test(clean) ? clean : '';
}

/**
 * Agreements (settings /setting/agreement): each publication is a new immutable version of its
 * kind, numbered from 1; the highest is the current one. A supplier user is asked after signing in
 * to accept the current supplier agreement; each acceptance is recorded once per version and user.
 */
export class AgreementService {
  constructor(private readonly db: Db) {}

  /** A kind's current version (null before the first one) and its version history, newest first. */
  async current(kind: AgreementKind): Promise<AgreementData> {
    const history = await repo.history(this.db, kind);
    return { kind, current: history[0] ? toInfo(history[0]) : null, history: history.map(toRow) };
  }

  async info(id: number): Promise<AgreementInfo> {
    const a = await repo.find(this.db, id);
    if (!a) throw new AppError('common.not_found');
    return toInfo(a);
  }

  /**
   * Publishes `content` (sanitized) as the next version of its kind. `baseVersion` is the current
   * version the editor started from (0 when none): another publication since then is refused with
   * nothing written. Two publications racing from the same base meet at the (kind, version) unique
   * index: the second is refused the same way.
   */
  async publish(ctx: RequestContext, body: AgreementPublishBody): Promise<AgreementInfo> {
    const content = Object.fromEntries(LANGUAGES.map((l) => [l, cleanHtml(body.content[l])])) as Localized;
    if (!LANGUAGES.some((l) => content[l] !== ''))
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'content.zh-CN', key: 'required' }] });
    const name = ctx.scope.truename || ctx.scope.username;
    const row = await this.db
      .transaction(async (tx) => {
        const current = await repo.current(tx, body.kind);
        if ((current?.version ?? 0) !== body.baseVersion) throw new AppError('common.stale_version');
        const added = await repo.insert(tx, {
          kind: body.kind,
          version: body.baseVersion + 1,
          content,
          publishedBy: ctx.scope.adminId || null,
          name,
        });
        await recordAudit(tx, ctx, {
          action: 'agreement.publish',
          entity: 'agreement',
          entityId: added.id,
          ...(current ? { before: { kind: current.kind, version: current.version } } : {}),
          after: {
            kind: added.kind,
            version: added.version,
            publishedBy: name,
            publishedAt: added.publishedAt,
            languages: LANGUAGES.filter((l) => content[l] !== ''),
          },
        });
        return added;
      })
      .catch((err: unknown) => {
        if (violatedConstraint(err) === 'agreements_kind_version_key') throw new AppError('common.stale_version');
        throw err;
      });
    return toInfo({ ...row, acceptances: 0 });
  }

  /** The current supplier agreement, for a supplier user (staff are never asked: 404, as when there is none). */
  async forSignIn(ctx: RequestContext): Promise<SignInAgreementData> {
    const current = await this.supplierAgreement(ctx);
    return {
      id: current.id,
      version: current.version,
      publishedAt: current.publishedAt.toISOString(),
      content: current.content,
      accepted: (await repo.acceptance(this.db, current.id, ctx.scope.adminId)) !== undefined,
    };
  }

  /**
   * Records that this supplier user accepted version `id`, which must be the current supplier
   * agreement. Accepting again answers the first acceptance and writes nothing. `accepted` runs in
   * the same transaction after a first acceptance (the supply area enables a passed supplier).
   */
  async accept(ctx: RequestContext, id: number, accepted?: (tx: Db) => Promise<void>): Promise<AgreementAcceptData> {
    return this.db.transaction(async (tx) => {
      const current = await this.supplierAgreement(ctx, tx);
      if (current.id !== id) {
        const named = await repo.find(tx, id);
        throw new AppError(named?.kind === 'supplier' ? 'agreement.not_current' : 'common.not_found');
      }
      const added = await repo.recordAcceptance(tx, { agreementId: id, adminId: ctx.scope.adminId, ip: ctx.ip });
      if (added)
        await recordAudit(tx, ctx, {
          action: 'agreement.accept',
          entity: 'agreement',
          entityId: id,
          after: {
            kind: current.kind,
            version: current.version,
            adminId: ctx.scope.adminId,
            acceptedAt: added.acceptedAt,
          },
        });
      if (added) await accepted?.(tx);
      const acceptedAt = added?.acceptedAt ?? (await repo.acceptance(tx, id, ctx.scope.adminId))!.acceptedAt;
      return { id, version: current.version, acceptedAt: acceptedAt.toISOString() };
    });
  }

  /** What the sign-in answer asks a supplier user to accept: the current supplier version not accepted yet. */
  pendingFor(adminId: number): Promise<{ id: number; version: number } | null> {
    return repo.pendingSupplierAgreement(this.db, adminId);
  }

  private async supplierAgreement(ctx: RequestContext, db: Db = this.db): Promise<AgreementRecord> {
    const current = ctx.scope.supplierId === null ? undefined : await repo.current(db, 'supplier');
    if (!current) throw new AppError('agreement.none');
    return current;
  }
}
