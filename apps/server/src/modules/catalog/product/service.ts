import { stringify } from 'csv-stringify/sync';
import { formatMinor } from '@shop/shared';
import type {
  ChangePriceResult,
  Language,
  ProductAddBody,
  ProductChangePriceBody,
  ProductEditBody,
  ProductFilters,
  ProductInfo,
  ProductListQuery,
  ProductTagsBody,
} from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { FileService } from '../../../platform/files/file-service.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext, Scope } from '../../../platform/http/context.ts';
import type { LiveHub } from '../../../platform/live/live-hub.ts';
import { inventoryRepository } from '../inventory/repository.ts';
import { reviewRepository } from '../review/repository.ts';
import { isOutOfRange, nameIn, violatedConstraint } from '../scope.ts';
import { changePrices, removeBatch, setBatch, tagSetter, type BatchSetter } from './batch.ts';
import { checkReferences, linkAllowed, ownerOf } from './references.ts';
import { productRepository, searchTextOf } from './repository.ts';
import { optionsFor } from './options.ts';
import { lowOnStock, snapshot } from './snapshot.ts';
import { sanitizeRichText } from '../../../platform/html/sanitize.ts';
import { checkTranslations } from '../../setting/language/rule.ts';

const BATCH = 2_000;
export const PRODUCT_EXPORT_MAX_ROWS = 100_000;

