import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** 1 to 5 stars as text (read-only). */
export function Rating({ value }: { value: number }): ReactNode {
  const { t } = useTranslation('review');
  return (
    <span className="review-rating" role="img" aria-label={t('review:rating_label', { n: value })}>
      {'★'.repeat(value)}
      <span className="review-rating-empty">{'☆'.repeat(Math.max(0, 5 - value))}</span>
    </span>
  );
}
