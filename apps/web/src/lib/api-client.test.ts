import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the console, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

describe('typed API client', () => {
  it('is the only way the console names an endpoint: no endpoint URL is written in console code', () => {
    const offenders: string[] = [];
    for (const path of sources(join(__dirname, '..'))) {
      const text = readFileSync(path, 'utf8');
      for (const match of text.matchAll(/['"`](\/(?:admin|api)\/[^'"`]*)['"`]/g))
        offenders.push(`${path}: ${match[1]}`);
    }
    expect(offenders).toEqual([]);
  });
});
