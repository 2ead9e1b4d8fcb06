import { TrophyOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CRITERIA, type BidView, type Criterion } from '@shop/shared/api/supply-tender';
import { StateTag, useMoney } from './parts.tsx';

/**
 * The side-by-side comparison after opening: each verified bid's terms, its score per criterion
 * (the best of each marked) and the weighted total, ranked; a tampered bid is listed, flagged and
 * left out of the scoring.
 */
export function Comparison(props: {
  bids: BidView[];
  awardBidId: number | null;
  canAward: boolean;
  onAward: (bidId: number) => void;
}): ReactNode {
  const { t } = useTranslation('tender');
  const money = useMoney();
  const rows = [...props.bids].sort((a, b) => (a.terms?.rank ?? 999) - (b.terms?.rank ?? 999));
  const best = (b: BidView, c: Criterion, text: ReactNode) =>
    b.terms?.best.includes(c) ? (
      <span className="tender-best" data-testid={`best-${c}-${b.id}`}>
        <Tag color="green">{t('compare.best')}</Tag>
        {text}
      </span>
    ) : (
      text
    );
  return (
    <Card title={t('compare.title')} style={{ marginTop: 16 }}>
      <Table<BidView>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 1100 }}
        data-testid="comparison"
        locale={{ emptyText: t('compare.empty') }}
        rowClassName={(b) => (b.status === 'tampered' ? 'tender-tampered' : '')}
        columns={[
          { title: t('compare.rank'), width: 60, render: (_, b) => b.terms?.rank ?? '—' },
          {
            title: t('field.supplier'),
            render: (_, b) => (
              <>
                {b.supplierName} {props.awardBidId === b.id && <TrophyOutlined data-testid="award-winner" />}
              </>
            ),
          },
          { title: t('bid.state'), render: (_, b) => <StateTag state={b.status} /> },
          {
            title: t('criterion.price'),
            render: (_, b) => (b.terms ? best(b, 'price', `${money(b.terms.price)} (${b.terms.scores?.price})`) : '—'),
          },
          {
            title: t('criterion.delivery'),
            render: (_, b) =>
              b.terms
                ? best(b, 'delivery', `${t('bid.days', { n: b.terms.leadDays })} (${b.terms.scores?.delivery})`)
                : '—',
          },
          {
            title: t('criterion.score'),
            render: (_, b) => (b.terms ? best(b, 'score', String(b.terms.supplierScore ?? '—')) : '—'),
          },
          {
            title: t('criterion.level'),
            render: (_, b) =>
              b.terms
                ? best(b, 'level', `${b.terms.levelName ?? b.terms.levelRank ?? '—'} (${b.terms.scores?.level})`)
                : '—',
          },
          { title: t('field.quantity'), render: (_, b) => b.terms?.quantity ?? '—' },
          { title: t('compare.total'), render: (_, b) => (b.terms ? <strong>{b.terms.total}</strong> : '—') },
          {
            title: '',
            render: (_, b) =>
              b.status === 'tampered' ? (
                <Tag color="red">{t('compare.tampered')}</Tag>
              ) : (
                props.canAward &&
                b.status === 'valid' && (
                  <Button size="small" type="primary" onClick={() => props.onAward(b.id)} data-testid={`award-${b.id}`}>
                    {t('award.button')}
                  </Button>
                )
              ),
          },
        ]}
      />
      <p style={{ marginTop: 8, color: '#888' }}>{t('compare.note', { criteria: CRITERIA.length })}</p>
    </Card>
  );
}
