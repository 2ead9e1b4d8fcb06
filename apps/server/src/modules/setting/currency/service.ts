import type {
  CurrencyAddBody,
  CurrencyDefaultData,
  CurrencyEditBody,
  CurrencyHistoryQuery,
  CurrencyListQuery,
  CurrencyRow,
} from '@shop/shared/api/currency';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { violatedConstraint } from '../../../platform/db/scope.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import {
  currencyRepository as repo,
  currencyView,
  toCurrencyRow,
  type CurrencyRecord,
  type RateChange,
} from './repository.ts';

const snapshot = (c: CurrencyRecord) => ({ ...currencyView(c), version: c.version });

/**
 * Currencies (settings /currency). Exactly one is the default (rate 1); the others' rates are
 * units per one default unit, and every rate ever set is kept in the rate history with who set it.
 *
 * Changing the default recomputes every rate against the new one and converts, in the same
 * transaction and at that moment's rate, every amount stored in the default currency (orders'
 * `total_base`, shipping area fees, fixed payment fees), and divides the orders' checkout rates
 * alike: an order's own amounts never change, and figures summed over `total_base` stay right,
 * now in the new default. Orders are locked against writes meanwhile (one switch at a time).
 */
export class CurrencyService {
  constructor(private readonly db: Db) {}

