import { LANGUAGES, type Language } from '../constants.ts';

/**
 * E-mail push templates: text with `{{variable}}` placeholders. The variables a template may use
 * are listed here once; the console offers them for insertion and the server renders them.
 */
export const PUSH_VARIABLES = ['customer_name', 'store_name', 'products', 'unsubscribe_url'] as const;
export type PushVariable = (typeof PUSH_VARIABLES)[number];

/**
 * The languages a push template is written in. The four console languages for now; this is the
 * one place to switch to the store's enabled languages once they are kept in a table.
 */
export function pushLanguages(): readonly Language[] {
  return LANGUAGES;
}

/** A problem found in a template: an unknown variable (named) or braces opened and never closed. */
export type TemplateProblem = { key: 'unknown_variable'; name: string } | { key: 'unclosed_braces'; name: string };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The first problem of a template's text, or null when every placeholder is a known variable. */
export function templateProblem(text: string): TemplateProblem | null {
  let rest = text;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!(PUSH_VARIABLES as readonly string[]).includes(name)) return { key: 'unknown_variable', name };
  }
  rest = rest.replace(PLACEHOLDER, '');
  const open = rest.indexOf('{{');
  if (open >= 0) return { key: 'unclosed_braces', name: rest.slice(open, open + 24).split(/\s/)[0]! };
  const close = rest.indexOf('}}');
  if (close >= 0) return { key: 'unclosed_braces', name: rest.slice(Math.max(0, close - 22), close + 2) };
  return null;
}

/** Replaces each `{{variable}}` with its value (values are inserted as given: escape them for HTML first). */
export function fillTemplate(text: string, values: Record<PushVariable, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (PUSH_VARIABLES as readonly string[]).includes(name) ? values[name as PushVariable] : whole,
  );
}

export function isPushLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
