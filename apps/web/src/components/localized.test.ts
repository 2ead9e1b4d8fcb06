import { describe, expect, it } from 'vitest';
import { pickLocalized } from './localized.ts';

describe('pickLocalized', () => {
  const name = { 'zh-CN': '服装', en: 'Apparel', es: '', ja: '' };
  it('answers the interface language when filled', () => expect(pickLocalized(name, 'en')).toBe('Apparel'));
  it('falls back to the first filled language', () => expect(pickLocalized(name, 'ja')).toBe('服装'));
  it('answers empty text for nothing', () => expect(pickLocalized(null, 'en')).toBe(''));
});
