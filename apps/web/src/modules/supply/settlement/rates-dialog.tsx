import { useQuery } from '@tanstack/react-query';
import { InputNumber, Modal, Skeleton, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settlementApi, type CommissionRatesData } from '@shop/shared/api/supply-settlement';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { callApi } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { settlements } from './api.ts';

type Rate = CommissionRatesData['list'][number];

/**
 * Commission rates (`?action=rates`): per category and level (edited here, in %), per group (edited
 * with the group); precedence category > level > group > the supplier settings' default.
 */
export function RatesDialog(): ReactNode {
  const { t } = useTranslation(['settlement', 'common']);
  const dialog = useActionDialog();
  const open = dialog.is('rates');
  const rates = useQuery({
    queryKey: [...settlements.keys.all, 'rates'],
    queryFn: () => callApi(settlementApi.rates),
    enabled: open,
  });
  const save = settlements.useChange('rate', { onSuccess: () => notify.success(t('settlement:rate_saved')) });
  const edit = (r: Rate, percent: number | null) => {
    if (r.scope === 'group') return;
    save.mutate({ scope: r.scope, scopeId: r.scopeId, rateBp: percent === null ? null : Math.round(percent * 100) });
  };
  return (
    <Modal open={open} title={t('settlement:rates')} onCancel={dialog.close} footer={null} width={640} destroyOnHidden>
      {rates.isPending ? <Skeleton active /> : null}
      {rates.data ? (
        <>
          <p>{t('settlement:rates_rule', { rate: rates.data.defaultBp / 100 })}</p>
          <Table<Rate>
            size="small"
            rowKey={(r) => `${r.scope}:${r.scopeId}`}
            dataSource={rates.data.list}
            pagination={{ pageSize: 10 }}
            columns={[
              {
                title: t('settlement:field.scope'),
                dataIndex: 'scope',
                width: 110,
                render: (s: string) => <Tag>{t(`scope.${s}`)}</Tag>,
              },
              { title: t('settlement:field.name'), dataIndex: 'name' },
              {
                title: t('settlement:field.rate'),
                key: 'rate',
                width: 160,
                render: (_: unknown, r: Rate) => (
                  <InputNumber<number>
                    min={0}
                    max={100}
                    step={0.1}
                    addonAfter="%"
                    disabled={r.scope === 'group'}
                    defaultValue={r.rateBp === null ? undefined : r.rateBp / 100}
                    onBlur={(e) => {
                      const text = e.target.value.trim();
                      const next = text === '' ? null : Number(text);
                      if (next === null || Number.isFinite(next)) edit(r, next);
                    }}
                    aria-label={`${r.name} ${t('settlement:field.rate')}`}
                  />
                ),
              },
            ]}
          />
        </>
      ) : null}
    </Modal>
  );
}
