import { z } from 'zod';
import { endpoint } from '../contract.ts';
import {
  idBody,
  idParam,
  idQuery,
  listData,
  okData,
  pageQuery,
  searchText,
  sortParam,
  versionField,
} from './common.ts';
import { uniqueNames } from './catalog-common.ts';

/**
 * Catalog dictionaries edited as plain lists: stock statuses, attribute groups, attributes,
 * options (with values) and filters (with values). One shape for all of them.
 */
export const dictionaryListQuery = pageQuery.extend({
  keyword: searchText,
  groupId: idParam.optional(),
  sort: sortParam(['id', 'name', 'sort']),
});

const name = z.string().trim().min(1, 'required').max(100);
const valueName = z.string().trim().min(1, 'required').max(100);

export const dictionaryValue = z.object({ id: z.number().int(), name: z.string() });
export const dictionaryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  groupId: z.number().int().nullable(),
  values: z.array(dictionaryValue),
  version: z.number().int(),
});
export const dictionaryListData = listData(dictionaryRow);

/** values: existing ones keep their id, new ones come without; names must not repeat. */
const valuesInput = z
  .array(z.object({ id: idParam.optional(), name: valueName }))
  .max(200)
  .default([]);
const fields = {
  name,
  // required (spec: "Sort required"): an empty field is refused, not saved as 0
  sort: z.number({ error: 'required' }).int().min(0).max(1_000_000),
  /** attributes only: the attribute group */
  groupId: idParam.nullable().default(null),
  values: valuesInput,
};
type Fields = { values: { name: string }[] };
const noRepeats = (v: Fields, ctx: z.RefinementCtx) =>
  uniqueNames(
    v.values,
    ctx,
    (x) => x.name,
    (i) => ['values', i, 'name'],
  );
export const dictionaryAddBody = z.object(fields).superRefine(noRepeats);
export const dictionaryEditBody = z.object({ ...fields, id: idParam, version: versionField }).superRefine(noRepeats);

/**
 * The five endpoints of one dictionary under /admin/catalog/<url>: list and info under the read
 * key, add, edit and del under the write key.
 */
function dictionaryEndpoints<const U extends string>(url: U, entity: string, read: string, write: string) {
  const base = `/admin/catalog/${url}` as const;
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      permission: read,
      summary: `List ${entity} entries`,
      query: dictionaryListQuery,
      data: dictionaryListData,
    }),
    info: endpoint({
      method: 'GET',
      path: `${base}/info`,
      permission: read,
      summary: `One ${entity} entry`,
      query: idQuery,
      data: dictionaryRow,
    }),
    add: endpoint({
      method: 'POST',
      path: `${base}/add`,
      permission: write,
      summary: `Add a ${entity} entry`,
      body: dictionaryAddBody,
      data: dictionaryRow,
    }),
    edit: endpoint({
      method: 'POST',
      path: `${base}/edit`,
      permission: write,
      summary: `Edit a ${entity} entry (version checked)`,
      body: dictionaryEditBody,
      data: dictionaryRow,
    }),
    del: endpoint({
      method: 'POST',
      path: `${base}/del`,
      permission: write,
      summary: `Delete a ${entity} entry nothing uses`,
      body: idBody,
      data: okData,
    }),
  };
}

/** The endpoints of /product/stockstatus. */
export const stockStatusApi = dictionaryEndpoints(
  'stockstatus',
  'stock_status',
  'catalog_stock_status_index',
  'catalog_stock_status_edit',
);
/** The endpoints of /product/attributeGroup (attribute groups). */
export const attributeGroupApi = dictionaryEndpoints(
  'attributegroup',
  'attribute_group',
  'catalog_attribute_index',
  'catalog_attribute_edit',
);
/** The endpoints of /apply/status (attributes, with values, in groups). */
export const attributeApi = dictionaryEndpoints(
  'attribute',
  'attribute',
  'catalog_attribute_index',
  'catalog_attribute_edit',
);
/** The endpoints of /product/option (options, with values). */
export const optionApi = dictionaryEndpoints('option', 'option', 'catalog_option_index', 'catalog_option_edit');
/** The endpoints of /product/filter (filters, with values). */
export const filterApi = dictionaryEndpoints('filter', 'filter', 'catalog_filter_index', 'catalog_filter_edit');

/** Every dictionary's endpoints by its url segment (/admin/catalog/<url>). */
export const dictionaryApis = {
  stockstatus: stockStatusApi,
  attributegroup: attributeGroupApi,
  attribute: attributeApi,
  option: optionApi,
  filter: filterApi,
} as const;
export type DictionaryUrl = keyof typeof dictionaryApis;
export type DictionaryApi = (typeof dictionaryApis)[DictionaryUrl];

export type DictionaryListQuery = z.infer<typeof dictionaryListQuery>;
export type DictionaryRow = z.infer<typeof dictionaryRow>;
export type DictionaryAddBody = z.infer<typeof dictionaryAddBody>;
export type DictionaryEditBody = z.infer<typeof dictionaryEditBody>;
