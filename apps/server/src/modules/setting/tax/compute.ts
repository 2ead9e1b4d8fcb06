import type { AppliedTax, TaxType } from '@shop/shared/api/tax';

/** A tax rule as the computation needs it; fixed amounts already in the currency computed in. */
export interface TaxRuleTerm {
  id: number;
  name: string;
  classId: number;
  type: TaxType;
  /** basis points for percent; minor units per item for fixed */
  rate: number;
  priority: number;
}

/**
 * The tax on `amount` (minor units) of `quantity` items of one class, under the rules that apply
 * to it. Rules are taken by priority, lower first. The rules of one priority are each computed on
 * the same base and add up; the next priority's base is the previous base plus those taxes, so a
 * higher priority compounds on the lower ones. A percent rule comes to round(base × rate / 10 000)
 * (half away from zero); a fixed rule to its rate per item. The calculator (/tax) and the order
 * quote both use this function.
 */
export function computeTax(
  rules: readonly TaxRuleTerm[],
  amount: number,
  quantity: number,
): { tax: number; applied: AppliedTax[] } {
  const sorted = [...rules].sort((a, b) => a.priority - b.priority || a.id - b.id);
  const applied: AppliedTax[] = [];
  let base = amount;
  let tax = 0;
  for (let i = 0; i < sorted.length;) {
    const priority = sorted[i]!.priority;
    let levelTax = 0;
    for (; i < sorted.length && sorted[i]!.priority === priority; i++) {
      const r = sorted[i]!;
      const value = r.type === 'percent' ? Math.round((base * r.rate) / 10_000) : r.rate * quantity;
      applied.push({ ruleId: r.id, name: r.name, type: r.type, rate: r.rate, priority, base, amount: value });
      levelTax += value;
    }
    tax += levelTax;
    base += levelTax;
  }
  return { tax, applied };
}
