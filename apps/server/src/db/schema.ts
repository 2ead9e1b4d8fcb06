/** Every table, for drizzle-kit and for typed queries. */
export * from '../modules/system/supplier/table.ts';
export * from '../modules/setting/group/table.ts';
export * from '../modules/setting/admin/table.ts';
export * from '../platform/auth/table.ts';
export * from '../platform/audit/table.ts';
export * from '../platform/idempotency/table.ts';
export * from '../platform/files/table.ts';
export * from '../platform/jobs/table.ts';
export * from '../modules/setting/watermark/table.ts';
export * from '../modules/help/feedback/table.ts';
export * from '../modules/catalog/category/table.ts';
export * from '../modules/catalog/warehouse/table.ts';
export * from '../modules/catalog/tag/table.ts';
export * from '../modules/catalog/dictionary/table.ts';
export * from '../modules/catalog/product/table.ts';
export * from '../modules/catalog/inventory/table.ts';
export * from '../modules/catalog/review/table.ts';
