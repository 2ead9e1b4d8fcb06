import { describe, expect, it } from 'vitest';
import { convertRules, findOverlap, priceShipping, type AreaRule, type TemplateRules } from './pricing.ts';

// The one pricing function of shipping templates (the order quote and the calculator both call it), on a table of
// parcels and places with the costs worked out by hand.

let nextId = 1;
const area = (a: Partial<AreaRule> & Pick<AreaRule, 'name'>): AreaRule => ({
  id: nextId++,
  isDefault: false,
  countries: [],
  regions: [],
  firstUnit: 1000,
  firstFee: 0,
  additionalUnit: 1000,
  additionalFee: 0,
  freeOver: null,
  ...a,
});

/** By weight: China, Japan with an Osaka region area, three European countries, a flat-base US area, rest of world. */
const byWeight: TemplateRules = {
  mode: 'weight',
  areas: [
    area({ name: 'China', countries: ['CN'], firstFee: 800, additionalFee: 200, freeOver: 9900 }),
    area({ name: 'Japan', countries: ['JP'], firstUnit: 500, firstFee: 1200, additionalUnit: 500, additionalFee: 300 }),
    area({
      name: 'Osaka',
      regions: [
        { country: 'JP', region: 'Osaka' },
        { country: 'JP', region: '大阪府' },
      ],
      firstUnit: 500,
      firstFee: 1000,
      additionalUnit: 500,
      additionalFee: 250,
      freeOver: 15000,
    }),
    area({ name: 'Europe', countries: ['DE', 'FR', 'ES'], firstFee: 1800, additionalFee: 400 }),
    // the old shipping methods' shape: a fixed part, then every started kilogram
    area({ name: 'United States', countries: ['US'], firstUnit: 0, firstFee: 500, additionalFee: 100 }),
    area({ name: 'Rest of the world', isDefault: true, firstFee: 2500, additionalFee: 800 }),
  ],
};

/** By quantity, without a rest-of-world area: China, and the US in pairs then threes. */
const byQuantity: TemplateRules = {
  mode: 'quantity',
  areas: [
    area({ name: 'China', countries: ['CN'], firstUnit: 1, firstFee: 1500, additionalUnit: 1, additionalFee: 500 }),
    area({ name: 'US pairs', countries: ['US'], firstUnit: 2, firstFee: 1000, additionalUnit: 3, additionalFee: 700 }),
  ],
};
byQuantity.areas[0]!.freeOver = 50000;

type Case = [
  label: string,
  rules: TemplateRules,
  parcel: { grams?: number; quantity?: number; subtotal?: number },
  to: [country: string, region?: string],
  expected: { fee: number; area: string; match: 'region' | 'country' | 'default' } | 'not deliverable',
];

