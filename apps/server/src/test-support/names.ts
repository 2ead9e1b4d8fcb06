/**
 * A catalog name filled in every content language: products and categories need one in each
 * enabled language (/language; all four are enabled unless a test disables one).
 */
export function inEveryLanguage(text: string): { 'zh-CN': string; en: string; es: string; ja: string } {
  return { 'zh-CN': text, en: text, es: text, ja: text };
}
