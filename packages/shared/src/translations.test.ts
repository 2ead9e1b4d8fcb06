import { describe, expect, it } from 'vitest';
import {
  consoleTextGaps,
  flattenTexts,
  missingLanguages,
  translationErrors,
  type ConsoleTexts,
} from './translations.ts';

// The one translation rule (forms, server, import) and the completeness report, on fixtures with known gaps.
describe('translation rule', () => {
  it('asks for every enabled language, in the interface order, and ignores disabled ones', () => {
    const name = { 'zh-CN': '茶杯', en: 'Tea cup', es: '  ', ja: '' };
    expect(missingLanguages(name, ['ja', 'zh-CN', 'en', 'es'])).toEqual(['es', 'ja']);
    expect(missingLanguages(name, ['zh-CN', 'en'])).toEqual([]);
    expect(missingLanguages({ en: '<p><br></p>' }, ['en'])).toEqual(['en']);
    expect(missingLanguages(undefined, ['en'])).toEqual(['en']);
    expect(translationErrors({ name, brief: { 'zh-CN': 'x' } }, ['zh-CN', 'es'])).toEqual([
      { field: 'name.es', key: 'required' },
      { field: 'brief.es', key: 'required' },
    ]);
  });
});

describe('console text completeness', () => {
  // zh-CN is the reference: 4 keys in "common" (one nested), 2 in "order".
  const zh: ConsoleTexts = {
    common: {
      common: flattenTexts({ ok: '确定', cancel: '取消', pager: { total: '共 {{total}} 条', next: '下一页' } }),
    },
    order: { order: { title: '订单', status: '状态' } },
  };
  const texts = {
    'zh-CN': zh,
    // en: complete
    en: {
      common: {
        common: flattenTexts({ ok: 'OK', cancel: 'Cancel', pager: { total: '{{total}} in all', next: 'Next' } }),
      },
      order: { order: { title: 'Orders', status: 'Status' } },
    },
    // es: pager.next missing, cancel empty, the order area absent, an extra key that zh-CN lacks
    es: {
      common: {
        common: flattenTexts({ ok: 'Aceptar', cancel: '', pager: { total: '{{total}} en total' }, extra: 'x' }),
      },
    },
    // ja: only the order title
    ja: { order: { order: { title: '注文' } } },
  };

  it('counts per language and area the keys missing or empty against zh-CN', () => {
    const gaps = consoleTextGaps(texts, ['en', 'es', 'ja']);
    const view = gaps.map((g) => [g.language, g.area, g.total, g.missing]);
    expect(view).toEqual([
      ['en', 'common', 4, 0],
      ['en', 'order', 2, 0],
      ['es', 'common', 4, 2],
      ['es', 'order', 2, 2],
      ['ja', 'common', 4, 4],
      ['ja', 'order', 2, 1],
    ]);
    const es = gaps.find((g) => g.language === 'es' && g.area === 'common')!;
    expect(es.sample).toEqual(['common:cancel', 'common:pager.next']);
    expect(gaps.find((g) => g.language === 'ja' && g.area === 'order')!.sample).toEqual(['order:status']);
  });

  it('reports on the enabled languages only', () => {
    expect(new Set(consoleTextGaps(texts, ['es']).map((g) => g.language))).toEqual(new Set(['es']));
    expect(consoleTextGaps(texts, [])).toEqual([]);
  });
});
