import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants.ts';
import { SERVER_MESSAGES } from '../locales/index.ts';
import {
  batteryProblem,
  canMove,
  declarationProblems,
  SHIPMENT_STATES,
  SHIPMENT_TRANSITIONS,
  valueProblem,
  type Declaration,
} from './supply-logistics-rules.ts';

const good: Declaration = {
  nameZh: '蓝牙耳机',
  nameEn: 'Bluetooth earphones',
  material: 'ABS plastic',
  purpose: 'Personal audio',
  hsCode: '8518.30',
  originCountry: 'CN',
  declaredValue: 1200,
  currency: 'USD',
  battery: true,
};
const cross = { crossBorder: true };
const home = { crossBorder: false };
const keys = (d: Partial<Declaration>, route = cross) =>
  declarationProblems({ ...good, ...d }, route, 'd').map((p) => `${p.field}:${p.key}`);

describe('declaration rules', () => {
  it('accepts a complete declaration, with the HS code written with dots', () => {
    expect(keys({})).toEqual([]);
  });

  it('requires the Chinese and English names, material and purpose (the spec rule)', () => {
    expect(keys({ nameZh: ' ', nameEn: '', material: '', purpose: '' })).toEqual([
      'd.nameZh:required',
      'd.nameEn:required',
      'd.material:required',
      'd.purpose:required',
    ]);
  });

  it('wants Chinese characters in the Chinese name and limits each length', () => {
    expect(keys({ nameZh: 'Earphones' })).toEqual(['d.nameZh:rule.han_required']);
    expect(keys({ nameZh: '耳'.repeat(61), material: 'x'.repeat(61) })).toEqual([
      'd.nameZh:too_long',
      'd.material:too_long',
    ]);
  });

  it('takes only ASCII in the English name and material across a border, anything at home', () => {
    expect(keys({ nameEn: 'Écouteurs', material: '塑料' })).toEqual([
      'd.nameEn:rule.ascii_only',
      'd.material:rule.ascii_only',
    ]);
    expect(keys({ nameEn: 'Écouteurs', material: '塑料' }, home)).toEqual([]);
  });

  it('checks the HS code: 6 to 10 digits, required across a border only', () => {
    expect(keys({ hsCode: '85183' })).toEqual(['d.hsCode:rule.hs_code']);
    expect(keys({ hsCode: '85183000001' })).toEqual(['d.hsCode:rule.hs_code']);
    expect(keys({ hsCode: '85A830' })).toEqual(['d.hsCode:rule.hs_code']);
    expect(keys({ hsCode: '' })).toEqual(['d.hsCode:rule.hs_required']);
    expect(keys({ hsCode: '' }, home)).toEqual([]);
    expect(keys({ hsCode: '8518 30 00 00' })).toEqual([]);
  });

  it('never throws and names only declaration fields, whatever it is given', () => {
    const text = fc.string({ maxLength: 120 });
    fc.assert(
      fc.property(
        fc.record({ nameZh: text, nameEn: text, material: text, purpose: text, hsCode: text, originCountry: text }),
        fc.integer(),
        fc.boolean(),
        (t, value, crossBorder) => {
          const d = { ...good, ...t, declaredValue: value };
          for (const p of declarationProblems(d, { crossBorder }, 'x')) expect(p.field).toMatch(/^x\.\w+$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('declared value against the purchase price', () => {
  it('refuses below 50% and above 300%, saying the percentage', () => {
    expect(valueProblem(499, 1000)).toEqual({ key: 'rule.value_low', params: { pct: 50, minPct: 50, maxPct: 300 } });
    expect(valueProblem(500, 1000)).toBeNull();
    expect(valueProblem(3000, 1000)).toBeNull();
    expect(valueProblem(3001, 1000)?.key).toBe('rule.value_high');
    expect(valueProblem(1, 0)).toBeNull();
  });

  it('is within the band exactly when 0.5 × price ≤ value ≤ 3 × price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), (v, p) => {
        expect(valueProblem(v, p) === null).toBe(2 * v >= p && v <= 3 * p);
      }),
      { numRuns: 500 },
    );
  });
});

describe('battery goods and tracking states', () => {
  it("need a carrier that takes batteries (the provider's flag, whatever its code)", () => {
    expect(batteryProblem([{ battery: false }, { battery: true }], false)).toEqual({ key: 'rule.battery_provider' });
    expect(batteryProblem([{ battery: true }], true)).toBeNull();
    expect(batteryProblem([{ battery: false }], false)).toBeNull();
    expect(batteryProblem([], false)).toBeNull();
  });

  it('end in received or cancelled, and never go back to draft', () => {
    expect(SHIPMENT_TRANSITIONS.received).toEqual([]);
    expect(SHIPMENT_TRANSITIONS.cancelled).toEqual([]);
    for (const s of SHIPMENT_STATES) expect(canMove(s, 'draft')).toBe(false);
    expect(canMove('draft', 'received')).toBe(false);
    expect(canMove('in_transit', 'cancelled')).toBe(false);
  });

  it('has every rule text in every language', () => {
    for (const lang of LANGUAGES)
      for (const key of ['declaration', 'rule.ascii_only', 'rule.value_low', 'rule.battery_provider', 'bad_move'])
        expect(SERVER_MESSAGES[lang][`logistics.${key}` as 'logistics.declaration']).toBeTruthy();
  });
});
