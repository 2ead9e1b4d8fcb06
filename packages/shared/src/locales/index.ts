import type { Language } from '../constants.ts';
import { partsOf } from '../area.ts';
import { SHARED_AREAS } from '../areas/index.ts';
import type { ErrorCode } from '../errors.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';

const CORE_MESSAGES = { 'zh-CN': zhCN, en, es, ja };

/** Every code's text in every language: the platform's texts, then each area's. */
export const SERVER_MESSAGES = Object.fromEntries(
  (Object.keys(CORE_MESSAGES) as Language[]).map((lang) => [
    lang,
    Object.assign({}, CORE_MESSAGES[lang], ...SHARED_AREAS.flatMap(partsOf).map((p) => p.messages[lang])) as Record<
      ErrorCode,
      string
    >,
  ]),
) as Record<Language, Record<ErrorCode, string>>;

export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}

export function translateError(lang: Language, code: ErrorCode, params?: Record<string, unknown>): string {
  return interpolate(SERVER_MESSAGES[lang][code] ?? SERVER_MESSAGES.en[code], params);
}
