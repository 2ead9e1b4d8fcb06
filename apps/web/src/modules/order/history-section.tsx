import { Empty, Timeline } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@shop/shared/api/order';
import { changeText, historyChanges } from './history-diff.ts';

/** The order's events, newest first: action, who, when, reason and what changed. */
export function HistorySection({ order }: { order: OrderInfo }): ReactNode {
  const { t, i18n } = useTranslation(['order']);
  if (!order.history.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('order:history.none')} />;
  return (
    <Timeline
      className="order-history"
      data-testid="order-history"
      items={order.history.map((e) => {
        const changes = historyChanges(e.before, e.after);
        return {
          key: e.id,
          color:
            e.action === 'cancel' || e.action === 'cancel_shipment'
              ? 'red'
              : e.action === 'complete' || e.action === 'deliver'
                ? 'green'
                : 'blue',
          content: (
            <div className="order-event" data-testid={`order-event-${e.action}`}>
              <div className="order-event-head">
                <strong>{t(`order:event.${e.action}`, { defaultValue: e.action })}</strong>
                <span className="order-sub">
                  {e.actorName || t('order:history.system')} · {dayjs(e.createdAt).format('YYYY-MM-DD HH:mm:ss')}
                </span>
              </div>
              {e.reason ? <p className="order-text">{t('order:history.reason', { reason: e.reason })}</p> : null}
              {changes.length ? (
                <details className="order-changes">
                  <summary>{t('order:history.changes', { count: changes.length })}</summary>
                  <table className="order-change-table">
                    <thead>
                      <tr>
                        <th scope="col">{t('order:history.field')}</th>
                        <th scope="col">{t('order:history.before')}</th>
                        <th scope="col">{t('order:history.after')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {changes.map((c) => (
                        <tr key={c.field}>
                          <th scope="row">{t(`order:history.fields.${c.field}`, { defaultValue: c.field })}</th>
                          <td>
                            <span className="diff-value diff-before">{changeText(c.before, i18n.language)}</span>
                          </td>
                          <td>
                            <span className="diff-value diff-after">{changeText(c.after, i18n.language)}</span>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </details>
              ) : null}
            </div>
          ),
        };
      })}
    />
  );
}
