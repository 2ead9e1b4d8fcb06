import { describe, expect, it } from 'vitest';
import { judge } from './judge.ts';
import { drawOf, mustInspect, ruleInForce, stageOf } from './sampling.ts';

const P = true;
const F = false;
const times = (n: number, v: boolean) => Array.from({ length: n }, () => v);

describe('sampling stages from a supplier’s own history', () => {
  it('starts normal; one failure stays normal, 2 failures in the last 5 lots tighten', () => {
    expect(stageOf([])).toBe('normal');
    expect(stageOf([F, P, P])).toBe('normal');
    expect(stageOf([F, P, P, P, F])).toBe('tightened');
    // failures 5 lots apart are not in the same window
    expect(stageOf([F, P, P, P, P, F])).toBe('normal');
  });

  it('tightened goes back to normal after 5 passes in a row, and a failure meanwhile restarts the run', () => {
    expect(stageOf([F, F, ...times(4, P)])).toBe('tightened');
    expect(stageOf([F, F, ...times(5, P)])).toBe('normal');
    expect(stageOf([F, F, ...times(4, P), F, ...times(4, P)])).toBe('tightened');
  });

  it('reduced after 10 passes in a row; a failure in reduced goes back to normal, a second one tightens', () => {
    expect(stageOf(times(9, P))).toBe('normal');
    expect(stageOf(times(10, P))).toBe('reduced');
    expect(stageOf([...times(10, P), ...times(20, P)])).toBe('reduced');
    expect(stageOf([...times(10, P), F])).toBe('normal');
    expect(stageOf([...times(10, P), F, P, F])).toBe('tightened');
  });

  it('puts the stage’s rule in force: tightened every lot, reduced half the sampling', () => {
    const every = { frequency: 'every_lot', percent: 100, periodDays: 30 } as const;
    const random = { frequency: 'random', percent: 20, periodDays: 30 } as const;
    const periodic = { frequency: 'periodic', percent: 100, periodDays: 14 } as const;
    expect(ruleInForce(random, 'tightened')).toMatchObject({ frequency: 'every_lot' });
    expect(ruleInForce(random, 'normal')).toEqual(random);
    expect(ruleInForce(random, 'reduced')).toMatchObject({ frequency: 'random', percent: 10 });
    expect(ruleInForce(every, 'reduced')).toMatchObject({ frequency: 'random', percent: 50 });
    expect(ruleInForce(periodic, 'reduced')).toMatchObject({ frequency: 'periodic', periodDays: 28 });
  });

  it('draws a lot the same every time, and samples periodic lots once per period', () => {
    expect(drawOf('1:2:3:L1')).toBe(drawOf('1:2:3:L1'));
    const draws = Array.from({ length: 1000 }, (_, n) => drawOf(`lot-${n}`));
    const picked = draws.filter((d) =>
      mustInspect({ frequency: 'random', percent: 20, periodDays: 1 }, d, null, new Date()),
    );
    expect(picked.length).toBeGreaterThan(150);
    expect(picked.length).toBeLessThan(250);
    const now = new Date('2026-01-15T00:00:00Z');
    const rule = { frequency: 'periodic', percent: 100, periodDays: 7 } as const;
    expect(mustInspect(rule, 0, null, now)).toBe(true);
    expect(mustInspect(rule, 0, new Date('2026-01-10T00:00:00Z'), now)).toBe(false);
    expect(mustInspect(rule, 0, new Date('2026-01-08T00:00:00Z'), now)).toBe(true);
  });

  it('judges measurements within target ± tolerance on the server, and requires a photo where asked', () => {
    const checks = [
      { key: 'w', label: 'W', kind: 'measure', target: 10, tolerance: 0.5 },
      { key: 'p', label: 'P', kind: 'photo' },
    ] as const;
    const ans = (value: number, photos: string[]) => [
      { key: 'w', passed: false, value, photos: [], note: '' },
      { key: 'p', passed: true, value: null, photos, note: '' },
    ];
    expect(judge(checks, ans(10.5, ['/files/a.png'])).passed).toBe(true);
    expect(judge(checks, ans(10.6, ['/files/a.png'])).passed).toBe(false);
    expect(judge(checks, ans(10, [])).error).toMatchObject({ code: 'inspection.photo_required' });
    expect(judge(checks, ans(10, ['/files/a.png']).slice(1)).error).toMatchObject({
      code: 'inspection.checks_incomplete',
    });
  });
});
