import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderProductChoice } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { orderKeys, pickProducts, type PickMode } from './api.ts';
import { formatMoney } from '../../lib/money.ts';
import { lineKey } from './form-model.ts';
import { useDebounced } from './use-debounced.ts';

/**
 * Goods on shelf with their live stock; choosing one adds it to the lines (the select then
 * clears for the next). Out-of-stock goods are listed but cannot be chosen.
 */
export function ProductPicker({
  mode,
  onPick,
  id,
}: {
  mode: PickMode;
  onPick: (choice: OrderProductChoice) => void;
  id?: string;
}): ReactNode {
  const { t, i18n } = useTranslation('order');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 300);
  const known = useRef(new Map<string, OrderProductChoice>());
  const found = useQuery({ queryKey: orderKeys.products(mode, keyword), queryFn: () => pickProducts(mode, keyword) });
  // eslint-disable-next-line react-hooks/refs -- remembers choices across searches; state is a refactor
  for (const c of found.data?.list ?? []) known.current.set(lineKey(c), c);
  const options = (found.data?.list ?? []).map((c) => ({
    value: lineKey(c),
    label: `${pickLocalized(c.name, i18n.language) || c.sku} · ${c.sku}`,
    disabled: c.available < 1,
    choice: c,
  }));
  return (
    <Select
      id={id}
      value={null}
      onChange={(key: string) => {
        const c = known.current.get(key);
        if (c) onPick(c);
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, autoClearSearchValue: false }}
      loading={found.isFetching}
      options={options}
      optionRender={(option) => {
        const c = (option.data as { choice: OrderProductChoice }).choice;
        return (
          <div className="order-choice" data-testid={`order-product-option-${c.sku}`}>
            <div className="order-wrap">
              <strong>{pickLocalized(c.name, i18n.language) || c.sku}</strong>{' '}
              <span className="order-sub">{c.sku}</span>
            </div>
            <div className="order-sub">
              {c.supplierName ?? t('order:platform')} · {formatMoney(c.price, c.currency, i18n.language)} ·{' '}
              <span className={c.available < 1 ? 'order-stock-out' : undefined}>
                {c.available < 1 ? t('order:stock.out') : t('order:stock.available', { count: c.available })}
              </span>
            </div>
          </div>
        );
      }}
      placeholder={t('order:line.search')}
      notFoundContent={found.isFetching ? t('order:searching') : t('order:nothing_found')}
      style={{ width: '100%' }}
      data-testid="order-product-picker"
    />
  );
}
