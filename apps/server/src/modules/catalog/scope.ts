// Supplier scoping and constraint reading live in platform; re-exported for the modules that
// still import them from here.
export { isOutOfRange, supplierCond, violatedConstraint } from '../../platform/db/scope.ts';

/** The first filled name, in the preferred language first. */
export function nameIn(name: Record<string, string> | null | undefined, lang: string): string {
  if (!name) return '';
  return name[lang] || name.en || name['zh-CN'] || Object.values(name).find((v) => v) || '';
}
