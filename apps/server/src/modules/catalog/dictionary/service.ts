import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DictionaryAddBody, DictionaryEditBody, DictionaryListQuery, DictionaryRow, DictionaryUrl } from '@shop/shared';
import { recordAudit } from '../../../platform/audit/audit.ts';
import type { Db } from '../../../platform/db/database.ts';
import { isUniqueViolation, likePattern, offsetOf } from '../../../platform/db/pagination.ts';
import { AppError, fieldConflict } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { productVariants, products } from '../product/table.ts';
import { attributeGroups, attributes, filters, options, stockStatuses, type DictionaryTable, type DictionaryValue } from './table.ts';

export interface DictionaryKind {
  /** the entity name in the log */
  entity: string;
  /** the url segment, /admin/catalog/<url>: its endpoint contracts (and their permission keys) are `dictionaryApis[url]` */
  url: DictionaryUrl;
  table: DictionaryTable;
  /** the entries carry values (attributes, options, filters) */
  hasValues: boolean;
  /** the entries belong to a group of this table (attributes) */
  groupTable?: DictionaryTable;
  /** how many rows still use an entry: a used entry is not deleted */
  usage?: (db: Db, id: number) => Promise<number>;
  /** how many rows use some of these values of an entry: used values are not removed */
  valueUsage?: (db: Db, id: number, valueIds: number[]) => Promise<number>;
}

/** The dictionary tables differ only in their names; one type serves them all. */
const same = (t: unknown) => t as DictionaryTable;
const countOf = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);

