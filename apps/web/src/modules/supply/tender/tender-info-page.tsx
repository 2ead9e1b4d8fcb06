import { Descriptions, Empty } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TenderRow } from '@shop/shared/api/supply-tender';
import { useCan } from '../../../lib/auth-store.ts';
import { OwnTender } from './own-tender.tsx';
import { StaffTender } from './staff-tender.tsx';
import { when } from './parts.tsx';

/** The tender's facts, as both views show them. */
export function TenderFacts({ t: tender }: { t: TenderRow }): ReactNode {
  const { t } = useTranslation('tender');
  return (
    <Descriptions column={{ xs: 1, md: 3 }} size="small">
      <Descriptions.Item label={t('field.spec')}>{tender.spec || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('field.quantity')}>{tender.quantity}</Descriptions.Item>
      <Descriptions.Item label={t('field.warehouse')}>{tender.warehouseName}</Descriptions.Item>
      <Descriptions.Item label={t('field.bid_deadline')}>{when(tender.deadline)}</Descriptions.Item>
      <Descriptions.Item label={t('field.min_level')}>{tender.minLevelRank ?? t('tender.any_level')}</Descriptions.Item>
      <Descriptions.Item label={t('field.weights')}>
        {(['price', 'delivery', 'score', 'level'] as const)
          .map((c) => `${t(`criterion.${c}`)} ${tender.weights[c]}%`)
          .join(' · ')}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * /supplier/biddingInfo?id=: one tender. Staff: invitations, receipts, opening, the comparison
 * and the award; a supplier (`&invitation=`): the tender, its own sealed bid and the outcome.
 */
export function TenderInfoPage(): ReactNode {
  const { t } = useTranslation('tender');
  const [params] = useSearchParams();
  const can = useCan();
  const id = Number(params.get('id')) || 0;
  const invitation = Number(params.get('invitation')) || 0;
  if (can('supply_tender_bid')) return invitation ? <OwnTender invitationId={invitation} /> : <Empty />;
  if (!id) return <Empty description={t('not_found')} />;
  return <StaffTender id={id} />;
}
