import type { Language } from '../constants.ts';
import type { ErrorCode } from '../errors.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { ja } from './ja.ts';
import { zhCN } from './zh-CN.ts';

export const SERVER_MESSAGES: Record<Language, Record<ErrorCode, string>> = { 'zh-CN': zhCN, en, es, ja };

export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}

export function translateError(lang: Language, code: ErrorCode, params?: Record<string, unknown>): string {
  return interpolate(SERVER_MESSAGES[lang][code] ?? SERVER_MESSAGES.en[code], params);
}
