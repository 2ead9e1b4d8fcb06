import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { OrderAddressData } from '@shop/shared';
import type { Db } from '../../platform/db/database.ts';
import { likePattern } from '../../platform/db/pagination.ts';
import type { Scope } from '../../platform/http/context.ts';
import { stockLevels } from '../catalog/inventory/table.ts';
import { productVariants, products } from '../catalog/product/table.ts';
import { customerAddresses, customerGroups, customers } from '../customer/table.ts';
import { currencies, logisticsProviders } from '../setting/commerce/table.ts';
import { taxRules } from '../setting/tax/table.ts';
import { shippingMethods } from '../setting/shipping/table.ts';
import { paymentMethods } from '../setting/payment/table.ts';
import { suppliers } from '../../platform/identity/table.ts';

/**
 * What orders read from other areas: currencies, customers and their groups, goods and their
 * stock, shipping templates (their names), tax rules and providers, for pricing, the pickers and the form choices.
 */
export const orderReferenceRepository = {
  /** An enabled currency by code. */
  async currency(db: Db, code: string) {
    const [c] = await db
      .select()
      .from(currencies)
      .where(and(eq(currencies.code, code), eq(currencies.enabled, true)))
      .for('share');
    return c;
  },

  /**
   * The default currency. Every currency row is share-locked (not only the default's): a default
   * switch, which locks them all for update, waits for the orders being priced, and an order
   * priced meanwhile waits for the switch and then reads the new default.
   */
  async baseCurrency(db: Db) {
    const rows = await db.select().from(currencies).orderBy(currencies.code).for('share');
    return rows.find((c) => c.isBase);
  },

  async allCurrencies(db: Db) {
    return db.select().from(currencies);
  },

  /** A customer with its group's discount. */
  async customer(db: Db, id: number) {
    const [c] = await db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        groupId: customers.groupId,
        enabled: customers.enabled,
        discount: customerGroups.discountPercent,
      })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(eq(customers.id, id));
    return c;
  },

  async groupDiscount(db: Db, groupId: number): Promise<number | undefined> {
    const [g] = await db
      .select({ d: customerGroups.discountPercent })
      .from(customerGroups)
      .where(eq(customerGroups.id, groupId));
    return g?.d;
  },

  /** Enabled tax rules matching the address and customer group, in priority order. */
  async taxRules(db: Db, address: OrderAddressData, groupId: number | null) {
    return db
      .select()
      .from(taxRules)
      .where(
        and(
          eq(taxRules.enabled, true),
          or(eq(taxRules.country, ''), eq(taxRules.country, address.country)),
          or(eq(taxRules.region, ''), sql`lower(${taxRules.region}) = ${address.region.toLowerCase()}`),
          groupId === null
            ? sql`${taxRules.groupId} is null`
            : or(sql`${taxRules.groupId} is null`, eq(taxRules.groupId, groupId)),
        ),
      )
      .orderBy(asc(taxRules.priority), asc(taxRules.id));
  },

  async products(db: Db, ids: number[]) {
    return db.select().from(products).where(inArray(products.id, ids));
  },

  async variants(db: Db, ids: number[]) {
    return db.select().from(productVariants).where(inArray(productVariants.id, ids));
  },

  /** The stock of a product (or variant; null: the product itself) in one warehouse. */
  async stock(db: Db, productId: number, variantId: number | null, warehouseId: number): Promise<number | undefined> {
    const [level] = await db
      .select({ q: stockLevels.quantity })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.productId, productId),
          variantId !== null ? eq(stockLevels.variantId, variantId) : sql`${stockLevels.variantId} is null`,
          eq(stockLevels.warehouseId, warehouseId),
        ),
      );
    return level?.q;
  },

  /** A page (plus one row, to tell whether more follow) of products on shelf, newest first. */
  async productsOnShelf(db: Db, keyword: string | undefined, limit: number, offset: number) {
    const where = and(
      eq(products.onShelf, true),
      ...(keyword ? [ilike(products.searchText, likePattern(keyword.toLowerCase()))] : []),
    );
    return db
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        image: sql<string | null>`${products.images}->>0`,
        supplierId: products.supplierId,
        supplierName: suppliers.name,
        price: products.price,
        currency: products.currency,
        specMode: products.specMode,
        warehouseId: products.warehouseId,
      })
      .from(products)
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(where)
      .orderBy(desc(products.id))
      .limit(limit)
      .offset(offset);
  },

  async variantsOf(db: Db, productIds: number[]) {
    return db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds))
      .orderBy(asc(productVariants.sort));
  },

  async stockOf(db: Db, productIds: number[]) {
    return db.select().from(stockLevels).where(inArray(stockLevels.productId, productIds));
  },

  /** A page (plus one row) of enabled customers with their group, newest first. */
  async enabledCustomers(db: Db, keyword: string | undefined, limit: number, offset: number) {
    const where = and(
      eq(customers.enabled, true),
      ...(keyword ? [ilike(customers.searchText, likePattern(keyword.toLowerCase()))] : []),
    );
    return db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        groupId: customers.groupId,
        groupName: customerGroups.name,
        discountPercent: customerGroups.discountPercent,
      })
      .from(customers)
      .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(where)
      .orderBy(desc(customers.id))
      .limit(limit)
      .offset(offset);
  },

  /** The addresses of these customers, default first. */
  async addressesOf(db: Db, customerIds: number[]) {
    return db
      .select()
      .from(customerAddresses)
      .where(inArray(customerAddresses.customerId, customerIds))
      .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  },

  /**
   * The order form's choices: enabled currencies (base first), shipping templates, providers and
   * payment methods (in their sort order), suppliers (staff).
   */
  async choices(db: Db, scope: Scope) {
    const [cs, ms, ps, pms, ss] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(eq(currencies.enabled, true))
        .orderBy(desc(currencies.isBase), asc(currencies.code)),
      db
        .select()
        .from(shippingMethods)
        .where(eq(shippingMethods.enabled, true))
        .orderBy(asc(shippingMethods.sort), asc(shippingMethods.id)),
      db
        .select()
        .from(logisticsProviders)
        .where(eq(logisticsProviders.enabled, true))
        .orderBy(asc(logisticsProviders.sort), asc(logisticsProviders.name)),
      db
        .select({ id: paymentMethods.id, name: paymentMethods.name })
        .from(paymentMethods)
        .where(eq(paymentMethods.enabled, true))
        .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id)),
      scope.supplierId === null
        ? db.select({ id: suppliers.id, name: suppliers.name }).from(suppliers).orderBy(asc(suppliers.name))
        : Promise.resolve([]),
    ]);
    return { currencies: cs, shippingMethods: ms, providers: ps, paymentMethods: pms, suppliers: ss };
  },

  /**
   * An enabled payment method, read FOR SHARE: it cannot be disabled or deleted until the order
   * that records it is saved.
   */
  async enabledPaymentMethod(db: Db, id: number) {
    const [m] = await db
      .select({ id: paymentMethods.id, name: paymentMethods.name })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, id), eq(paymentMethods.enabled, true)))
      .for('share');
    return m;
  },
};
