import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { categoryAddBody } from '@shop/shared/api/catalog-category';
import { dictionaryAddBody } from '@shop/shared/api/catalog-dictionary';
import { bodyRule } from './schema-rule.ts';

// The text is the field-error key, so the test sees which rule of the schema answered.
const t = ((key: string) => key) as unknown as TFunction;

async function check(rule: ReturnType<typeof bodyRule>): Promise<string | null> {
  const validator = (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator;
  try {
    await validator({}, undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('bodyRule', () => {
  it('reports a repeated value on the repeated entry only', async () => {
    const body = { name: 'Size', sort: 0, values: [{ name: 'S' }, { name: 'M' }, { name: 's' }] };
    expect(await check(bodyRule(dictionaryAddBody, () => body, ['values', 2, 'name'], t))).toBe(
      'common:field_error.duplicate',
    );
    expect(await check(bodyRule(dictionaryAddBody, () => body, ['values', 0, 'name'], t))).toBeNull();
  });

  it('reports an empty value as required', async () => {
    const body = { name: 'Size', sort: 0, values: [{ name: ' ' }] };
    expect(await check(bodyRule(dictionaryAddBody, () => body, ['values', 0, 'name'], t))).toBe(
      'common:field_error.required',
    );
  });

  it('asks for a category name in at least one language, on the first language', async () => {
    const empty = { name: { 'zh-CN': '', en: '', es: '', ja: '' }, sort: 1 };
    expect(await check(bodyRule(categoryAddBody, () => empty, ['name', 'zh-CN'], t))).toBe(
      'common:field_error.required',
    );
    const english = { name: { 'zh-CN': '', en: 'Shoes', es: '', ja: '' }, sort: 1 };
    expect(await check(bodyRule(categoryAddBody, () => english, ['name', 'zh-CN'], t))).toBeNull();
  });

  it('reports a missing sort as required and a long SEO title as too long', async () => {
    const body = { name: { 'zh-CN': '鞋', en: '', es: '', ja: '' }, sort: undefined, seoTitle: 'x'.repeat(71) };
    expect(await check(bodyRule(categoryAddBody, () => body, ['sort'], t))).toBe('common:field_error.required');
    expect(await check(bodyRule(categoryAddBody, () => body, ['seoTitle'], t))).toBe('common:field_error.too_long');
  });
});
