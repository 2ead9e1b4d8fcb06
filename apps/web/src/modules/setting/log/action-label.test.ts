import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, i18nReady } from '../../../lib/i18n.ts';
import { actionLabel } from './action-label.ts';

describe('operation log action labels', () => {
  beforeAll(async () => {
    await i18nReady;
    await i18n.loadNamespaces(['log']);
  });

  it('uses an action text where one is written, else its verb, else the code', async () => {
    await changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(actionLabel(t, 'admin.add')).toBe('Added administrator');
    expect(actionLabel(t, 'supplier.suspend')).toBe('Suspended');
    expect(actionLabel(t, 'settings.store.edit')).toBe('Edited');
    expect(actionLabel(t, 'tax_class.default')).toBe('Made default');
    expect(actionLabel(t, 'push.stop')).toBe('Stopped');
    expect(actionLabel(t, 'something.unheard_of')).toBe('something.unheard_of');
  });

  it('has every verb in every language', async () => {
    for (const lang of ['zh-CN', 'es', 'ja'] as const) {
      await changeLanguage(lang);
      await i18n.loadNamespaces(['log']);
      const t = i18n.t.bind(i18n);
      expect(actionLabel(t, 'supplier.lift_ban')).not.toBe('supplier.lift_ban');
      expect(actionLabel(t, 'supplier.lift_ban')).not.toBe(i18n.getFixedT('en')('log:verb.lift_ban'));
    }
    await changeLanguage('en');
  });
});
