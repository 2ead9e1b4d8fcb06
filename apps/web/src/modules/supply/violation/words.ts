import type { TFunction } from 'i18next';
import type { Sanction } from '@shop/shared/api/supply-violation-type';

/** A sanction in the console's words ("7-day ban"). */
export function sanctionWords(t: TFunction, sanction: Sanction, days: number): string {
  if (sanction === 'suspension' && days === 0) return t('violation:sanction.suspension_open');
  return t(`violation:sanction.${sanction}`, { count: days });
}
