import { Tag, Tooltip, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentInfo, PaymentRow } from '@shop/shared/api/payment';
import { countryName } from '../../../components/countries.ts';
import { useRowActionsColumn, useStatusColumn } from '../../../components/crud/columns.tsx';
import { CrudListPage } from '../../../components/crud/crud-list-page.tsx';
import { pickLocalized } from '../../../components/localized.ts';
import { editPath, paymentScreen } from './api.ts';
import { feeText } from './fee.ts';
import './payment.css';

const SHOWN_COUNTRIES = 3;

/**
 * /payment: how customers pay. Bank transfer and cash on delivery are built in (disabled, never
 * deleted); a method orders were paid with cannot be deleted either (the button says why).
 * Credentials show by name only.
 */
export function PaymentListPage(): ReactNode {
  const { t, i18n } = useTranslation(['payment', 'common']);
  const language = i18n.language;
  const name = (row: PaymentRow) => pickLocalized(row.name, language);
  const status = useStatusColumn<PaymentRow, PaymentInfo>({
    screen: paymentScreen,
    title: t('payment:field.enabled'),
    width: 90,
    ariaLabel: (row) => t('payment:toggle', { name: name(row) }),
    doneText: (saved) =>
      t(saved.enabled ? 'payment:enabled_done' : 'payment:disabled_done', {
        name: pickLocalized(saved.name, language),
      }),
  });
  const actions = useRowActionsColumn<PaymentRow>({
    screen: paymentScreen,
    editTo: (row) => editPath(row.id),
    remove: {
      hidden: (row) => row.builtIn !== null,
      confirm: (row) => t('payment:confirm_delete', { name: name(row) }),
      description: t('payment:confirm_delete_hint'),
      blocked: (row) => (row.orderCount > 0 ? t('payment:in_use', { count: row.orderCount }) : null),
    },
  });
  const countries = (codes: string[]) => {
    if (codes.length === 0) return <span className="payment-muted">{t('payment:everywhere')}</span>;
    const names = codes.map((c) => countryName(c, language));
    const shown = names.slice(0, SHOWN_COUNTRIES).join(', ');
    return names.length > SHOWN_COUNTRIES ? (
      <Tooltip title={names.join(', ')}>
        <span>{t('payment:countries_more', { shown, count: names.length - SHOWN_COUNTRIES })}</span>
      </Tooltip>
    ) : (
      <span>{shown}</span>
    );
  };
  const columns: TableColumnsType<PaymentRow> = [
    {
      title: t('payment:field.name'),
      key: 'name',
      width: 200,
      render: (_: unknown, row) => (
        <span className="payment-name">
          <span data-testid="payment-name">{name(row) || '—'}</span>
          {row.builtIn ? <Tag color="blue">{t('payment:built_in')}</Tag> : null}
        </span>
      ),
    },
    {
      title: t('payment:field.fee'),
      key: 'fee',
      width: 120,
      render: (_: unknown, row) => feeText(row, language, t('payment:fee_none')),
    },
    { title: t('payment:field.countries'), dataIndex: 'countries', render: countries },
    {
      title: t('payment:field.credentials'),
      dataIndex: 'credentialKeys',
      width: 180,
      render: (keys: string[]) =>
        keys.length ? (
          <span className="payment-keys">
            {keys.map((k) => (
              <Tag key={k}>{k}</Tag>
            ))}
          </span>
        ) : (
          <span className="payment-muted">{t('payment:credentials_none')}</span>
        ),
    },
    { title: t('payment:field.sort'), dataIndex: 'sort', width: 80, sorter: true },
    { title: t('payment:field.orders'), dataIndex: 'orderCount', width: 90, align: 'right' },
    status,
    ...actions,
  ];

  return <CrudListPage<PaymentRow> screen={paymentScreen} columns={columns} scrollX={1100} addTo={editPath('new')} />;
}
