import { render, screen } from '@testing-library/react';
import type { RuleObject } from 'antd/es/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagAddBody } from '@shop/shared/api/tag';
import { i18n, i18nReady } from '../../lib/i18n.ts';
import { fieldErrorText } from '../form-rules.ts';
import { schemaFields, WholeNumberInput } from './form-fields.tsx';

/** What the field's rule says of a value: nothing when it passes, else its message. */
async function check(rule: unknown, value: unknown): Promise<string | null> {
  const validator = (rule as RuleObject).validator!;
  try {
    await validator({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

beforeAll(async () => {
  await i18nReady;
  await i18n.loadNamespaces('tag');
});

describe('the form fields of the console kit', () => {
  it("names a field, labels it from the screen's namespace and checks it with the body's schema", async () => {
    const field = schemaFields(tagAddBody.shape, i18n.t, 'tag');
    const name = field('name');
    expect(name.name).toBe('name');
    expect(name.label).toBe(i18n.t('tag:field.name'));
    expect(await check(name.rules[0], 'Eco')).toBeNull();
    expect(await check(name.rules[0], 'x'.repeat(51))).toBe(fieldErrorText(i18n.t, 'too_long', { max: 50 }));
  });

  it('takes another label key, and an empty number as a missing one', async () => {
    const field = schemaFields(tagAddBody.shape, i18n.t, 'tag');
    expect(field('sort', { label: 'name' }).label).toBe(i18n.t('tag:field.name'));
    const sort = field('sort', { emptyAsUndefined: true });
    expect(await check(sort.rules[0], 5)).toBeNull();
    expect(await check(sort.rules[0], null)).toBe(fieldErrorText(i18n.t, 'required'));
    expect(await check(sort.rules[0], -1)).not.toBeNull();
  });

  it("words an error key in the field's own text when given one", async () => {
    const field = schemaFields(tagAddBody.shape, i18n.t, 'tag');
    const name = field('name', { texts: { too_long: 'Fifty characters at most' } });
    expect(await check(name.rules[0], 'x'.repeat(51))).toBe('Fifty characters at most');
    expect(await check(name.rules[0], '')).toBe(fieldErrorText(i18n.t, 'required'));
  });

  it('offers whole numbers from 0 only', () => {
    render(<WholeNumberInput max={100} aria-label="sort" />);
    const input = screen.getByLabelText('sort');
    expect(input.getAttribute('aria-valuemin')).toBe('0');
    expect(input.getAttribute('aria-valuemax')).toBe('100');
  });
});
