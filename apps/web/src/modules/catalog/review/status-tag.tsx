import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '@shop/shared/api/catalog-review';

const COLOURS: Record<ReviewStatus, string> = { to_be_reviewed: 'gold', passed: 'success', failed: 'red' };

export function ReviewStatusTag({ status }: { status: ReviewStatus }): ReactNode {
  const { t } = useTranslation('review');
  return (
    <Tag color={COLOURS[status]} className="catalog-tag" data-testid="review-status">
      {t(`review:status.${status}`)}
    </Tag>
  );
}
