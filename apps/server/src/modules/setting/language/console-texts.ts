import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, type Language } from '@shop/shared';
import { flattenTexts, type ConsoleTexts, type TextTree } from '@shop/shared/translations';

/** The console's sources beside the server's (the repository's layout, which the server runs from). */
export const CONSOLE_SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../web/src');

/**
 * The console's texts per language, read from its locale files (`<dir>/**\/locales/<lang>/<ns>.json`)
 * once and kept: area is the module folder (`modules/<area>/…`), `common` for `src/locales`.
 * Undefined when the sources are not there (a build shipped without them).
 */
export async function readConsoleTexts(
  root = CONSOLE_SOURCE,
): Promise<Partial<Record<Language, ConsoleTexts>> | undefined> {
  let entries: string[];
  try {
    entries = (await readdir(root, { recursive: true })) as string[];
  } catch {
    return undefined;
  }
  const out: Partial<Record<Language, ConsoleTexts>> = {};
  for (const rel of entries.sort()) {
    const parts = rel.split(path.sep);
    const at = parts.lastIndexOf('locales');
    if (at < 0 || parts.length !== at + 3 || !rel.endsWith('.json')) continue;
    const lang = parts[at + 1];
    if (!isLanguage(lang)) continue;
    const area = parts[0] === 'modules' && at > 1 ? parts[1]! : 'common';
    const ns = parts[at + 2]!.replace(/\.json$/, '');
    const tree = JSON.parse(await readFile(path.join(root, rel), 'utf8')) as TextTree;
    const byArea = ((out[lang] ??= {})[area] ??= {});
    byArea[ns] = { ...byArea[ns], ...flattenTexts(tree) };
  }
  return out;
}

let cached: Promise<Partial<Record<Language, ConsoleTexts>> | undefined> | undefined;

/** The console's texts, read on first use. */
export function consoleTexts(): Promise<Partial<Record<Language, ConsoleTexts>> | undefined> {
  cached ??= readConsoleTexts();
  return cached;
}
