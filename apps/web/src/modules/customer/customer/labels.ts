import type { TFunction } from 'i18next';
import type { Localized } from '@shop/shared';
import { pickLocalized } from '../../../components/localized.ts';

/** A customer group as the screens name it: "VIP (5% off)", or just the name without a discount. */
export function groupLabel(
  group: { name: Localized; discountPercent: number },
  language: string,
  t: TFunction,
): string {
  const name = pickLocalized(group.name, language);
  return group.discountPercent > 0 ? t('customer:group_with_discount', { name, percent: group.discountPercent }) : name;
}