const W = byWeight;
const Q = byQuantity;
const CASES: Case[] = [
  [
    'weight: nothing weighed costs the first fee',
    W,
    { grams: 0 },
    ['CN'],
    { fee: 800, area: 'China', match: 'country' },
  ],
  ['weight: exactly the first unit', W, { grams: 1000 }, ['CN'], { fee: 800, area: 'China', match: 'country' }],
  [
    'weight: 1 g over the first unit starts a step',
    W,
    { grams: 1001 },
    ['CN'],
    { fee: 1000, area: 'China', match: 'country' },
  ],
  ['weight: exactly one additional unit', W, { grams: 2000 }, ['CN'], { fee: 1000, area: 'China', match: 'country' }],
  [
    'weight: a partial second step rounds up',
    W,
    { grams: 2001 },
    ['CN'],
    { fee: 1200, area: 'China', match: 'country' },
  ],
  [
    'threshold: 1 below it pays',
    W,
    { grams: 3500, subtotal: 9899 },
    ['CN'],
    { fee: 1400, area: 'China', match: 'country' },
  ],
  [
    'threshold: reaching it ships free',
    W,
    { grams: 3500, subtotal: 9900 },
    ['CN'],
    { fee: 0, area: 'China', match: 'country' },
  ],
  [
    'country: Tokyo is priced by Japan',
    W,
    { grams: 2500 },
    ['JP', 'Tokyo'],
    { fee: 2400, area: 'Japan', match: 'country' },
  ],
  [
    'region wins over its country: Osaka',
    W,
    { grams: 2500 },
    ['JP', 'Osaka'],
    { fee: 2000, area: 'Osaka', match: 'region' },
  ],
  [
    'region matched trimmed and whatever the case',
    W,
    { grams: 2500 },
    ['jp', '  OSAKA '],
    { fee: 2000, area: 'Osaka', match: 'region' },
  ],
  ['region in the local script', W, { grams: 2500 }, ['JP', '大阪府'], { fee: 2000, area: 'Osaka', match: 'region' }],
  ['no region given: the country area', W, { grams: 2500 }, ['JP', ''], { fee: 2400, area: 'Japan', match: 'country' }],
  [
    'region area threshold',
    W,
    { grams: 2500, subtotal: 15000 },
    ['JP', 'Osaka'],
    { fee: 0, area: 'Osaka', match: 'region' },
  ],
  [
    'country area without threshold never ships free',
    W,
    { grams: 2500, subtotal: 10 ** 9 },
    ['JP'],
    { fee: 2400, area: 'Japan', match: 'country' },
  ],
  [
    'a region of another country is not that region',
    W,
    { grams: 500 },
    ['FR', 'Osaka'],
    { fee: 1800, area: 'Europe', match: 'country' },
  ],
  [
    'Europe: 1.5 kg is the first kg and one step',
    W,
    { grams: 1500 },
    ['ES', 'Madrid'],
    { fee: 2200, area: 'Europe', match: 'country' },
  ],
  [
    'rest of the world for an unlisted country',
    W,
    { grams: 2500 },
    ['BR'],
    { fee: 4100, area: 'Rest of the world', match: 'default' },
  ],
  [
    'rest of the world for an unlisted region',
    W,
    { grams: 1000 },
    ['GB', 'Osaka'],
    { fee: 2500, area: 'Rest of the world', match: 'default' },
  ],
  [
    'first unit 0: the fixed part alone',
    W,
    { grams: 0 },
    ['US', 'CA'],
    { fee: 500, area: 'United States', match: 'country' },
  ],
  ['first unit 0: 1 g starts a step', W, { grams: 1 }, ['US'], { fee: 600, area: 'United States', match: 'country' }],
  [
    'first unit 0: 2.5 kg is three steps',
    W,
    { grams: 2500 },
    ['US'],
    { fee: 800, area: 'United States', match: 'country' },
  ],
  ['quantity: one piece', Q, { quantity: 1 }, ['CN'], { fee: 1500, area: 'China', match: 'country' }],
  ['quantity: each piece more', Q, { quantity: 4 }, ['CN'], { fee: 3000, area: 'China', match: 'country' }],
  [
    'quantity: the weight does not count',
    Q,
    { quantity: 1, grams: 99_999 },
    ['CN'],
    { fee: 1500, area: 'China', match: 'country' },
  ],
  ['quantity: threshold', Q, { quantity: 4, subtotal: 50000 }, ['CN'], { fee: 0, area: 'China', match: 'country' }],
  ['quantity: first unit of two pieces', Q, { quantity: 2 }, ['US'], { fee: 1000, area: 'US pairs', match: 'country' }],
  ['quantity: a started step of three', Q, { quantity: 3 }, ['US'], { fee: 1700, area: 'US pairs', match: 'country' }],
  ['quantity: a full step of three', Q, { quantity: 5 }, ['US'], { fee: 1700, area: 'US pairs', match: 'country' }],
  ['quantity: a second step', Q, { quantity: 6 }, ['US'], { fee: 2400, area: 'US pairs', match: 'country' }],
  ['no area and no rest of the world: not deliverable', Q, { quantity: 1 }, ['JP', 'Osaka'], 'not deliverable'],
];

