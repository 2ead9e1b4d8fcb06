import type { OrderAddressData } from '@shop/shared';
import type { PlannedActivity, PlannedDraft, PlannedReason } from '@shop/shared/api/planned';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { priceDraft } from '../../order/quote.ts';
import { baseCurrency } from '../../order/references.ts';
import { plannedRepository } from './repository.ts';

/** Refusals of the order pricing that mean "this template does not ship this parcel there". */
const NOT_SHIPPED = new Set(['shipping.not_deliverable', 'shipping.fee_too_large', 'order.shipping_unknown']);

/** A small seeded generator (mulberry32): a run and its preview draw the same orders from the same seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of a task's run number `run` (its `runs` before the run): the preview of the next run uses the same. */
export const runSeed = (taskId: number, run: number): number => (taskId * 100_003 + run * 7_919 + 1) >>> 0;

/** A country drawn by weight. */
export function drawCountry(countries: readonly { country: string; weight: number }[], random: () => number): string {
  const total = countries.reduce((a, c) => a + c.weight, 0);
  let x = random() * total;
  for (const c of countries) {
    x -= c.weight;
    if (x < 0) return c.country;
  }
  return countries[countries.length - 1]!.country;
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/** Which pricing rules the activities allow: today the customer group's discount (marketing adds its own). */
export function pricingGroup(activities: readonly PlannedActivity[], groupId: number | null): number | null {
  return activities.includes('customer_group_discount') ? groupId : null;
}

export interface PlannedOrder {
  country: string;
  customer: { id: number; name: string; email: string; groupId: number | null };
  address: OrderAddressData;
  shippingMethodId: number;
  priced: Awaited<ReturnType<typeof priceDraft>>;
}

export interface Plan {
  currency: string;
  orders: PlannedOrder[];
  /** draws that found no customer, goods or shipping */
  skipped: number;
  /** why fewer orders than asked ('' when none is missing) */
  reason: PlannedReason;
}

/**
 * The orders one run makes, written nowhere: for each of `count` orders a country by weight, a
 * customer with an address there, one to three goods on shelf (a variant for multi-specification
 * ones) and one to three pieces of each, priced by the order quote (`priceDraft`: current prices,
 * the group discount if the activities allow it, shipping with the first enabled template that
 * delivers there, tax) in the base currency. A draw that finds no customer, goods or shipping is
 * skipped. The same seed and data give the same orders.
 */
export async function planRun(
  db: Db,
  task: Pick<PlannedDraft, 'countries' | 'activities'>,
  count: number,
  seed: number,
): Promise<Plan> {
  const random = seededRandom(seed);
  const cur = await baseCurrency(db);
  const plan: Plan = { currency: cur.code, orders: [], skipped: 0, reason: '' };
  if (count <= 0) return plan;
  const goods = await plannedRepository.goods(db);
  const usable = goods.filter((g) => g.specMode === 'single' || g.variants.length > 0);
  if (!usable.length) return { ...plan, skipped: count, reason: 'no_products' };
  const methods = await plannedRepository.shippingMethodIds(db);
  const people = new Map<string, Awaited<ReturnType<typeof plannedRepository.customersIn>>>();
  const reasons = new Set<PlannedReason>();
  for (let i = 0; i < count; i++) {
    const country = drawCountry(task.countries, random);
    if (!people.has(country)) people.set(country, await plannedRepository.customersIn(db, country));
    const candidates = people.get(country)!;
    const lineCount = 1 + Math.floor(random() * Math.min(3, usable.length));
    const chosen = new Set<(typeof usable)[number]>();
    while (chosen.size < lineCount) chosen.add(pick(usable, random));
    const lines = [...chosen].map((g) => ({
      productId: g.id,
      variantId: g.specMode === 'multi' ? pick(g.variants, random) : null,
      quantity: 1 + Math.floor(random() * 3),
    }));
    if (!candidates.length) {
      plan.skipped++;
      reasons.add('no_customers');
      continue;
    }
    const c = pick(candidates, random);
    const a = c.address;
    const address: OrderAddressData = {
      name: a.name,
      phone: a.phone,
      country: a.country,
      region: a.region,
      regionCode: a.regionCode,
      city: a.city,
      line1: a.line1,
      line2: a.line2,
      postcode: a.postcode,
    };
    const draft = { address, lines, discount: 0, payFee: 0, remark: '' };
    let done: PlannedOrder | null = null;
    for (const shippingMethodId of methods) {
      try {
        const priced = await priceDraft(
          db,
          { ...draft, shippingMethodId },
          cur,
          pricingGroup(task.activities, c.groupId),
        );
        done = { country, customer: c, address, shippingMethodId, priced };
        break;
      } catch (e) {
        if (!(e instanceof AppError) || !NOT_SHIPPED.has(e.code)) throw e;
      }
    }
    if (!done) {
      plan.skipped++;
      reasons.add('not_deliverable');
      continue;
    }
    plan.orders.push(done);
  }
  if (plan.orders.length < count) plan.reason = [...reasons][0] ?? '';
  return plan;
}
