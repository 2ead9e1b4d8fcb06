import './agreement.css';
import { Card, Descriptions, Empty, Skeleton, Tabs } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AGREEMENT_KINDS, type AgreementKind } from '@shop/shared/api/agreement';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useAgreement } from './api.ts';
import { AgreementEditor } from './agreement-editor.tsx';
import { AgreementHistory } from './agreement-history.tsx';

const isKind = (value: string | null): value is AgreementKind =>
  (AGREEMENT_KINDS as readonly string[]).includes(value ?? '');

/** One kind: its current version (number, who, when), the editor of the next one, and the history. */
function KindPanel({ kind }: { kind: AgreementKind }): ReactNode {
  const { t } = useTranslation(['agreement', 'common']);
  const query = useAgreement(kind);
  if (!query.data)
    return query.isError ? <QueryStatus query={query} failedTitle={t('agreement:load_failed')} /> : <Skeleton active />;
  const { current, history } = query.data;
  return (
    <div className="agreement-panel" data-testid={`agreement-panel-${kind}`}>
      <Card size="small" title={t('agreement:current.title')} data-testid="agreement-current">
        {current ? (
          <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
            <Descriptions.Item label={t('agreement:field.version')}>
              <span data-testid="agreement-current-version">
                {t('agreement:current.version', { version: current.version })}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('agreement:field.published_at')}>
              {dayjs(current.publishedAt).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            <Descriptions.Item label={t('agreement:field.published_by')}>{current.publishedBy}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('agreement:current.none')} />
        )}
      </Card>
      <AgreementEditor kind={kind} current={current} onReload={() => void query.refetch()} />
      <AgreementHistory kind={kind} rows={history} currentId={current?.id ?? null} />
    </div>
  );
}

/** /setting/agreement: the user agreement, the supplier agreement and the privacy policy, one tab each. */
export function AgreementPage(): ReactNode {
  const { t } = useTranslation('agreement');
  const [params, setParams] = useSearchParams();
  const kind: AgreementKind = isKind(params.get('kind')) ? (params.get('kind') as AgreementKind) : 'user';
  return (
    <Card title={t('agreement:title')} data-testid="agreement-page">
      <Tabs
        activeKey={kind}
        onChange={(key) => setParams({ kind: key }, { replace: true })}
        items={AGREEMENT_KINDS.map((k) => ({
          key: k,
          label: <span data-testid={`agreement-kind-${k}`}>{t(`agreement:kind.${k}`)}</span>,
        }))}
      />
      <KindPanel key={kind} kind={kind} />
    </Card>
  );
}