describe('shipping pricing (one function for the quote and the calculator)', () => {
  it(`prices ${CASES.length} parcels as worked out by hand`, () => {
    const got = CASES.map(([label, rules, p, [country, region = '']]) => {
      const price = priceShipping(rules, { grams: 0, quantity: 1, subtotal: 0, ...p }, { country, region });
      return [
        label,
        price.deliverable ? { fee: price.fee, area: price.area.name, match: price.match } : 'not deliverable',
      ];
    });
    expect(got).toEqual(CASES.map(([label, , , , expected]) => [label, expected]));
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  it('says how many additional units it charged and whether the threshold made it free', () => {
    const price = priceShipping(
      byWeight,
      { grams: 2500, quantity: 1, subtotal: 0 },
      { country: 'JP', region: 'Osaka' },
    );
    expect(price).toMatchObject({ deliverable: true, units: 2500, additionalUnits: 4, free: false, fee: 2000 });
    const free = priceShipping(
      byWeight,
      { grams: 2500, quantity: 1, subtotal: 20000 },
      { country: 'JP', region: 'Osaka' },
    );
    expect(free).toMatchObject({ deliverable: true, additionalUnits: 4, free: true, fee: 0 });
  });

  it('refuses a parcel whose fee would not be an exact integer', () => {
    const huge: TemplateRules = {
      mode: 'weight',
      areas: [area({ name: 'All', isDefault: true, firstUnit: 0, additionalUnit: 1, additionalFee: 100_000_000 })],
    };
    expect(priceShipping(huge, { grams: 10 ** 9, quantity: 1, subtotal: 0 }, { country: 'CN', region: '' })).toEqual({
      deliverable: false,
      reason: 'too_large',
    });
  });

  it('converts every amount (fees and thresholds) before pricing in another currency', () => {
    const jpy = convertRules(byWeight, (amount) => Math.round((amount / 100) * 151.3));
    const price = priceShipping(jpy, { grams: 3500, quantity: 1, subtotal: 14_978 }, { country: 'CN', region: '' });
    // 8.00 + 3 x 2.00 in yen; 99.00 is 14,979 yen, so 14,978 still pays
    expect(price).toMatchObject({ fee: 1210 + 3 * 303, free: false });
    expect(
      priceShipping(jpy, { grams: 3500, quantity: 1, subtotal: 14_979 }, { country: 'CN', region: '' }),
    ).toMatchObject({
      fee: 0,
    });
  });

  it('finds the place two areas of a template would both cover, and none for a region inside a listed country', () => {
    const [china, japan, osaka, europe, , rest] = byWeight.areas as AreaRule[];
    const nordics = area({ name: 'Nordics', countries: ['SE', 'FR'] });
    expect(findOverlap(nordics, byWeight.areas)).toEqual({ other: europe, place: 'FR' });
    const kansai = area({ name: 'Kansai', regions: [{ country: 'JP', region: 'OSAKA' }] });
    expect(findOverlap(kansai, byWeight.areas)).toEqual({ other: osaka, place: 'JP / OSAKA' });
    const tokyo = area({ name: 'Tokyo', regions: [{ country: 'JP', region: 'Tokyo' }] });
    expect(findOverlap(tokyo, byWeight.areas)).toBeNull();
    const world = area({ name: 'World', isDefault: true });
    expect(findOverlap(world, byWeight.areas)).toEqual({ other: rest, place: null });
    // an area never overlaps itself (an edit keeps its own places)
    expect(findOverlap(china!, byWeight.areas)).toBeNull();
    expect(findOverlap({ ...japan!, countries: ['JP', 'CN'] }, byWeight.areas)).toEqual({ other: china, place: 'CN' });
  });
});
