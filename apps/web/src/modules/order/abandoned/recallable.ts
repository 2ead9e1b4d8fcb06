import { ABANDONED_RULES } from '@shop/shared/api/abandoned';

const HOUR = 3_600_000;

export type RecallBlock = 'converted' | 'queued' | 'cooldown' | null;

/** Why a checkout cannot be recalled now (the server refuses the same), or null. */
export function recallBlock(
  row: { orderId: number | null; recallStatus: string; lastRecallAt: string | null },
  now = Date.now(),
): RecallBlock {
  if (row.orderId !== null) return 'converted';
  if (row.recallStatus === 'queued') return 'queued';
  if (row.lastRecallAt && now - new Date(row.lastRecallAt).getTime() < ABANDONED_RULES.recallCooldownHours * HOUR)
    return 'cooldown';
  return null;
}
