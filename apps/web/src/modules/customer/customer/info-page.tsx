import './customer.css';
import { ArrowLeftOutlined, CheckCircleOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Skeleton, Space, Statistic } from 'antd';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { CustomerInfo } from '@shop/shared/api/customer';
import { countryName } from '../../../components/countries.ts';
import { pickLocalized } from '../../../components/localized.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { ApiError } from '../../../lib/request.ts';
import { formatMoney } from '../../../lib/money.ts';
import { NotFoundPage } from '../../../shell/not-found-page.tsx';
import { AddressBook } from './address-book.tsx';
import { customerKeys, customers, fetchCustomer } from './api.ts';
import { CustomerFormModal } from './customer-form.tsx';
import { LIST_PATH } from './paths.ts';
import { RecentOrders } from './recent-orders.tsx';
import { StatusTag } from './status-tag.tsx';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—');

/** /user/userinfo/:id: the customer's profile, address book and orders in figures. */
export function CustomerInfoPage(): ReactNode {
  const { t, i18n } = useTranslation(['customer', 'common']);
  const { message, modal } = App.useApp();
  const can = useCan();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const [editing, setEditing] = useState<CustomerInfo | null>(null);
  const customer = useQuery({
    queryKey: customerKeys.info(id),
    queryFn: () => fetchCustomer(id),
    enabled: validId,
    retry: false,
  });

  const status = customers.useChange('status', { onSuccess: () => void message.success(t('common:saved')) });

  if (!validId || (customer.error instanceof ApiError && customer.error.status === 404)) return <NotFoundPage />;
  const data = customer.data;
  const confirmStatus = (enabled: boolean) =>
    modal.confirm({
      title: enabled
        ? t('customer:confirm_enable', { name: data?.name })
        : t('customer:confirm_disable', { name: data?.name }),
      content: enabled ? undefined : t('customer:batch.disable_hint'),
      okText: enabled ? t('customer:action.enable') : t('customer:action.disable'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { danger: !enabled, 'data-testid': 'customer-status-confirm' },
      maskClosable: false,
      onOk: () => status.mutateAsync({ ids: [id], enabled }).catch(() => undefined),
    });

  const language = i18n.language;
  return (
    <section className="page-card" data-testid="customer-info">
      <div className="page-title-row">
        <h2>
          {data ? (
            <Space size={8}>
              {data.name}
              <StatusTag enabled={data.enabled} />
            </Space>
          ) : (
            t('customer:detail')
          )}
        </h2>
        <Space wrap>
          {data && can('customer_customer_edit') ? (
            <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(data)} data-testid="customer-edit">
              {t('customer:edit')}
            </Button>
          ) : null}
          {data && can('customer_customer_status') ? (
            data.enabled ? (
              <Button
                danger
                icon={<StopOutlined />}
                onClick={() => confirmStatus(false)}
                data-testid="customer-disable"
              >
                {t('customer:action.disable')}
              </Button>
            ) : (
              <Button icon={<CheckCircleOutlined />} onClick={() => confirmStatus(true)} data-testid="customer-enable">
                {t('customer:action.enable')}
              </Button>
            )
          ) : null}
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(LIST_PATH)}>
            {t('customer:back')}
          </Button>
        </Space>
      </div>
      {customer.isError && !data ? (
        <Alert
          type="error"
          showIcon
          title={t('customer:load_failed')}
          action={
            <Button size="small" onClick={() => void customer.refetch()}>
              {t('common:action.refresh')}
            </Button>
          }
        />
      ) : null}
      {!data ? (
        customer.isError ? null : (
          <Skeleton active />
        )
      ) : (
        <>
          <div className="customer-figures" data-testid="customer-figures">
            <div className="customer-figure">
              <Statistic title={t('customer:figure.orders')} value={data.orders.count} />
            </div>
            <div className="customer-figure">
              <Statistic
                title={t('customer:figure.paid_total')}
                value={
                  data.orders.baseCurrency
                    ? formatMoney(data.orders.paidTotal, data.orders.baseCurrency, language)
                    : data.orders.paidTotal
                }
              />
            </div>
            <div className="customer-figure">
              <Statistic
                title={t('customer:figure.last_order')}
                value={data.orders.lastOrderAt ? dayjs(data.orders.lastOrderAt).format('YYYY-MM-DD') : '—'}
              />
            </div>
            <div className="customer-figure">
              <Statistic title={t('customer:figure.discount')} value={data.discountPercent} suffix="%" />
            </div>
          </div>

          <div className="customer-section">
            <div className="customer-section-head">
              <h3>{t('customer:section.profile')}</h3>
            </div>
            <Descriptions
              bordered
              size="small"
              column={{ xs: 1, sm: 1, md: 2 }}
              data-testid="customer-profile"
              items={[
                { key: 'email', label: t('customer:field.email'), children: data.email },
                {
                  key: 'phone',
                  label: t('customer:field.phone'),
                  children: <span data-testid="customer-profile-phone">{data.phone || '—'}</span>,
                },
                { key: 'group', label: t('customer:field.group'), children: pickLocalized(data.groupName, language) },
                {
                  key: 'country',
                  label: t('customer:field.country'),
                  children: countryName(data.country, language) || '—',
                },
                { key: 'registered', label: t('customer:field.registered'), children: when(data.createdAt) },
                { key: 'last_login', label: t('customer:field.last_login'), children: when(data.lastLoginAt) },
                {
                  key: 'note',
                  label: t('customer:field.note'),
                  span: 'filled',
                  children: <span className="customer-note">{data.note || '—'}</span>,
                },
              ]}
            />
          </div>

          <AddressBook customer={data} editable={can('customer_customer_edit')} />
          <RecentOrders summary={data.orders} />
        </>
      )}
      <CustomerFormModal customer={editing} onClose={() => setEditing(null)} />
    </section>
  );
}
