import {
  CUSTOMER_ADDRESS_MAX,
  type CustomerAddress,
  type CustomerAddressAddBody,
  type CustomerAddressEditBody,
  type CustomerAddressFields,
} from '@shop/shared';
import { recordAudit } from '../../platform/audit/audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import {
  customerAddressRepository as addresses,
  customerRepository,
  type AddressRecord,
  type CustomerRecord,
} from './repository.ts';
import { customerSnapshot } from './service.ts';
import { checkAddress } from '../setting/geo/service.ts';

function snapshot(a: AddressRecord) {
  const { createdAt: _c, updatedAt: _u, ...rest } = a;
  return rest;
}

function columnsOf(body: CustomerAddressFields) {
  return {
    name: body.name,
    phone: body.phone,
    country: body.country,
    region: body.region,
    regionCode: body.regionCode,
    city: body.city,
    line1: body.line1,
    line2: body.line2,
    postcode: body.postcode,
  };
}

/**
 * A customer's addresses. At most one is the default: the first address becomes it, making
 * another the default takes it from the old one, and deleting it passes it to the newest left.
 * The customer's country follows the default address (tax and the list's country filter).
 */
export class CustomerAddressService {
  constructor(private readonly db: Db) {}

  /** The customer under lock: every address change of one customer runs one at a time. */
  private async lockCustomer(tx: Db, id: number): Promise<CustomerRecord> {
    const customer = await customerRepository.find(tx, id, true);
    if (!customer) throw new AppError('common.not_found');
    return customer;
  }

  /** The address and its customer, both locked (customer first, as in add). */
  private async lockAddress(tx: Db, id: number): Promise<{ customer: CustomerRecord; address: AddressRecord }> {
    const customerId = await addresses.ownerOf(tx, id);
    if (customerId === undefined) throw new AppError('common.not_found');
    const customer = await this.lockCustomer(tx, customerId);
    const address = await addresses.lock(tx, id);
    if (!address) throw new AppError('common.not_found');
    return { customer, address };
  }

  private async followCountry(tx: Db, ctx: RequestContext, customer: CustomerRecord, country: string): Promise<void> {
    if (customer.country === country) return;
    const after = await customerRepository.change(tx, customer.id, { country });
    await recordAudit(tx, ctx, {
      action: 'customer.edit',
      entity: 'customer',
      entityId: customer.id,
      before: customerSnapshot(customer),
      after: customerSnapshot(after!),
    });
  }

  async add(ctx: RequestContext, body: CustomerAddressAddBody): Promise<CustomerAddress> {
    return this.db.transaction(async (tx) => {
      const customer = await this.lockCustomer(tx, body.customerId);
      await checkAddress(tx, body);
      const n = await addresses.count(tx, customer.id);
      if (n >= CUSTOMER_ADDRESS_MAX) throw new AppError('customer.address_limit', { max: CUSTOMER_ADDRESS_MAX });
      const isDefault = body.isDefault || n === 0;
      if (isDefault) await addresses.clearDefault(tx, customer.id);
      const row = await addresses.create(tx, { customerId: customer.id, ...columnsOf(body), isDefault });
      await recordAudit(tx, ctx, {
        action: 'customer.address_add',
        entity: 'customer_address',
        entityId: row.id,
        after: snapshot(row),
      });
      if (isDefault) await this.followCountry(tx, ctx, customer, row.country);
      return customerRepository.toAddress(row);
    });
  }

  /** Edits an address (version checked). The default stays the default until another address takes it. */
  async edit(ctx: RequestContext, body: CustomerAddressEditBody): Promise<CustomerAddress> {
    return this.db.transaction(async (tx) => {
      const { customer, address } = await this.lockAddress(tx, body.id);
      if (address.version !== body.version) throw new AppError('common.stale_version');
      await checkAddress(tx, body, address);
      const isDefault = address.isDefault || body.isDefault;
      if (isDefault && !address.isDefault) await addresses.clearDefault(tx, customer.id);
      const after = await addresses.saveVersion(tx, body.id, body.version, { ...columnsOf(body), isDefault });
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, {
        action: 'customer.address_edit',
        entity: 'customer_address',
        entityId: body.id,
        before: snapshot(address),
        after: snapshot(after),
      });
      if (isDefault) await this.followCountry(tx, ctx, customer, after.country);
      return customerRepository.toAddress(after);
    });
  }

  async remove(ctx: RequestContext, id: number): Promise<{ ok: true }> {
    await this.db.transaction(async (tx) => {
      const { customer, address } = await this.lockAddress(tx, id);
      await addresses.remove(tx, id);
      await recordAudit(tx, ctx, {
        action: 'customer.address_del',
        entity: 'customer_address',
        entityId: id,
        before: snapshot(address),
      });
      if (!address.isDefault) return;
      const next = await addresses.lockNewest(tx, customer.id);
      if (!next) return;
      const promoted = await addresses.makeDefault(tx, next.id);
      await recordAudit(tx, ctx, {
        action: 'customer.address_edit',
        entity: 'customer_address',
        entityId: next.id,
        before: snapshot(next),
        after: snapshot(promoted!),
      });
      await this.followCountry(tx, ctx, customer, promoted!.country);
    });
    return { ok: true };
  }
}
