import { describe, expect, it } from 'vitest';
import { recallBlock } from './recallable.ts';

describe('recallBlock', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  const row = { orderId: null, recallStatus: 'none', lastRecallAt: null };

  it('allows a checkout never recalled, failed, or recalled more than 24 hours ago', () => {
    expect(recallBlock(row, now)).toBeNull();
    expect(recallBlock({ ...row, recallStatus: 'failed' }, now)).toBeNull();
    expect(recallBlock({ ...row, recallStatus: 'sent', lastRecallAt: '2025-03-09T11:59:00Z' }, now)).toBeNull();
  });

  it('blocks converted, queued and recently recalled checkouts, converted first', () => {
    expect(recallBlock({ ...row, orderId: 5, recallStatus: 'queued' }, now)).toBe('converted');
    expect(recallBlock({ ...row, recallStatus: 'queued' }, now)).toBe('queued');
    expect(recallBlock({ ...row, recallStatus: 'sent', lastRecallAt: '2025-03-09T12:30:00Z' }, now)).toBe('cooldown');
  });
});
