import type { Locale } from 'antd/es/locale';
import type { Language } from '@shop/shared/constants';

// antd's own locale packs, one small chunk each.
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/locale/zh_CN'),
  en: () => import('antd/locale/en_US'),
  es: () => import('antd/locale/es_ES'),
  ja: () => import('antd/locale/ja_JP'),
};

export async function loadAntdLocale(language: Language): Promise<Locale> {
  return (await loaders[language]()).default;
}
