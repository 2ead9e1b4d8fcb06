import {
  CUSTOMER_PASSWORD_FLOOR,
  type CustomerAddBody,
  type CustomerEditBody,
  type CustomerInfo,
  type CustomerListQuery,
  type CustomerOptionsData,
} from '@shop/shared';
import { recordAudit } from '../../platform/audit/audit.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Db } from '../../platform/db/database.ts';
import { violatedConstraint } from '../../platform/db/scope.ts';
import { AppError, fieldConflict } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { customerGroupRepository as groups } from './group-repository.ts';
import { orderSummary } from './order-summary.ts';
import { customerRepository, searchTextOf, type CustomerRecord } from './repository.ts';

export function customerSnapshot(c: CustomerRecord) {
  const { passwordHash: _h, searchText: _s, createdAt: _c, updatedAt: _u, lastLoginAt: _l, ...rest } = c;
  return rest;
}

/** Shop customers (buyers): platform data, read and changed by platform staff only. */
export class CustomerService {
  constructor(
    private readonly db: Db,
    /** the customer password minimum in force (Settings > members) */
    private readonly passwordMin: () => Promise<number> = async () => CUSTOMER_PASSWORD_FLOOR,
  ) {}

  /** A new password shorter than the minimum in force is refused, naming the minimum. */
  private async checkPassword(password: string | undefined): Promise<void> {
    if (!password) return;
    const min = await this.passwordMin();
    if (password.length < min)
      throw new AppError(
        'common.invalid_input',
        {},
        { fields: [{ field: 'password', key: 'too_short', params: { min } }] },
      );
  }

  async list(q: CustomerListQuery) {
    return { ...(await customerRepository.list(this.db, q)), page: q.page, pageSize: q.pageSize };
  }

  async options(): Promise<CustomerOptionsData> {
    const rows = await groups.all(this.db);
    return {
      groups: rows.map((g) => ({ id: g.id, name: g.name, discountPercent: g.discountPercent, isDefault: g.isDefault })),
    };
  }

  async info(id: number): Promise<CustomerInfo> {
    const detail = await customerRepository.detail(this.db, id);
    if (!detail) throw new AppError('common.not_found');
    const [addresses, orders] = await Promise.all([
      customerRepository.addresses(this.db, id),
      orderSummary(this.db, id),
    ]);
    return { ...detail, addresses, orders };
  }

  /**
   * The group a customer joins: the chosen one, else the default. Its member count moves under the
   * group's row lock, so a group deleted meanwhile is refused here rather than by the foreign key.
   */
  private async join(tx: Db, groupId: number | null | undefined): Promise<number> {
    const id = groupId ?? (await groups.defaultGroup(tx))?.id;
    if (!id) throw new AppError('customer.group_required', {}, { fields: [{ field: 'groupId', key: 'required' }] });
    if (!(await groups.bumpCount(tx, id, 1)))
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'groupId', key: 'invalid' }] });
    return id;
  }

  /** Moves one member between groups; the two rows are locked in id order (no deadlock with a move the other way). */
  private async move(tx: Db, from: number, to: number): Promise<void> {
    for (const id of [from, to].sort((a, b) => a - b)) {
      const found = await groups.bumpCount(tx, id, id === to ? 1 : -1);
      if (!found && id === to)
        throw new AppError('common.invalid_input', {}, { fields: [{ field: 'groupId', key: 'invalid' }] });
    }
  }

  private mapConflict(err: unknown): never {
    if (violatedConstraint(err) === 'customers_email_key') throw fieldConflict('customer.email_taken', 'email');
    throw err;
  }

  async add(ctx: RequestContext, body: CustomerAddBody): Promise<CustomerInfo> {
    await this.checkPassword(body.password);
    const passwordHash = await hashPassword(body.password);
    let id: number;
    try {
      id = await this.db.transaction(async (tx) => {
        const groupId = await this.join(tx, body.groupId);
        const row = await customerRepository.create(tx, {
          email: body.email,
          name: body.name,
          phone: body.phone,
          passwordHash,
          groupId,
          enabled: body.enabled,
          country: body.country,
          note: body.note,
          searchText: searchTextOf(body),
        });
        await recordAudit(tx, ctx, {
          action: 'customer.add',
          entity: 'customer',
          entityId: row.id,
          after: customerSnapshot(row),
        });
        return row.id;
      });
    } catch (err) {
      this.mapConflict(err);
    }
    return this.info(id);
  }

  async edit(ctx: RequestContext, body: CustomerEditBody): Promise<CustomerInfo> {
    await this.checkPassword(body.password);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    try {
      await this.db.transaction(async (tx) => {
        const before = await customerRepository.find(tx, body.id, true);
        if (!before) throw new AppError('common.not_found');
        if (before.version !== body.version) throw new AppError('common.stale_version');
        const groupId = body.groupId ?? before.groupId;
        if (groupId !== before.groupId) await this.move(tx, before.groupId, groupId);
        const after = await customerRepository.saveVersion(tx, body.id, body.version, {
          email: body.email,
          name: body.name,
          phone: body.phone,
          groupId,
          country: body.country,
          note: body.note,
          searchText: searchTextOf(body),
          ...(passwordHash ? { passwordHash } : {}),
        });
        if (!after) throw new AppError('common.stale_version');
        await recordAudit(tx, ctx, {
          action: 'customer.edit',
          entity: 'customer',
          entityId: body.id,
          // `password` is masked by the audit log: the entry shows that it changed, never the value.
          before: customerSnapshot(before),
          after: { ...customerSnapshot(after), ...(passwordHash ? { password: 'changed' } : {}) },
        });
      });
    } catch (err) {
      this.mapConflict(err);
    }
    return this.info(body.id);
  }

  /** Enables or disables customers; every id must exist. Answers the ids that changed. */
  async setStatus(ctx: RequestContext, ids: number[], enabled: boolean): Promise<{ ids: number[] }> {
    const changed: number[] = [];
    await this.db.transaction(async (tx) => {
      const rows = await customerRepository.lockBatch(tx, ids);
      if (rows.length !== ids.length) throw new AppError('common.not_found');
      for (const before of rows) {
        if (before.enabled === enabled) continue;
        const after = await customerRepository.change(tx, before.id, { enabled });
        await recordAudit(tx, ctx, {
          action: enabled ? 'customer.enable' : 'customer.disable',
          entity: 'customer',
          entityId: before.id,
          before: customerSnapshot(before),
          after: customerSnapshot(after!),
        });
        changed.push(before.id);
      }
    });
    return { ids: changed };
  }
}
