import { Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultCurrency } from '../../../lib/currency-formats.ts';
import { formatMoney } from '../../../lib/money.ts';

const COLORS: Record<string, string> = {
  open: 'blue',
  tendering: 'purple',
  closed: 'default',
  opened: 'gold',
  awarded: 'green',
  cancelled: 'default',
  sealed: 'blue',
  withdrawn: 'default',
  valid: 'green',
  tampered: 'red',
};

/** A state of a post, a tender or a bid, in words and colour. */
export function StateTag({ state }: { state: string }): ReactNode {
  const { t } = useTranslation('tender');
  return (
    <Tag color={COLORS[state]} data-testid={`state-${state}`}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** Minor units of the default currency, written in the reader's language. */
export function useMoney(): (minor: number | null | undefined) => string {
  const { i18n } = useTranslation();
  return (minor) =>
    minor === null || minor === undefined ? '—' : formatMoney(minor, defaultCurrency(), i18n.language);
}

export const when = (iso: string | null | undefined) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');