  async list(q: CurrencyListQuery) {
    return { ...(await repo.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async info(code: string, db: Db = this.db): Promise<CurrencyRow> {
    const c = await repo.find(db, code);
    if (!c) throw new AppError('common.not_found');
    return toCurrencyRow(c, (await repo.usage(db, [code])).get(code));
  }

  /** Every currency, for showing money (symbol, side, decimals). */
  async display() {
    const list = await repo.all(this.db);
    return {
      list: list.map(currencyView),
    };
  }

  async history(q: CurrencyHistoryQuery) {
    return { ...(await repo.history(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async add(ctx: RequestContext, body: CurrencyAddBody): Promise<CurrencyRow> {
    return this.change(async (tx) => {
      const base = await repo.base(tx);
      // the first currency is the default, at rate 1
      const isBase = base === undefined;
      const row = await repo.insert(tx, {
        code: body.code,
        name: body.name,
        symbol: body.symbol,
        symbolRight: body.symbolRight,
        decimals: body.decimals,
        rate: isBase ? 1 : body.rate,
        isBase,
        enabled: isBase ? true : body.enabled,
      });
      await this.rates(
        tx,
        ctx,
        [{ code: row.code, oldRate: null, newRate: Number(row.rate), reason: 'add' }],
        base?.code ?? row.code,
      );
      await recordAudit(tx, ctx, {
        action: 'currency.add',
        entity: 'currency',
        entityId: row.code,
        after: snapshot(row),
      });
      return this.info(row.code, tx);
    });
  }

  async edit(ctx: RequestContext, body: CurrencyEditBody): Promise<CurrencyRow> {
    return this.change(async (tx) => {
      const before = await this.locked(tx, body.code, body.version);
      // the default's rate is 1 by definition
      const rate = before.isBase ? 1 : body.rate;
      const after = await repo.update(tx, body.code, {
        name: body.name,
        symbol: body.symbol,
        symbolRight: body.symbolRight,
        rate,
      });
      if (Number(before.rate) !== Number(after.rate)) {
        const base = (await repo.base(tx))!;
        await this.rates(
          tx,
          ctx,
          [{ code: after.code, oldRate: Number(before.rate), newRate: rate, reason: 'edit' }],
          base.code,
        );
      }
      await this.audit(tx, ctx, 'edit', before, after);
      return this.info(after.code, tx);
    });
  }

  /** A disabled currency is no longer offered for new orders; orders in it keep it. Never the default. */
  async setStatus(ctx: RequestContext, code: string, enabled: boolean, version?: number): Promise<CurrencyRow> {
    return this.change(async (tx) => {
      const before = await this.locked(tx, code, version);
      if (before.enabled === enabled) return this.info(code, tx);
      if (!enabled && before.isBase) throw new AppError('currency.base_locked');
      const after = await repo.update(tx, code, { enabled });
      await this.audit(tx, ctx, enabled ? 'enable' : 'disable', before, after);
      return this.info(code, tx);
    });
  }

  /** Refused for the default and for a currency orders or products use (disable it instead). */
  async remove(ctx: RequestContext, code: string): Promise<{ ok: true }> {
    return this.change(async (tx) => {
      const before = await this.locked(tx, code, undefined);
      if (before.isBase) throw new AppError('currency.base_locked');
      const usage = (await repo.usage(tx, [code])).get(code)!;
      if (usage.orders > 0 || usage.products > 0) throw new AppError('currency.in_use', usage);
      await repo.remove(tx, code);
      await recordAudit(tx, ctx, {
        action: 'currency.del',
        entity: 'currency',
        entityId: code,
        before: snapshot(before),
      });
      return { ok: true as const };
    });
  }

  async makeDefault(ctx: RequestContext, code: string, version: number): Promise<CurrencyDefaultData> {
    return this.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // the currencies first (orders being priced hold them in share mode), then the amounts' tables
      const all = await repo.lockAll(tx);
      await repo.lockAmounts(tx);
      const next = all.find((c) => c.code === code);
      if (!next) throw new AppError('common.not_found');
      if (next.version !== version) throw new AppError('common.stale_version');
      if (next.isBase) throw new AppError('currency.already_default');
      if (!next.enabled) throw new AppError('currency.disabled_default');
      const from = all.find((c) => c.isBase);
      if (!from) throw new AppError('common.not_found');
      const converted = await repo.rebase(tx, from, next);
      const after = await repo.all(tx);
      const changes: Omit<RateChange, 'baseCode' | 'actorId' | 'actorName'>[] = [];
      for (const a of after) {
        const b = all.find((c) => c.code === a.code)!;
        if (Number(a.rate) !== Number(b.rate)) {
          changes.push({ code: a.code, oldRate: Number(b.rate), newRate: Number(a.rate), reason: 'default' });
        }
      }
      await this.rates(tx, ctx, changes, code);
      await recordAudit(tx, ctx, {
        action: 'currency.default',
        entity: 'currency',
        entityId: code,
        before: { default: from.code, rates: Object.fromEntries(all.map((c) => [c.code, Number(c.rate)])) },
        after: { default: code, rates: Object.fromEntries(after.map((c) => [c.code, Number(c.rate)])), converted },
      });
      return { code, previous: from.code, rates: changes.length, converted };
    });
  }

  private async rates(
    tx: Db,
    ctx: RequestContext,
    changes: Omit<RateChange, 'baseCode' | 'actorId' | 'actorName'>[],
    baseCode: string,
  ): Promise<void> {
    const actor = { actorId: ctx.scope.adminId || null, actorName: ctx.scope.username, baseCode };
    await repo.recordRates(
      tx,
      changes.map((c) => ({ ...c, ...actor })),
    );
  }

  private async locked(tx: Db, code: string, version: number | undefined): Promise<CurrencyRecord> {
    const row = await repo.find(tx, code, true);
    if (!row) throw new AppError('common.not_found');
    if (version !== undefined && row.version !== version) throw new AppError('common.stale_version');
    return row;
  }

  private audit(tx: Db, ctx: RequestContext, action: string, before: CurrencyRecord, after: CurrencyRecord) {
    return recordAudit(tx, ctx, {
      action: `currency.${action}`,
      entity: 'currency',
      entityId: after.code,
      before: snapshot(before),
      after: snapshot(after),
    });
  }

  private change<R>(fn: (tx: Db) => Promise<R>): Promise<R> {
    return this.db
      .transaction((tx) => fn(tx as unknown as Db))
      .catch((err: unknown) => {
        if (violatedConstraint(err) === 'currencies_pkey') throw fieldConflict('currency.code_taken', 'code');
        throw err;
      });
  }
}
