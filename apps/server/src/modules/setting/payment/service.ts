import type {
  PaymentAddBody,
  PaymentEditBody,
  PaymentInfo,
  PaymentListQuery,
  PaymentRow,
} from '@shop/shared/api/payment';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { SecretBox } from '../../../platform/secrets/secret-box.ts';
import { credentialStates, mergeCredentials, openAll, sealAll } from './credentials.ts';
import { paymentRepository as repo, paymentTable as table, type PaymentRecord } from './repository.ts';

const fieldsOf = (body: PaymentAddBody | PaymentEditBody) => ({
  name: body.name,
  instructions: body.instructions,
  sort: body.sort,
  feeType: body.feeType,
  fee: body.fee,
  countries: body.countries,
});

function toRow(p: PaymentRecord, currency: string, orderCount: number): PaymentRow {
  return {
    id: p.id,
    name: p.name,
    builtIn: p.builtIn,
    enabled: p.enabled,
    sort: p.sort,
    feeType: p.feeType,
    fee: p.fee,
    currency,
    countries: p.countries,
    credentialKeys: p.credentials.map((c) => c.key),
    orderCount,
    createdAt: p.createdAt.toISOString(),
    version: p.version,
  };
}

/**
 * Payment methods (settings /payment). Bank transfer and cash on delivery are built in: disabled,
 * never deleted; a method orders were paid with is not deleted either. Credentials are sealed by
 * the secret box before they are stored and never answered: reads say which are set, the
 * operation log shows them masked.
 */
export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
  ) {}

  async list(q: PaymentListQuery) {
    const [page, currency] = await Promise.all([repo.page(this.db, q), repo.baseCurrency(this.db)]);
    const counts = await repo.orderCounts(
      this.db,
      page.list.map((p) => p.id),
    );
    return {
      list: page.list.map((p) => toRow(p, currency, counts.get(p.id) ?? 0)),
      total: page.total,
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  async info(id: number): Promise<PaymentInfo> {
    const p = await table.find(this.db, id);
    if (!p) throw new AppError('common.not_found');
    const [currency, counts] = await Promise.all([repo.baseCurrency(this.db), repo.orderCounts(this.db, [id])]);
    return {
      ...toRow(p, currency, counts.get(id) ?? 0),
      instructions: p.instructions,
      credentials: credentialStates(this.secrets, p.credentials),
      updatedAt: p.updatedAt.toISOString(),
    };
  }

  async add(ctx: RequestContext, body: PaymentAddBody): Promise<PaymentInfo> {
    const credentials = sealAll(this.secrets, body.credentials);
    const row = await table.insert(this.db, ctx, { ...fieldsOf(body), enabled: body.enabled, credentials });
    return this.info(row.id);
  }

  /** The credentials are merged on the locked row: kept, replaced or cleared as the body says. */
  async edit(ctx: RequestContext, body: PaymentEditBody): Promise<PaymentInfo> {
    await table.update(this.db, ctx, body.id, body.version, (row) => ({
      ...fieldsOf(body),
      credentials: mergeCredentials(this.secrets, row.credentials, body.credentials),
    }));
    return this.info(body.id);
  }

  /** A disabled method can no longer be recorded on an order; the orders paid with it keep it. */
  async setStatus(ctx: RequestContext, id: number, enabled: boolean, version?: number): Promise<PaymentInfo> {
    await table.setEnabled(this.db, ctx, id, enabled, version);
    return this.info(id);
  }

  /**
   * Never a built-in method, nor one orders were paid with. Marking an order paid with a method
   * reads it FOR SHARE first (and its foreign key locks it), so it waits for this deletion or is
   * counted here.
   */
  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await table.remove(this.db, ctx, id, async (tx, row) => {
      if (row.builtIn) throw new AppError('payment.built_in');
      const count = (await repo.orderCounts(tx, [id])).get(id) ?? 0;
      if (count > 0) throw new AppError('payment.in_use', { count });
    });
    return { ok: true };
  }

  /** A method's credentials in plain text, for the code that calls its payment provider (never answered). */
  async credentials(id: number): Promise<Record<string, string>> {
    const p = await table.find(this.db, id);
    if (!p) throw new AppError('common.not_found');
    return openAll(this.secrets, p.credentials);
  }
}
