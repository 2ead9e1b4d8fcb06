import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { APPEAL_STATES, type ViolationRow } from '@shop/shared/api/supply-violation';
import { SelectFilter } from '../../../components/crud/filters.tsx';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { ListPage } from '../../../components/list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { useSupplierChoices, useTypeOptions, violations } from './api.ts';
import { DecideModal } from './decide-modal.tsx';
import { RowButton, useLedgerColumns } from './ledger-columns.tsx';
import { RecordModal } from './record-modal.tsx';

const FILTER_KEYS = ['supplierId', 'typeId', 'appeal', 'from', 'to'] as const;
type Values = Record<string, unknown> & { range?: [Dayjs | null, Dayjs | null] | null };

const toForm = (filters: Record<string, string>): Values => {
  const { from, to, supplierId, typeId, ...rest } = filters;
  return {
    ...rest,
    supplierId: supplierId ? Number(supplierId) : undefined,
    typeId: typeId ? Number(typeId) : undefined,
    range: from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null,
  };
};
const fromForm = (values: Values): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const key of ['supplierId', 'typeId', 'appeal'] as const)
    if (values[key] !== undefined && values[key] !== null && values[key] !== '') out[key] = String(values[key]);
  if (values.range?.[0]) out.from = values.range[0].format('YYYY-MM-DD');
  if (values.range?.[1]) out.to = values.range[1].format('YYYY-MM-DD');
  return out;
};

/** The ledger: filters supplier, type, period and appeal state; record a line; decide appeals. */
export function LedgerTab(): ReactNode {
  const { t, i18n } = useTranslation(['violation', 'common']);
  const can = useCan();
  const dialog = useActionDialog();
  const [deciding, setDeciding] = useState<ViolationRow | null>(null);
  const suppliers = useSupplierChoices('violation');
  const types = useTypeOptions();
  const columns = useLedgerColumns({
    supplier: true,
    sortable: true,
    action: (row) =>
      row.appeal?.status === 'pending' && can('supply_violation_appeal') ? (
        <RowButton onClick={() => setDeciding(row)} testId={`violation-decide-${row.id}`}>
          {t('violation:decide')}
        </RowButton>
      ) : null,
  });
  return (
    <>
      <ListPage<ViolationRow>
        title={t('violation:ledger')}
        testId="violation-list"
        filterKeys={FILTER_KEYS}
        toForm={toForm}
        fromForm={fromForm}
        actions={
          can('supply_violation_add') ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => dialog.open('add')}
              data-testid="violation-record"
            >
              {t('violation:record')}
            </Button>
          ) : null
        }
        filters={
          <>
            <SelectFilter
              name="supplierId"
              placeholder={t('violation:field.supplier')}
              label={t('violation:field.supplier')}
              width={180}
              search
              testId="violation-filter-supplier"
              options={(suppliers.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
            <SelectFilter
              name="typeId"
              placeholder={t('violation:field.type')}
              label={t('violation:field.type')}
              width={180}
              search
              options={(types.data?.list ?? []).map((x) => ({
                value: x.id,
                label: pickLocalized(x.name, i18n.language),
              }))}
            />
            <Form.Item name="range">
              <DatePicker.RangePicker allowEmpty={[true, true]} aria-label={t('violation:period')} />
            </Form.Item>
            <SelectFilter
              name="appeal"
              placeholder={t('violation:field.appeal')}
              label={t('violation:field.appeal')}
              width={150}
              testId="violation-filter-appeal"
              options={APPEAL_STATES.map((s) => ({ value: s, label: t(`violation:appeal.${s}`) }))}
            />
          </>
        }
        columns={columns}
        rowKey="id"
        queryKey={violations.keys.list}
        fetch={violations.fetchList}
        scrollX={1600}
      />
      <RecordModal open={dialog.is('add') && can('supply_violation_add')} onClose={dialog.close} />
      <DecideModal row={deciding} onClose={() => setDeciding(null)} />
    </>
  );
}
