import { Alert, Card, Descriptions, Empty, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../lib/auth-store.ts';
import { applications, QUEUE_PATH, reviewPath } from './api.ts';
import { NS } from './fields.tsx';
import { ReviewDecisions } from './review-decisions.tsx';
import { RoundsHistory, StatusTag, useItemLabel, ValuesView } from './status-view.tsx';
import './apply.css';

/** /supplier/supplierapply/:id: one application reviewed item by item, duplicates flagged, every round. */
export function ApplicationReviewPage(): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const { id } = useParams();
  const can = useCan();
  const label = useItemLabel();
  const record = applications.useRecord(Number(id) || null);
  if (record.isPending) return <Spin />;
  if (record.isError || !record.data) return <Empty description={t('not_found')} />;
  const app = record.data;
  const at = (v: string | null) => (v ? v.slice(0, 16).replace('T', ' ') : '—');
  return (
    <div className="review-page" data-testid="application-review">
      <div className="page-title-row">
        <h2>
          {t('review_title', { reference: app.reference })} <StatusTag status={app.status} />
        </h2>
        <Link to={QUEUE_PATH}>{t('back_to_queue')}</Link>
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'name', label: t('field.enterpriseName'), children: app.enterpriseName },
          { key: 'email', label: t('email'), children: app.email },
          { key: 'username', label: t('username'), children: app.username || t('username_derived') },
          { key: 'round', label: t('col.round'), children: app.round },
          { key: 'submitted', label: t('col.submitted'), children: at(app.submittedAt) },
          { key: 'decided', label: t('col.decided'), children: at(app.decidedAt) },
          ...(app.supplierId
            ? [
                {
                  key: 'supplier',
                  label: t('supplier'),
                  children: (
                    <Link to={`/supplier/supplierinfo/${app.supplierId}`}>{app.supplierName ?? app.supplierId}</Link>
                  ),
                },
              ]
            : []),
        ]}
      />
      {app.duplicates.length ? (
        <Alert
          type="warning"
          showIcon
          data-testid="review-duplicates"
          message={t('duplicates_title')}
          description={
            <ul>
              {app.duplicates.map((d, i) => (
                <li key={i}>
                  {label(d.field)}:{' '}
                  {d.supplierId ? (
                    <Link to={`/supplier/supplierinfo/${d.supplierId}`}>
                      {t('dup_supplier', { name: d.supplierName })}
                    </Link>
                  ) : (
                    <Link to={reviewPath(d.applicationId!)}>{t('dup_application', { reference: d.reference })}</Link>
                  )}
                </li>
              ))}
            </ul>
          }
          style={{ margin: '12px 0' }}
        />
      ) : null}
      {app.status === 'pending' && can('supply_apply_audit') ? (
        <Card title={t('decide_round', { n: app.round })} size="small" style={{ marginBottom: 16 }}>
          <ReviewDecisions key={`${app.id}:${app.version}`} app={app} />
        </Card>
      ) : null}
      <Card title={t('submitted_values')} size="small" style={{ marginBottom: 16 }}>
        <ValuesView values={app.values} documents={app.documents} source={{ id: app.id }} />
      </Card>
      <Card title={t('rounds')} size="small">
        <Typography.Paragraph type="secondary">{t('rounds_hint')}</Typography.Paragraph>
        <RoundsHistory rounds={app.rounds} />
      </Card>
    </div>
  );
}
