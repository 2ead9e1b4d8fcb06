import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { groupLabel } from './labels.ts';

const t = ((key: string, params: Record<string, unknown>) =>
  `${key}:${params.name}:${params.percent}`) as unknown as TFunction;
const name = { 'zh-CN': 'VIP会员', en: 'VIP', es: '', ja: '' };

describe('groupLabel', () => {
  it('names the group in the interface language with its discount', () => {
    expect(groupLabel({ name, discountPercent: 5 }, 'zh-CN', t)).toBe('customer:group_with_discount:VIP会员:5');
  });
  it('falls back to a filled language and leaves out a zero discount', () => {
    expect(groupLabel({ name, discountPercent: 0 }, 'es', t)).toBe('VIP会员');
  });
});
