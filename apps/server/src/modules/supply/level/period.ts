import { balancedWeights, supplierSettings, type SupplierSettings } from '@shop/shared/api/settings';

/** A day (`YYYY-MM-DD`) as the store's clock reads it. */
export function dayOf(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A scorecard and quota period (`YYYY-MM`) as the store's clock reads it. */
export function periodOf(at: Date, timeZone: string): string {
  return dayOf(at, timeZone).slice(0, 7);
}

/** The period `n` months before (negative: after) `period`. */
export function shiftPeriod(period: string, n: number): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

/** Whole days from day `a` to day `b` (both `YYYY-MM-DD`). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** `day` plus `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Where the scorecard and the rights read their settings: the app's cached sections, or the stored rows (seed). */
export interface SupplySettingsSource {
  supplier(): Promise<SupplierSettings>;
  timeZone(): Promise<string>;
}

/**
 * Supplier settings from a stored value: fields it lacks or no longer accepts take their defaults
 * (the weights of a record saved before the inspections criterion, see balancedWeights).
 */
export function supplierSettingsOf(stored: Record<string, unknown> | undefined): SupplierSettings {
  const known = Object.keys(supplierSettings.fields.shape);
  const input = Object.fromEntries(Object.entries(stored ?? {}).filter(([k]) => known.includes(k)));
  const parsed = supplierSettings.fields.safeParse(input);
  return balancedWeights(parsed.success ? parsed.data : supplierSettings.fields.parse({}));
}
