import { z } from 'zod';
import { PAGER } from '../constants.ts';

/** page / pageSize as every list accepts them (query strings arrive as text). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAGER.pageSizes as readonly number[]).includes(n), { message: 'not_allowed' })
    .default(PAGER.defaultPageSize),
});

export const sortOrder = z.enum(['asc', 'desc']);

/** "field" or "-field": the list's sort parameter, limited to the fields a list offers. */
export function sortParam<const T extends readonly [string, ...string[]]>(fields: T) {
  const allowed = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(allowed).optional();
}

export function listData<T extends z.ZodTypeAny>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const idQuery = z.object({ id: idParam });
export const idBody = z.object({ id: idParam });
/** Row versions are PostgreSQL integers: a larger number can never match and must not reach the database. */
export const versionField = z.number().int().min(0).max(2_147_483_647);

/** A calendar day, YYYY-MM-DD, that exists (2024-02-30 and 9999-99-99 do not). */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, 'invalid');
export const optionalText = (max: number) => z.string().trim().max(max).optional();
export const searchText = z.string().trim().max(100).optional();

/** enabled/disabled flags as the console sends them */
export const statusBody = z.object({ id: idParam, status: z.boolean(), version: versionField.optional() });

export const okData = z.object({ ok: z.literal(true) });

export type PageQuery = z.infer<typeof pageQuery>;
export interface ListResult<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}
