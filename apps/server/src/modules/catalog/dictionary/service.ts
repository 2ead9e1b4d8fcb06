import type {
  DictionaryAddBody,
  DictionaryEditBody,
  DictionaryListQuery,
  DictionaryRow,
  DictionaryUrl,
} from '@shop/shared';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { RequestContext } from '../../../platform/http/context.ts';
import { dictionaryRepository, dictionaryTable, type DictionaryKit } from './repository.ts';
import {
  attributeGroups,
  attributes,
  filters,
  options,
  stockStatuses,
  type DictionaryTable,
  type DictionaryValue,
} from './table.ts';

export interface DictionaryKind {
  /** the entity name in the log */
  entity: string;
  /**
   * the url segment, /admin/catalog/<url>: its endpoint contracts (and their permission keys) are
   * `dictionaryApis[url]`
   */
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

export const DICTIONARIES: DictionaryKind[] = [
  {
    entity: 'stock_status',
    url: 'stockstatus',
    table: stockStatuses,
    hasValues: false,
    usage: dictionaryRepository.stockStatusUsage,
  },
  {
    entity: 'attribute_group',
    url: 'attributegroup',
    table: same(attributeGroups),
    hasValues: false,
    usage: dictionaryRepository.attributeGroupUsage,
  },
  {
    entity: 'attribute',
    url: 'attribute',
    table: same(attributes),
    hasValues: true,
    groupTable: same(attributeGroups),
    usage: dictionaryRepository.attributeUsage,
  },
  {
    entity: 'option',
    url: 'option',
    table: same(options),
    hasValues: true,
    usage: dictionaryRepository.optionUsage,
    valueUsage: dictionaryRepository.optionValueUsage,
  },
  { entity: 'filter', url: 'filter', table: same(filters), hasValues: true },
];

const invalid = (field: string) => new AppError('common.invalid_input', {}, { fields: [{ field, key: 'invalid' }] });

/**
 * One catalog dictionary on the server CRUD kit: list, info, add, edit (versioned), delete while
 * unused; names unique ('Name already exists').
 */
export class DictionaryService {
  private readonly kit: DictionaryKit;

  constructor(
    private readonly db: Db,
    readonly kind: DictionaryKind,
  ) {
    this.kit = dictionaryTable(kind.table, kind.entity);
  }

  /** By id, name (case-insensitive) or sort, either way; by sort then id when none is asked for. */
  async list(q: DictionaryListQuery) {
    const page = await dictionaryRepository.list(this.db, this.kit, q, this.kind.groupTable !== undefined);
    return { ...page, page: q.page, pageSize: q.pageSize };
  }

  async info(id: number): Promise<DictionaryRow> {
    const r = await this.kit.find(this.db, id);
    if (!r) throw new AppError('common.not_found');
    return dictionaryRepository.toRow(r);
  }

  /** Values keep their ids; new ones get the next free id; ids not in this entry are refused. */
  private values(input: DictionaryAddBody['values'], current: DictionaryValue[]): DictionaryValue[] {
    if (!this.kind.hasValues) return [];
    const known = new Set(current.map((v) => v.id));
    let next = current.reduce((m, v) => Math.max(m, v.id), 0);
    return input.map((v, i) => {
      if (v.id !== undefined && !known.has(v.id)) throw invalid(`values.${i}.id`);
      return { id: v.id ?? ++next, name: v.name };
    });
  }

  /** The group an entry belongs to: it must exist; null for a dictionary without groups. */
  private async group(tx: Db, groupId: number | null): Promise<number | null> {
    if (!this.kind.groupTable || groupId === null) return null;
    if (!(await dictionaryRepository.exists(tx, this.kind.groupTable, groupId))) throw invalid('groupId');
    return groupId;
  }

  async add(ctx: RequestContext, body: DictionaryAddBody): Promise<DictionaryRow> {
    const row = await this.kit.insert(this.db, ctx, async (tx) => ({
      name: body.name,
      sort: body.sort,
      groupId: await this.group(tx, body.groupId),
      values: this.values(body.values, []),
    }));
    return dictionaryRepository.toRow(row);
  }

  /** Values still used by product variants cannot be removed. */
  async edit(ctx: RequestContext, body: DictionaryEditBody): Promise<DictionaryRow> {
    const after = await this.kit.update(this.db, ctx, body.id, body.version, async (before, tx) => {
      const values = this.values(body.values, before.values);
      const removed = before.values.filter((v) => !values.some((n) => n.id === v.id)).map((v) => v.id);
      const used = removed.length && this.kind.valueUsage ? await this.kind.valueUsage(tx, body.id, removed) : 0;
      if (used > 0) {
        throw new AppError('catalog.in_use', { count: used }, { fields: [{ field: 'values', key: 'not_allowed' }] });
      }
      return { name: body.name, sort: body.sort, groupId: await this.group(tx, body.groupId), values };
    });
    return dictionaryRepository.toRow(after);
  }

  /** Refused while anything uses the entry (the entry is locked first). */
  async remove(ctx: RequestContext, id: number) {
    await this.kit.remove(this.db, ctx, id, async (tx) => {
      const used = this.kind.usage ? await this.kind.usage(tx, id) : 0;
      if (used > 0) throw new AppError('catalog.in_use', { count: used });
    });
    return { ok: true as const };
  }
}
