/** Variants of a multiple-specification product, generated from the chosen options and values. */

export interface OptionChoice {
  optionId: number;
  valueIds: number[];
}

export interface OptionValueRef {
  optionId: number;
  valueId: number;
}

/** One row of the variant grid, prices in major units as the form holds them. */
export interface VariantRow {
  /** present for a variant that already exists on the server */
  id?: number;
  sku: string;
  price: number | null;
  /** initial stock (new variants only; later changes go through inventory) */
  stock: number;
  optionValues: OptionValueRef[];
}

/** Identity of a combination, independent of option order. */
export function combinationKey(values: readonly OptionValueRef[]): string {
  return values
    .map((v) => `${v.optionId}:${v.valueId}`)
    .sort()
    .join('|');
}

/** Every combination of the chosen values, first option slowest (as a grid reads). */
export function combinations(choices: readonly OptionChoice[]): OptionValueRef[][] {
  const used = choices.filter((c) => c.valueIds.length > 0);
  if (used.length === 0) return [];
  let out: OptionValueRef[][] = [[]];
  for (const choice of used) {
    const next: OptionValueRef[][] = [];
    for (const prefix of out) {
      for (const valueId of [...new Set(choice.valueIds)])
        next.push([...prefix, { optionId: choice.optionId, valueId }]);
    }
    out = next;
  }
  return out;
}

/**
 * The variant grid for the chosen options: a combination that already has a row keeps it (id, SKU,
 * price and stock as edited); a new one gets `<product SKU>-<n>` with a number not yet used, the
 * product's price and no stock. Rows whose combination is no longer chosen are dropped.
 */
export function generateVariants(
  choices: readonly OptionChoice[],
  current: readonly VariantRow[],
  defaults: { sku: string; price: number | null },
): VariantRow[] {
  const existing = new Map(current.map((row) => [combinationKey(row.optionValues), row]));
  const taken = new Set(current.map((row) => row.sku.toLowerCase()));
  const base = defaults.sku.trim() || 'SKU';
  let counter = 1;
  const nextSku = () => {
    while (taken.has(`${base}-${counter}`.toLowerCase())) counter++;
    const sku = `${base}-${counter}`;
    taken.add(sku.toLowerCase());
    return sku;
  };
  return combinations(choices).map((optionValues) => {
    const kept = existing.get(combinationKey(optionValues));
    if (kept) return { ...kept, optionValues };
    return { sku: nextSku(), price: defaults.price, stock: 0, optionValues };
  });
}

/** The option choices that stored variants were made from (to show the pickers on edit). */
export function choicesOf(variants: readonly { optionValues: readonly OptionValueRef[] }[]): OptionChoice[] {
  const byOption = new Map<number, number[]>();
  for (const variant of variants) {
    for (const { optionId, valueId } of variant.optionValues) {
      const values = byOption.get(optionId) ?? [];
      if (!values.includes(valueId)) values.push(valueId);
      byOption.set(optionId, values);
    }
  }
  return [...byOption].map(([optionId, valueIds]) => ({ optionId, valueIds }));
}
