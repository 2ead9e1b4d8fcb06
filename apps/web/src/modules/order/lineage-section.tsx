import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderInfo, OrderRelative } from '@shop/shared/api/order';
import { formatMoney } from '../../lib/money.ts';
import { infoPath } from './paths.ts';
import { StateTag } from './status-tags.tsx';

function Relative({ r, currency, testId }: { r: OrderRelative; currency: string; testId: string }): ReactNode {
  const { i18n } = useTranslation();
  return (
    <li className="order-relative" data-testid={testId}>
      <Link to={infoPath(r.id)}>{r.number}</Link>
      <StateTag state={r.state} />
      <span className="order-sub">{formatMoney(r.total, currency, i18n.language)}</span>
    </li>
  );
}

/** Where the order comes from and what it became: parent, splits made of it, and its live sibling splits. */
export function LineageSection({ order }: { order: OrderInfo }): ReactNode {
  const { t } = useTranslation(['order']);
  const groups: [string, string, OrderRelative[]][] = [
    ['parent', t('order:lineage.parent'), order.parent ? [order.parent] : []],
    ['children', t('order:lineage.children'), order.children],
    ['siblings', t('order:lineage.siblings'), order.siblings],
  ];
  const shown = groups.filter(([, , list]) => list.length > 0);
  if (!shown.length)
    return (
      <p className="order-sub" data-testid="order-lineage-none">
        {t('order:lineage.none')}
      </p>
    );
  return (
    <div className="order-lineage" data-testid="order-lineage">
      {shown.map(([key, label, list]) => (
        <div key={key} className="order-lineage-group">
          <h4>{label}</h4>
          <ul data-testid={`order-lineage-${key}`}>
            {list.map((r) => (
              <Relative key={r.id} r={r} currency={order.currency} testId={`order-${key}-${r.id}`} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
