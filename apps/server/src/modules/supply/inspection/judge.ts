import type { ErrorCode } from '@shop/shared';
import type { CheckDef, CheckResult } from './table.ts';

export interface Verdict {
  passed: boolean;
  results: CheckResult[];
  error?: { code: ErrorCode; field: string; key: string };
}

/**
 * Judges the inspector's answers against the checks: each check answered once (in the checks'
 * order); a measurement passes when its value lies within target ± tolerance (the server decides,
 * not the form); a photo check needs at least one photo; a pass-or-fail check is as answered.
 */
export function judge(
  checks: readonly CheckDef[],
  answers: readonly { key: string; passed: boolean; value: number | null; photos: string[]; note: string }[],
): Verdict {
  const byKey = new Map(answers.map((a) => [a.key, a]));
  const results: CheckResult[] = [];
  for (const [n, c] of checks.entries()) {
    const a = byKey.get(c.key);
    if (!a) return fail('inspection.checks_incomplete', `results.${n}`, 'required');
    let passed = a.passed;
    if (c.kind === 'measure') {
      if (a.value === null) return fail('inspection.checks_incomplete', `results.${n}.value`, 'required');
      passed = Math.abs(a.value - (c.target ?? 0)) <= (c.tolerance ?? 0) + 1e-9;
    }
    if (c.kind === 'photo' && a.photos.length === 0)
      return fail('inspection.photo_required', `results.${n}.photos`, 'required');
    results.push({ key: c.key, passed, value: a.value, photos: a.photos, note: a.note });
  }
  return { passed: results.every((r) => r.passed), results };
}

function fail(code: ErrorCode, field: string, key: string): Verdict {
  return { passed: false, results: [], error: { code, field, key } };
}