export const DICTIONARIES: DictionaryKind[] = [
  {
    entity: 'stock_status', url: 'stockstatus', table: stockStatuses, hasValues: false,
    usage: (db, id) => countOf(db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.stockStatusId, id))),
  },
  {
    entity: 'attribute_group', url: 'attributegroup', table: same(attributeGroups), hasValues: false,
    usage: (db, id) => countOf(db.select({ n: sql<number>`count(*)::int` }).from(attributes).where(eq(attributes.groupId, id))),
  },
  {
    entity: 'attribute', url: 'attribute', table: same(attributes), hasValues: true, groupTable: same(attributeGroups),
    usage: (db, id) => countOf(db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.attributes} @> ${JSON.stringify([{ attributeId: id }])}::jsonb`)),
  },
  {
    entity: 'option', url: 'option', table: same(options), hasValues: true,
    usage: (db, id) => countOf(db.select({ n: sql<number>`count(*)::int` }).from(productVariants).where(sql`${productVariants.optionValues} @> ${JSON.stringify([{ optionId: id }])}::jsonb`)),
    valueUsage: (db, id, valueIds) => countOf(db.select({ n: sql<number>`count(*)::int` }).from(productVariants)
      .where(sql`(${sql.join(valueIds.map((v) => sql`${productVariants.optionValues} @> ${JSON.stringify([{ optionId: id, valueId: v }])}::jsonb`), sql` or `)})`)),
  },
  { entity: 'filter', url: 'filter', table: same(filters), hasValues: true },
];

type Record_ = DictionaryTable['$inferSelect'];
const toRow = (r: Record_): DictionaryRow => ({ id: r.id, name: r.name, sort: r.sort, groupId: r.groupId, values: r.values, version: r.version });
const snapshot = (r: Record_) => ({ name: r.name, sort: r.sort, groupId: r.groupId, values: r.values, version: r.version });

/** One catalog dictionary: list, info, add, edit, delete; names unique ('Name already exists'). */
export class DictionaryService {
  constructor(private readonly db: Db, readonly kind: DictionaryKind) {}

  private get t() { return this.kind.table; }

  /** "field" / "-field" over id, name (case-insensitive) or sort, each with an index; by sort then id when none. */
  private order(sort: string | undefined): SQL[] {
    const columns: Record<string, SQL> = { id: sql`${this.t.id}`, name: sql`lower(${this.t.name})`, sort: sql`${this.t.sort}` };
    const descending = sort?.startsWith('-') ?? false;
    const column = sort ? columns[descending ? sort.slice(1) : sort] : undefined;
    if (!column) return [asc(this.t.sort), asc(this.t.id)];
    return descending ? [desc(column), desc(this.t.id)] : [asc(column), asc(this.t.id)];
  }

  async list(q: DictionaryListQuery) {
    const w: SQL[] = [];
    if (q.keyword) w.push(ilike(this.t.name, likePattern(q.keyword)));
    if (q.groupId && this.kind.groupTable) w.push(eq(this.t.groupId, q.groupId));
    const where = w.length ? and(...w) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db.select().from(this.t).where(where).orderBy(...this.order(q.sort)).limit(q.pageSize).offset(offsetOf(q)),
      this.db.select({ n: sql<number>`count(*)::int` }).from(this.t).where(where),
    ]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0), page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<DictionaryRow> {
    const [r] = await this.db.select().from(this.t).where(eq(this.t.id, id));
    if (!r) throw new AppError('common.not_found');
    return toRow(r);
  }

  /** Values keep their ids; new ones get the next free id; ids not in this entry are refused. */
  private values(input: DictionaryAddBody['values'], current: DictionaryValue[]): DictionaryValue[] {
    if (!this.kind.hasValues) return [];
    const known = new Set(current.map((v) => v.id));
    let next = current.reduce((m, v) => Math.max(m, v.id), 0);
    return input.map((v, i) => {
      if (v.id !== undefined && !known.has(v.id)) throw new AppError('common.invalid_input', {}, { fields: [{ field: `values.${i}.id`, key: 'invalid' }] });
      return { id: v.id ?? ++next, name: v.name };
    });
  }

  private async group(tx: Db, groupId: number | null): Promise<number | null> {
    if (!this.kind.groupTable || groupId === null) return null;
    const [g] = await tx.select({ id: this.kind.groupTable.id }).from(this.kind.groupTable).where(eq(this.kind.groupTable.id, groupId));
    if (!g) throw new AppError('common.invalid_input', {}, { fields: [{ field: 'groupId', key: 'invalid' }] });
    return groupId;
  }

  private async guarded<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw fieldConflict('common.duplicate_name', 'name');
      throw err;
    }
  }

  async add(ctx: RequestContext, body: DictionaryAddBody): Promise<DictionaryRow> {
    return this.guarded(() => this.db.transaction(async (tx) => {
      const [row] = await tx.insert(this.t).values({ name: body.name, sort: body.sort, groupId: await this.group(tx, body.groupId), values: this.values(body.values, []) }).returning();
      await recordAudit(tx, ctx, { action: `${this.kind.entity}.add`, entity: this.kind.entity, entityId: row!.id, after: snapshot(row!) });
      return toRow(row!);
    }));
  }

  async edit(ctx: RequestContext, body: DictionaryEditBody): Promise<DictionaryRow> {
    return this.guarded(() => this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(this.t).where(eq(this.t.id, body.id)).for('update');
      if (!before) throw new AppError('common.not_found');
      if (before.version !== body.version) throw new AppError('common.stale_version');
      const values = this.values(body.values, before.values);
      const removed = before.values.filter((v) => !values.some((n) => n.id === v.id)).map((v) => v.id);
      const used = removed.length && this.kind.valueUsage ? await this.kind.valueUsage(tx, body.id, removed) : 0;
      if (used > 0) throw new AppError('catalog.in_use', { count: used }, { fields: [{ field: 'values', key: 'not_allowed' }] });
      const [after] = await tx.update(this.t).set({
        name: body.name, sort: body.sort, groupId: await this.group(tx, body.groupId), values,
        updatedAt: sql`now()`, version: sql`${this.t.version} + 1`,
      }).where(and(eq(this.t.id, body.id), eq(this.t.version, body.version))).returning();
      if (!after) throw new AppError('common.stale_version');
      await recordAudit(tx, ctx, { action: `${this.kind.entity}.edit`, entity: this.kind.entity, entityId: body.id, before: snapshot(before), after: snapshot(after) });
      return toRow(after);
    }));
  }

  async remove(ctx: RequestContext, id: number) {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(this.t).where(eq(this.t.id, id)).for('update');
      if (!before) throw new AppError('common.not_found');
      const used = this.kind.usage ? await this.kind.usage(tx, id) : 0;
      if (used > 0) throw new AppError('catalog.in_use', { count: used });
      await tx.delete(this.t).where(eq(this.t.id, id));
      await recordAudit(tx, ctx, { action: `${this.kind.entity}.del`, entity: this.kind.entity, entityId: id, before: snapshot(before) });
    });
    return { ok: true as const };
  }
}
