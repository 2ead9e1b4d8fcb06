import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's layering, checked on the source: platform never imports an area's module, and in
// the areas only repositories (and tables) speak to the database.

const SRC = path.resolve(import.meta.dirname, '..');
const sources = (dir: string) =>
  (readdirSync(path.join(SRC, dir), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));
const importsOf = (file: string) =>
  [...readFileSync(path.join(SRC, file), 'utf8').matchAll(/^(?:import|export)\b[^;]*?from '(\.[^']+)'/gms)].map((m) =>
    path.normalize(path.join(path.dirname(file), m[1]!)),
  );

describe('server layering', () => {
  it('platform imports no module of an area', () => {
    const offending = sources('platform').flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`modules${path.sep}`))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('in the areas, only repositories and tables query the database', () => {
    // A query builder or raw statement on a database handle (`db.select(`, `tx.execute(`, ...).
    const query = /\b(?:db|tx|this\.db)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*[(<]/;
    const allowed = (file: string) => /(^|[-/])repository\.ts$|\/table\.ts$/.test(file.split(path.sep).join('/'));
    const offending = sources('modules').filter(
      (file) => !allowed(file) && query.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});
