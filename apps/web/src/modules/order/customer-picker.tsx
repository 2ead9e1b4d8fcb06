import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderCustomerChoice } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { orderKeys, pickCustomers } from './api.ts';
import { useDebounced } from './use-debounced.ts';

interface Props {
  /** from Form.Item: the field's label names the select */
  id?: string;
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** the chosen customer, for the form (addresses, group) */
  onPick: (customer: OrderCustomerChoice | null) => void;
  status?: 'error';
}

/** A customer by name, email or phone; each choice shows the customer's group and its discount. */
export function CustomerPicker({ id, value, onChange, onPick, status }: Props): ReactNode {
  const { t, i18n } = useTranslation('order');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const known = useRef(new Map<number, OrderCustomerChoice>());
  const found = useQuery({
    queryKey: orderKeys.customers('add', keyword),
    queryFn: () => pickCustomers('add', keyword),
  });
  /* eslint-disable react-hooks/refs -- remembers the chosen customer across searches; state is a refactor */
  for (const c of found.data?.list ?? []) known.current.set(c.id, c);
  const list = found.data?.list ?? [];
  const chosen = value ? known.current.get(value) : undefined;
  /* eslint-enable react-hooks/refs */
  const options = [...list, ...(chosen && !list.some((c) => c.id === chosen.id) ? [chosen] : [])].map((c) => ({
    value: c.id,
    label: `${c.name} · ${c.email}`,
    customer: c,
  }));
  return (
    <Select
      id={id}
      allowClear
      status={status}
      value={value ?? undefined}
      onChange={(next: number | undefined) => {
        onChange?.(next ?? null);
        onPick(next ? (known.current.get(next) ?? null) : null);
      }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={found.isFetching}
      options={options}
      optionRender={(option) => {
        const c = (option.data as { customer: OrderCustomerChoice }).customer;
        return (
          <div className="order-choice">
            <div className="order-wrap">
              <strong>{c.name}</strong> <span className="order-sub">{c.email}</span>
            </div>
            <div className="order-sub">
              {pickLocalized(c.groupName, i18n.language)}
              {c.discountPercent ? ` · ${t('order:customer.discount', { percent: c.discountPercent })}` : ''}
              {' · '}
              {t('order:customer.addresses', { count: c.addresses.length })}
            </div>
          </div>
        );
      }}
      placeholder={t('order:customer.search')}
      notFoundContent={found.isFetching ? t('order:searching') : t('order:nothing_found')}
      data-testid="order-customer"
    />
  );
}

/** The chosen customer's group and discount, under the picker. */
export function CustomerGroupNote({ customer }: { customer: OrderCustomerChoice | null }): ReactNode {
  const { t, i18n } = useTranslation('order');
  if (!customer) return null;
  return (
    <div className="order-customer-note" data-testid="order-customer-group">
      <Tag className="order-tag">{pickLocalized(customer.groupName, i18n.language)}</Tag>
      {customer.discountPercent
        ? t('order:customer.discount', { percent: customer.discountPercent })
        : t('order:customer.no_discount')}
    </div>
  );
}
