import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompletenessData, LanguageRow } from '@shop/shared/api/language';
import { createTestApp, secondInstance, type TestApp } from '../../../test-support/harness.ts';
import { inEveryLanguage } from '../../../test-support/names.ts';
import { useWorld } from '../../../test-support/world.ts';
import { readConsoleTexts } from './console-texts.ts';

const en = { 'accept-language': 'en' };
const P = '/admin/setting/language';

// Content languages (settings /language): enabling and disabling, the default (always enabled),
// the one translation rule on products, categories and the import, and the completeness report.
describe('content languages (settings /language)', () => {
  const world = useWorld(async () => {
    const t = await createTestApp();
    return { t, adminAk: await t.login('admin'), salesAk: await t.login('sales') };
  });
  let t: TestApp;
  let adminAk: string;
  let seq = 0;
  beforeAll(() => ({ t, adminAk } = world));
  const list = async () => (await t.get(P, adminAk, en)).json().data.list as LanguageRow[];
  const row = async (code: string) => (await list()).find((l) => l.code === code)!;
  const post = (p: string, body: unknown) => t.post(`${P}${p}`, body, adminAk, en);
  const product = (name: Record<string, string>) => {
    seq++;
    return t.post(
      '/admin/catalog/product/add',
      { name, number: `L-${seq}`, sku: `L-SKU-${seq}`, price: 100 },
      adminAk,
      en,
    );
  };
  const category = (name: Record<string, string>) =>
    t.post('/admin/catalog/category/add', { name, sort: 1 }, adminAk, en);

  it('lists the four languages, zh-CN the default, all enabled', async () => {
    expect((await list()).map((l) => [l.code, l.enabled, l.isDefault])).toEqual([
      ['zh-CN', true, true],
      ['en', true, false],
      ['es', true, false],
      ['ja', true, false],
    ]);
    const enabled = (await t.get('/admin/language/enabled', world.salesAk)).json().data;
    expect(enabled).toEqual({ enabled: ['zh-CN', 'en', 'es', 'ja'], default: 'zh-CN' });
  });

  it('requires the name in every enabled language on products and categories', async () => {
    const partial = { 'zh-CN': '茶杯', en: 'Tea cup' };
    const refused = await product(partial);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().data.errors).toEqual([
      { field: 'name.es', key: 'required' },
      { field: 'name.ja', key: 'required' },
    ]);
    const cat = await category(partial);
    expect(cat.statusCode).toBe(422);
    expect(cat.json().data.errors).toContainEqual({ field: 'name.ja', key: 'required' });
    expect((await product(inEveryLanguage('Tea cup'))).statusCode).toBe(200);
  });

  it('never disables the default; a disabled language is no longer required', async () => {
    const zh = await row('zh-CN');
    const off = await post('/status', { code: 'zh-CN', status: false, version: zh.version });
    expect(off.statusCode).toBe(409);
    expect(off.json().msg).toBe(
      'The default language cannot be disabled; make another enabled language the default first',
    );
    for (const code of ['es', 'ja']) {
      const l = await row(code);
      expect((await post('/status', { code, status: false, version: l.version })).json().data.enabled).toBe(false);
    }
    const enabled = (await t.get('/admin/language/enabled', adminAk)).json().data;
    expect(enabled.enabled).toEqual(['zh-CN', 'en']);
    const options = await t.post('/admin/api/selectlist', { names: ['languages'] }, world.salesAk, en);
    expect(options.json().data.lists.languages).toEqual([
      { value: 'zh-CN', label: '简体中文' },
      { value: 'en', label: 'English' },
      { value: 'es', label: 'Español', disabled: true },
      { value: 'ja', label: '日本語', disabled: true },
    ]);
    const saved = await product({ 'zh-CN': '茶杯', en: 'Tea cup' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await category({ 'zh-CN': '茶具', en: 'Tea sets' })).statusCode).toBe(200);
    const noEn = await product({ 'zh-CN': '茶杯', es: 'Taza' });
    expect(noEn.json().data.errors).toEqual([{ field: 'name.en', key: 'required' }]);
    const log = await t.database.raw(`select before, after from audit_log where action = 'language.disable'`);
    expect(log.rows.length).toBe(2);
  });

  it('makes only an enabled language the default, then zh-CN may be disabled', async () => {
    const ja = await row('ja');
    expect((await post('/default', { code: 'ja', version: ja.version })).json().msg).toBe(
      'A disabled language cannot become the default; enable it first',
    );
    const enRow = await row('en');
    expect((await post('/default', { code: 'en', version: enRow.version + 1 })).statusCode).toBe(409);
    const made = await post('/default', { code: 'en', version: enRow.version });
    expect(made.json().data).toMatchObject({ code: 'en', isDefault: true, enabled: true });
    expect((await t.get('/admin/setting/store', adminAk)).json().data.defaultLanguage).toBe('en');
    const zh = await row('zh-CN');
    expect(zh.isDefault).toBe(false);
    expect((await post('/status', { code: 'zh-CN', status: false, version: zh.version })).statusCode).toBe(200);
    expect((await product({ en: 'English only' })).statusCode).toBe(200);
    // back to the usual set for the report below
    for (const code of ['zh-CN', 'es', 'ja']) await post('/status', { code, status: true });
    await post('/default', { code: 'zh-CN', version: (await row('zh-CN')).version });
  });

  it('reports catalog records lacking a translation, per enabled language', async () => {
    const report = async () => (await t.get(`${P}/completeness`, adminAk)).json().data as CompletenessData;
    const count = async (lang: string) =>
      Number(
        (
          await t.database.raw(`select count(*)::int as n from products where coalesce(btrim(name ->> $1), '') = ''`, [
            lang,
          ])
        ).rows[0]!.n,
      );
    const data = await report();
    expect(data.languages).toEqual(['zh-CN', 'en', 'es', 'ja']);
    for (const lang of ['es', 'ja', 'zh-CN']) {
      const gap = data.catalog.find((g) => g.language === lang && g.area === 'products')!;
      expect(gap.missing).toBe(await count(lang));
    }
    // the products saved above while es and ja were disabled lack them
    expect(data.catalog.find((g) => g.language === 'es' && g.area === 'products')!.missing).toBeGreaterThanOrEqual(2);
    expect(data.catalog.find((g) => g.language === 'zh-CN' && g.area === 'products')!.missing).toBeGreaterThanOrEqual(
      1,
    );
    expect(data.consoleAvailable).toBe(true);
    const enCommon = data.console.find((g) => g.language === 'en' && g.area === 'common')!;
    expect(enCommon.total).toBeGreaterThan(50);
    expect(enCommon.missing).toBe(0);
    await post('/status', { code: 'ja', status: false, version: (await row('ja')).version });
    expect((await report()).languages).toEqual(['zh-CN', 'en', 'es']);
    expect((await report()).console.some((g) => g.language === 'ja')).toBe(false);
  });

  it('reads the console text files per language and area (a fixture tree)', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'console-texts-'));
    const put = (rel: string, json: unknown) => {
      mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
      writeFileSync(path.join(root, rel), JSON.stringify(json));
    };
    put('locales/zh-CN/common.json', { ok: '确定', pager: { total: '共 {{total}} 条' } });
    put('locales/en/common.json', { ok: 'OK' });
    put('modules/order/locales/zh-CN/order.json', { title: '订单' });
    put('modules/order/abandoned/locales/zh-CN/abandoned.json', { title: '弃单' });
    put('modules/order/locales/ja/order.json', { title: '注文' });
    put('modules/order/notes.json', { ignored: true });
    const texts = await readConsoleTexts(root);
    expect(texts).toEqual({
      'zh-CN': {
        common: { common: { ok: '确定', 'pager.total': '共 {{total}} 条' } },
        order: { abandoned: { title: '弃单' }, order: { title: '订单' } },
      },
      en: { common: { common: { ok: 'OK' } } },
      ja: { order: { order: { title: '注文' } } },
    });
    expect(await readConsoleTexts(path.join(root, 'absent'))).toBeUndefined();
  });

  it('starts a new store in its configured language, unless the languages were changed', async () => {
    const other = await createTestApp({ STORE_LANGUAGE: 'ja' });
    try {
      const ak = await other.login('admin');
      const defaultOf = async () =>
        ((await other.get(P, ak)).json().data.list as { code: string; isDefault: boolean }[]).find((l) => l.isDefault)
          ?.code;
      expect(await defaultOf()).toBe('ja');
      expect((await other.get('/admin/setting/store', ak)).json().data.defaultLanguage).toBe('ja');
      expect((await other.post(`${P}/status`, { code: 'es', status: false }, ak)).statusCode).toBe(200);
      const restarted = await secondInstance({ ...other, config: { ...other.config, STORE_LANGUAGE: 'en' } });
      await restarted.close();
      expect(await defaultOf()).toBe('ja');
    } finally {
      await other.close();
    }
  });

  it('is refused to an account without the language key', async () => {
    expect((await t.post(`${P}/status`, { code: 'es', status: false }, world.salesAk)).statusCode).toBe(403);
    expect((await t.get(`${P}/completeness`, world.salesAk)).statusCode).toBe(403);
  });
});
