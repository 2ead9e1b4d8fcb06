import type { CommissionRatesData } from '@shop/shared/api/supply-settlement';
import type { SupplierSettings } from '@shop/shared/api/settings';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { rateRepository as repo } from './rate-repository.ts';

/**
 * Commission rates, in basis points: a category's rate wins over the supplier level's, which wins
 * over the group's (edited with the group), then the supplier settings' default. Each earning
 * line keeps the rate it used, so a change applies to deliveries not yet written only.
 */
export class CommissionRateService {
  constructor(
    private readonly db: Db,
    private readonly settings: () => Promise<SupplierSettings>,
  ) {}

  async list(lang = 'en'): Promise<CommissionRatesData> {
    const [list, s] = await Promise.all([repo.list(this.db, lang), this.settings()]);
    return { defaultBp: s.commissionRate, list };
  }

  async save(
    ctx: RequestContext,
    body: { scope: 'level' | 'category'; scopeId: number; rateBp: number | null },
  ): Promise<CommissionRatesData> {
    await this.db.transaction(async (tx) => {
      if (!(await repo.exists(tx, body.scope, body.scopeId)))
        throw new AppError('common.not_found', {}, { fields: [{ field: 'scopeId', key: 'not_found' }] });
      const before = await repo.find(tx, body.scope, body.scopeId);
      await repo.save(tx, body.scope, body.scopeId, body.rateBp);
      await recordAudit(tx, ctx, {
        action: 'edit',
        entity: 'supplier_commission_rate',
        entityId: `${body.scope}:${body.scopeId}`,
        before: { rateBp: before },
        after: { rateBp: body.rateBp },
      });
    });
    return this.list(ctx.lang);
  }
}
