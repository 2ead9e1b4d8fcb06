import { z } from 'zod';
import { idParam, listData, pageQuery, searchText, sortParam, versionField } from './common.ts';
import { uniqueNames } from './catalog-common.ts';

/**
 * Catalog dictionaries edited as plain lists: stock statuses, attribute groups, attributes,
 * options (with values) and filters (with values). One shape for all of them.
 */
export const dictionaryListQuery = pageQuery.extend({ keyword: searchText, groupId: idParam.optional(), sort: sortParam(['id', 'name', 'sort']) });

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
const valuesInput = z.array(z.object({ id: idParam.optional(), name: valueName })).max(200).default([]);
const fields = {
  name,
  sort: z.number({ error: 'required' }).int().min(0).max(1_000_000).default(0),
  /** attributes only: the attribute group */
  groupId: idParam.nullable().default(null),
  values: valuesInput,
};
type Fields = { values: { name: string }[] };
const noRepeats = (v: Fields, ctx: z.RefinementCtx) => uniqueNames(v.values, ctx, (x) => x.name, (i) => ['values', i, 'name']);
export const dictionaryAddBody = z.object(fields).superRefine(noRepeats);
export const dictionaryEditBody = z.object({ ...fields, id: idParam, version: versionField }).superRefine(noRepeats);

export type DictionaryListQuery = z.infer<typeof dictionaryListQuery>;
export type DictionaryRow = z.infer<typeof dictionaryRow>;
export type DictionaryAddBody = z.infer<typeof dictionaryAddBody>;
export type DictionaryEditBody = z.infer<typeof dictionaryEditBody>;