/** Products: the catalog's main entity, owned by a supplier or the platform. */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly files: FileService,
    private readonly live: LiveHub,
    /** the store's base address (Settings > store info), read when a link is checked */
    private readonly storeBaseUrl: () => Promise<string>,
  ) {}

  async list(scope: Scope, q: ProductListQuery) {
    const r = await productRepository.list(this.db, scope, q);
    return { ...r, page: q.page, pageSize: q.pageSize };
  }

  async info(scope: Scope, id: number): Promise<ProductInfo> {
    const p = await productRepository.find(this.db, scope, id);
    if (!p) throw new AppError('common.not_found');
    const row = (await productRepository.row(this.db, id))!;
    const variants = await productRepository.variants(this.db, id);
    const related = await productRepository.labels(this.db, scope, p.relatedIds);
    return {
      ...row,
      brief: p.brief,
      detail: p.detail,
      seoTitle: p.seoTitle,
      seoDescription: p.seoDescription,
      seoKeywords: p.seoKeywords,
      customLink: p.customLink,
      originalPrice: p.originalPrice,
      bidPrice: p.bidPrice,
      supplyPrice: p.supplyPrice,
      costPrice: p.costPrice,
      weight: p.weight,
      minOrder: p.minOrder,
      pricingMode: p.pricingMode,
      ladderPrices: p.ladderPrices,
      discountPercent: p.discountPercent,
      variants: variants.map((v) => ({
        id: v.id,
        sku: v.sku,
        price: v.price,
        stock: v.stock,
        optionValues: v.optionValues,
      })),
      attributes: p.attributes,
      tagIds: p.tagIds,
      relatedIds: p.relatedIds,
      related,
      warehouseId: p.warehouseId,
      taxClassId: p.taxClassId,
      images: p.images,
      createdAt: p.createdAt.toISOString(),
    };
  }

  private async validateLink(link: string): Promise<void> {
    const base = await this.storeBaseUrl();
    if (!linkAllowed(link, base)) {
      const host = new URL(base).host;
      throw new AppError('catalog.invalid_link', { host }, { fields: [{ field: 'customLink', key: 'invalid' }] });
    }
  }

  private columnsOf(body: ProductAddBody, supplierId: number | null, variantSkus: string[]) {
    const detail = Object.fromEntries(
      Object.entries(body.detail).map(([l, html]) => [l, sanitizeRichText(html)]),
    ) as ProductAddBody['detail'];
    return {
      supplierId,
      number: body.number,
      sku: body.sku,
      name: body.name,
      brief: body.brief,
      detail,
      searchText: searchTextOf(body, variantSkus),
      categoryId: body.categoryId,
      seoTitle: body.seoTitle,
      seoDescription: body.seoDescription,
      seoKeywords: body.seoKeywords,
      customLink: body.customLink,
      originalPrice: body.originalPrice,
      price: body.price,
      bidPrice: body.bidPrice,
      supplyPrice: body.supplyPrice,
      costPrice: body.costPrice,
      currency: body.currency,
      weight: body.weight,
      minOrder: body.minOrder,
      pricingMode: body.pricingMode,
      ladderPrices: body.pricingMode === 'ladder' ? [...body.ladderPrices].sort((a, b) => a.minQty - b.minQty) : [],
      discountPercent: body.pricingMode === 'discount' ? body.discountPercent : null,
      specMode: body.specMode,
      attributes: body.attributes,
      tagIds: body.tagIds,
      relatedIds: body.relatedIds,
      warehouseId: body.warehouseId,
      taxClassId: body.taxClassId,
      images: body.images,
      onShelf: body.onShelf,
      stockStatusId: body.stockStatusId,
      lowStockThreshold: body.lowStockThreshold,
    };
  }

  /** Unique number/SKU violations as field errors on the form. */
  private mapConflict(err: unknown): never {
    const c = violatedConstraint(err);
    if (c === 'products_number_key') throw fieldConflict('catalog.number_taken', 'number');
    if (c === 'products_sku_key') throw fieldConflict('catalog.sku_taken', 'sku');
    if (c === 'product_variants_sku_key') throw fieldConflict('catalog.sku_taken', 'variants');
    // Stock is a 32-bit count: a total beyond it is refused, not a server error.
    if (isOutOfRange(err)) {
      throw new AppError('common.invalid_input', {}, { fields: [{ field: 'stock', key: 'too_big' }] });
    }
    throw err;
  }

  async add(ctx: RequestContext, body: ProductAddBody): Promise<ProductInfo> {
    await this.validateLink(body.customLink);
    let id: number;
    let crossed = false;
    try {
      id = await this.db.transaction(async (tx) => {
        const supplierId = await ownerOf(tx, ctx.scope, body.supplierId, undefined);
        await checkTranslations(tx, { name: body.name });
        await checkReferences(tx, this.files, ctx.scope, body, null, null);
        const columns = this.columnsOf(
          body,
          supplierId,
          body.variants.map((v) => v.sku),
        );
        const p = await productRepository.insert(tx, { ...columns, price: body.price });
        const variants = await productRepository.insertVariants(tx, p.id, body.variants, 0);
        await productRepository.bumpCounter(tx, supplierId, 1);
        const warehouseId = body.warehouseId ?? (await inventoryRepository.defaultWarehouse(tx));
        const initial =
          body.specMode === 'single'
            ? [{ variantId: null, qty: body.stock }]
            : variants.map((v, i) => ({ variantId: v.id, qty: body.variants[i]!.stock }));
        for (const s of initial) {
          if (s.qty > 0) {
            await inventoryRepository.change(tx, ctx, {
              productId: p.id,
              variantId: s.variantId,
              warehouseId,
              supplierId,
              delta: s.qty,
              reason: 'purchase',
              note: 'initial stock',
            });
          }
        }
        const after = (await productRepository.byId(tx, p.id))!;
        crossed = lowOnStock(after.stock, after.lowStockThreshold);
        await recordAudit(tx, ctx, {
          action: 'product.add',
          entity: 'product',
          entityId: p.id,
          supplierId,
          after: snapshot(after, variants),
        });
        return p.id;
      });
    } catch (err) {
      this.mapConflict(err);
    }
    if (crossed) this.live.countsChanged();
    return this.info(ctx.scope, id);
  }

  async edit(ctx: RequestContext, body: ProductEditBody): Promise<ProductInfo> {
    await this.validateLink(body.customLink);
    let countsMoved = false;
    try {
      await this.db.transaction(async (tx) => {
        const before = await productRepository.find(tx, ctx.scope, body.id, true);
        if (!before) throw new AppError('common.not_found');
        if (before.version !== body.version) throw new AppError('common.stale_version');
        const supplierId = await ownerOf(tx, ctx.scope, body.supplierId, before.supplierId);
        await checkTranslations(tx, { name: body.name });
        await checkReferences(tx, this.files, ctx.scope, body, body.id, before);
        if (before.specMode !== body.specMode && before.stock > 0) {
          throw new AppError('common.conflict', {}, { fields: [{ field: 'specMode', key: 'not_allowed' }] });
        }
        const oldVariants = await productRepository.variants(tx, body.id);
        const kept = new Map(oldVariants.map((v) => [v.id, v]));
        body.variants.forEach((v, i) => {
          if (v.id !== undefined && !kept.has(v.id)) {
            throw new AppError('common.invalid_input', {}, { fields: [{ field: `variants.${i}.id`, key: 'invalid' }] });
          }
        });
        const keepIds = body.variants.flatMap((v) => (v.id !== undefined ? [v.id] : []));
        const dropped = oldVariants.filter((v) => !keepIds.includes(v.id));
        const withStock = dropped.find((v) => v.stock > 0);
        if (withStock) {
          const fields = [{ field: 'variants', key: 'not_allowed', params: { sku: withStock.sku } }];
          throw new AppError('common.conflict', {}, { fields });
        }
        if (dropped.length)
          await productRepository.deleteVariants(
            tx,
            dropped.map((v) => v.id),
          );
        // Free the SKUs of renamed variants first so that two variants may swap SKUs.
        const renamed = body.variants.filter((v) => v.id !== undefined && kept.get(v.id)!.sku !== v.sku);
        for (const v of renamed) await productRepository.freeVariantSku(tx, v.id!);
        for (const [i, v] of body.variants.entries()) {
          if (v.id === undefined) continue;
          await productRepository.updateVariant(tx, v.id, v, i);
        }
        const fresh = body.variants.map((v, i) => ({ v, i })).filter(({ v }) => v.id === undefined);
        const freshInput = fresh.map(({ v }) => v);
        const added = await productRepository.insertVariants(tx, body.id, freshInput, oldVariants.length + 1);
        for (const [k, a] of added.entries()) await productRepository.setVariantSort(tx, a.id, fresh[k]!.i);
        const columns = this.columnsOf(
          body,
          supplierId,
          body.variants.map((v) => v.sku),
        );
        const after = await productRepository.update(tx, body.id, body.version, columns);
        if (!after) throw new AppError('common.stale_version');
        if (supplierId !== before.supplierId) {
          await productRepository.bumpCounter(tx, before.supplierId, -1);
          await productRepository.bumpCounter(tx, supplierId, 1);
          await inventoryRepository.setOwner(tx, body.id, supplierId);
          await reviewRepository.setOwner(tx, body.id, supplierId);
        }
        const warehouseId = after.warehouseId ?? (await inventoryRepository.defaultWarehouse(tx));
        for (const [k, a] of added.entries()) {
          const qty = fresh[k]!.v.stock;
          if (qty > 0) {
            await inventoryRepository.change(tx, ctx, {
              productId: body.id,
              variantId: a.id,
              warehouseId,
              supplierId,
              delta: qty,
              reason: 'purchase',
              note: 'initial stock',
            });
          }
        }
        const final = (await productRepository.byId(tx, body.id))!;
        countsMoved =
          lowOnStock(before.stock, before.lowStockThreshold) !== lowOnStock(final.stock, final.lowStockThreshold) ||
          supplierId !== before.supplierId;
        await recordAudit(tx, ctx, {
          action: 'product.edit',
          entity: 'product',
          entityId: body.id,
          supplierId,
          before: snapshot(before, oldVariants),
          after: snapshot(final, await productRepository.variants(tx, body.id)),
        });
      });
    } catch (err) {
      this.mapConflict(err);
    }
    if (countsMoved) this.live.countsChanged();
    return this.info(ctx.scope, body.id);
  }

  /** Deletes products of one owner; see removeBatch. */
  async remove(ctx: RequestContext, ids: number[]) {
    if (await removeBatch(this.db, ctx, ids)) this.live.countsChanged();
    return { ids };
  }

  /** A batch update of plain columns; see setBatch. */
  private async batchSet(ctx: RequestContext, ids: number[], action: string, set: BatchSetter) {
    const { changed, moved } = await setBatch(this.db, ctx, ids, action, set);
    if (moved) this.live.countsChanged();
    return { ids: changed };
  }

  setShelf(ctx: RequestContext, ids: number[], onShelf: boolean) {
    const action = onShelf ? 'product.on_shelf' : 'product.off_shelf';
    return this.batchSet(ctx, ids, action, (p) => (p.onShelf === onShelf ? null : { onShelf }));
  }

  /** Tags added or set must be enabled; any existing tag (a disabled one too) can be taken off. */
  async setTags(ctx: RequestContext, body: ProductTagsBody) {
    const set = await tagSetter(this.db, ctx.scope, body);
    return this.batchSet(ctx, body.ids, 'product.tags', set);
  }

  setWarning(ctx: RequestContext, ids: number[], lowStockThreshold: number) {
    return this.batchSet(ctx, ids, 'product.warning', (p) =>
      p.lowStockThreshold === lowStockThreshold ? null : { lowStockThreshold },
    );
  }

  /** Adjusted prices that are zero or negative are not applied; the answer lists them. */
  changePrice(ctx: RequestContext, body: ProductChangePriceBody): Promise<ChangePriceResult> {
    return changePrices(this.db, ctx, body);
  }

  /** Everything the product form chooses from. */
  options(scope: Scope) {
    return optionsFor(this.db, scope);
  }

  /** CSV of the filtered list, newest first, in keyset batches; at most PRODUCT_EXPORT_MAX_ROWS rows. */
  async *exportCsv(scope: Scope, filters: ProductFilters, headers: string[], lang: Language): AsyncGenerator<string> {
    yield '\uFEFF' + stringify([headers]);
    let beforeId: number | null = null;
    let sent = 0;
    while (sent < PRODUCT_EXPORT_MAX_ROWS) {
      const size = Math.min(BATCH, PRODUCT_EXPORT_MAX_ROWS - sent);
      const rows = await productRepository.batch(this.db, scope, filters, beforeId, size);
      if (rows.length === 0) break;
      yield stringify(
        rows.map((r) => [
          r.id,
          r.number,
          r.sku,
          nameIn(r.name, lang),
          nameIn(r.categoryName, lang),
          r.supplierName ?? '',
          formatMinor(r.price, r.currency),
          r.currency,
          r.stock,
          r.onShelf ? 1 : 0,
          r.updatedAt.toISOString(),
        ]),
      );
      sent += rows.length;
      beforeId = rows[rows.length - 1]!.id;
    }
  }
}
