import { describe, expect, it } from 'vitest';
import { addressLines } from './address-lines.ts';

const blank = { region: '', city: '', line2: '', postcode: '' };

describe('addressLines', () => {
  it('writes a western address street first, then city, region and postcode, then the country', () => {
    expect(
      addressLines(
        { ...blank, country: 'US', region: 'CA', city: 'San Francisco', line1: '12 Market St', postcode: '94103' },
        'en',
      ),
    ).toEqual(['12 Market St', 'San Francisco, CA 94103', 'United States']);
    expect(
      addressLines(
        {
          ...blank,
          country: 'ES',
          region: 'Madrid',
          city: 'Madrid',
          line1: 'Calle de Alcalá 1',
          line2: '3º B',
          postcode: '28014',
        },
        'es',
      ),
    ).toEqual(['Calle de Alcalá 1', '3º B', 'Madrid, 28014', 'España']);
  });

  it('writes Chinese and Japanese addresses from the country down', () => {
    expect(
      addressLines(
        { ...blank, country: 'CN', region: '广东省', city: '深圳市', line1: '南山区科技园路1号', postcode: '518057' },
        'zh-CN',
      ),
    ).toEqual(['中国 518057', '广东省 深圳市', '南山区科技园路1号']);
    expect(
      addressLines(
        { ...blank, country: 'JP', region: '東京都', city: '渋谷区', line1: '神南1-1', postcode: '150-0041' },
        'ja',
      ),
    ).toEqual(['日本 〒150-0041', '東京都 渋谷区', '神南1-1']);
  });

  it('leaves out empty parts', () => {
    expect(addressLines({ ...blank, country: 'DE', line1: 'Torstraße 1' }, 'en')).toEqual(['Torstraße 1', 'Germany']);
  });
});
