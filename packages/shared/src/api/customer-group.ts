import { z } from 'zod';
import { localizedData, localizedName } from './catalog-common.ts';
import { idParam, listData, pageQuery, versionField } from './common.ts';

/** Customer groups: few rows, listed in their sort order. */
export const customerGroupListQuery = pageQuery;

export const customerGroupRow = z.object({
  id: z.number().int(),
  name: localizedData,
  discountPercent: z.number().int(),
  isDefault: z.boolean(),
  sort: z.number().int(),
  customerCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export const customerGroupListData = listData(customerGroupRow);

const groupFields = {
  name: localizedName(64),
  /** percent off product prices (spec: discount required) */
  discountPercent: z.number().int().min(0).max(100),
  /** spec: sort required */
  sort: z.number().int().min(0).max(9999),
};
export const customerGroupAddBody = z.object(groupFields);
export const customerGroupEditBody = z.object({ id: idParam, version: versionField, ...groupFields });
export const customerGroupDefaultBody = z.object({ id: idParam });

export type CustomerGroupRow = z.infer<typeof customerGroupRow>;
export type CustomerGroupAddBody = z.infer<typeof customerGroupAddBody>;
export type CustomerGroupEditBody = z.infer<typeof customerGroupEditBody>;
