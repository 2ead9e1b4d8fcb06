import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shop/shared/constants';
import { PERMISSIONS } from '@shop/shared/permissions';
import { DASHBOARD_FIGURES } from '@shop/shared/api/messages';
import { NAMESPACES } from '../lib/i18n.ts';

type Tree = { [key: string]: string | Tree };

// The shell's namespaces (src/locales) and every area's and entity's (modules/**/locales), as i18n loads them.
const files = import.meta.glob<{ default: Tree }>(['./*/*.json', '../modules/**/locales/*/*.json'], { eager: true });
const filesOf = (language: string, namespace: string) =>
  Object.entries(files).filter(([path]) => path.endsWith(`/${language}/${namespace}.json`));

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function load(language: string, namespace: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [, file] of filesOf(language, namespace)) for (const [k, v] of flatten(file.default)) out.set(k, v);
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Values that stay the same as in English on purpose (codes, abbreviations, loan words that the
 * language uses as they are). Keep this list short.
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  es: ['log:export', 'violation:no', 'level:no', 'level:field.id'],
  ja: ['level:field.id'],
};

describe('locale files', () => {
  it('every language has every namespace file', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES)
        expect(filesOf(language, namespace).length, `${language}/${namespace}`).toBeGreaterThan(0);
    }
  });

  it('a namespace spread over several folders (perm) names each key in one of them only', () => {
    for (const language of LANGUAGES) {
      for (const namespace of NAMESPACES) {
        const seen = new Map<string, string>();
        for (const [path, file] of filesOf(language, namespace)) {
          for (const key of flatten(file.default).keys()) {
            expect(seen.get(key), `${language} ${namespace}:${key} in ${path}`).toBeUndefined();
            seen.set(key, path);
          }
        }
      }
    }
  });

  it("keeps each area's files in the same namespaces in every language", () => {
    const folders = (language: string) =>
      Object.keys(files)
        .filter((p) => p.includes(`/${language}/`))
        .map((p) => p.replace(`/${language}/`, '/*/'))
        .sort();
    for (const language of LANGUAGES) expect(folders(language)).toEqual(folders('zh-CN'));
  });

  for (const namespace of NAMESPACES) {
    it(`${namespace}: same keys in every language, no empty value, same {{variables}}`, () => {
      const reference = load('zh-CN', namespace);
      expect(reference.size).toBeGreaterThan(0);
      for (const language of LANGUAGES) {
        const table = load(language, namespace);
        expect([...table.keys()].sort(), `${language}/${namespace} keys`).toEqual([...reference.keys()].sort());
        for (const [key, value] of table) {
          expect(value.trim(), `${language} ${namespace}:${key} is empty`).not.toBe('');
          expect(variables(value), `${language} ${namespace}:${key} variables`).toEqual(
            variables(reference.get(key) ?? ''),
          );
        }
      }
    });

    it(`${namespace}: es and ja are translated, not English copies`, () => {
      const english = load('en', namespace);
      for (const language of ['es', 'ja'] as const) {
        const table = load(language, namespace);
        for (const [key, value] of table) {
          const id = `${namespace}:${key}`;
          if (SAME_AS_ENGLISH[language].includes(id)) continue;
          expect(value, `${language} ${id} is left in English`).not.toBe(english.get(key));
        }
      }
    });
  }

  it('labels every permission key of the manifest', () => {
    for (const language of LANGUAGES) {
      const labels = load(language, 'perm');
      for (const { key } of PERMISSIONS) expect(labels.get(key), `${language} perm:${key}`).toBeTruthy();
    }
  });

  it('labels every dashboard figure a module may show', () => {
    for (const language of LANGUAGES) {
      const labels = load(language, 'dashboard');
      for (const key of DASHBOARD_FIGURES)
        expect(labels.get(`figure.${key}`), `${language} dashboard:figure.${key}`).toBeTruthy();
    }
  });

  it('has the keys the specification names', () => {
    for (const language of LANGUAGES) {
      expect(load(language, 'route').get('desc_tips')).toBeTruthy();
      for (const key of ['img_type', 'img_size', 'img_error']) expect(load(language, 'tips').get(key)).toBeTruthy();
    }
  });

  it('has every literal key the source code asks for', () => {
    const sourceDir = join(__dirname, '..');
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.includes('.test.')) sources.push(path);
      }
    };
    walk(sourceDir);
    const missing: string[] = [];
    for (const path of sources) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z][a-z-]*):([A-Za-z0-9_.]+)'/g)) {
        const [, namespace, key] = match;
        for (const language of LANGUAGES)
          if (!load(language, namespace).has(key)) missing.push(`${language} ${namespace}:${key} (${path})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
