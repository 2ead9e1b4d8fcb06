import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MATCHES } from '@shop/shared/api/supply-bank';
import { isAccountNumber, maskAccountNumber, normaliseAccountNumber } from './account-check.ts';
import { compareNames, normaliseName } from './name-match.ts';

describe('bank holder name matching', () => {
  it.each([
    ['Demo Supplier A Co., Ltd.', 'demo supplier a', 'match'],
    ['DEMO-SUPPLIER-A LIMITED', 'Demo Supplier A Co. Ltd', 'match'],
    ['Ｄｅｍｏ　Ｓｕｐｐｌｉｅｒ Ａ', 'Demo Supplier A', 'match'],
    ['杭州示例贸易有限公司', '杭州示例贸易', 'match'],
    ['株式会社デモ', 'デモ', 'match'],
    ['张 伟', '张伟', 'match'],
    ['Demo Supplier B', 'Demo Supplier B Trading Co., Ltd.', 'partial'],
    ['Maria Lopez Garcia', 'Lopez, Maria', 'partial'],
    ['杭州示例', '杭州示例贸易有限公司', 'partial'],
    ['Someone Else SL', 'Demo Supplier B Trading Co., Ltd.', 'no_match'],
    ['Zhang Wei', 'Demo Supplier A Co., Ltd.', 'no_match'],
    ['Zhang Wei', '', 'no_match'],
    ['', '', 'no_match'],
  ] as const)('%s vs %s: %s', (a, b, expected) => {
    expect(compareNames(a, b)).toBe(expected);
  });

  it('leaves case, spacing, punctuation, full-width forms and company forms out', () => {
    expect(normaliseName(' Acme  Trading (Shanghai) Co., Ltd. ')).toBe('acmetradingshanghai');
    expect(normaliseName('ＡＣＭＥ ＧｍｂＨ')).toBe('acme');
    expect(normaliseName('Ltd')).toBe('ltd');
  });

  const name = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,20}$/);

  it('is symmetric and answers one of the three results (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const r = compareNames(a, b);
        expect(NAME_MATCHES).toContain(r);
        expect(compareNames(b, a)).toBe(r);
      }),
    );
  });

  it('matches a name with itself written in another case, spacing, width or with a company form (property)', () => {
    const fullWidth = (s: string) =>
      s.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');
    fc.assert(
      fc.property(name, fc.constantFrom('', ' Co., Ltd.', ' Limited', ' Inc.', ' LLC'), (n, suffix) => {
        fc.pre(normaliseName(n) !== '');
        const variant = fullWidth(`${n.toUpperCase().replace(/ /g, '  ')}${suffix}`);
        expect(compareNames(n, variant)).toBe('match');
      }),
    );
  });

  it('finds a name partly in a longer one (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{3,10}$/), fc.stringMatching(/^[a-z]{3,10}$/), (a, b) => {
        fc.pre(a !== b && !['co', 'ltd', 'inc', 'llc', 'corp', 'company', 'limited', 'sas', 'srl', 'plc'].includes(b));
        expect(compareNames(a, `${a} ${b}`)).toBe('partial');
      }),
    );
  });
});

describe('bank account numbers', () => {
  it.each([
    ['6222 0212 0204 1234 567', true],
    ['12345678', true],
    ['1234567', false],
    ['1'.repeat(31), false],
    ['ES91 2100 0418 4502 0005 1332', true],
    ['es9121000418450200051332', true],
    ['ES9121000418450200051333', false],
    ['DE89370400440532013000', true],
    ['ABCDEFGHIJ', false],
    ['', false],
  ])('%s is usable: %s', (raw, ok) => {
    expect(isAccountNumber(normaliseAccountNumber(raw))).toBe(ok);
  });

  it('masks all but the last 4', () => {
    expect(maskAccountNumber('6222021202041234567')).toBe(`${'•'.repeat(12)}4567`);
    expect(maskAccountNumber('1234')).toBe('1234');
  });
});
