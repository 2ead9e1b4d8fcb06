import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Form, InputNumber, Select, Switch, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QUEUE_KINDS, type QueueEntryView } from '@shop/shared/api/supply-queue';
import { ListPage } from '../../../components/list-page.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { useCan } from '../../../lib/auth-store.ts';
import { approvalQueue } from './api.ts';
import { ApplicationsTab } from './applications-tab.tsx';
import { NS } from './fields.tsx';
import { QueueBatch } from './queue-batch.tsx';

const FILTER_KEYS = ['kind', 'supplierId', 'late'] as const;
const SLA_COLOR = { green: 'green', amber: 'orange', red: 'red' } as const;

/** "3 d 4 h", "5 h", "40 min": how long an item has waited. */
export function ageText(hours: number, t: TFunction): string {
  if (hours < 1) return t('age_min', { n: Math.max(1, Math.round(hours * 60)) });
  if (hours < 48) return t('age_h', { n: Math.floor(hours) });
  return t('age_dh', { d: Math.floor(hours / 24), h: Math.floor(hours % 24) });
}

function QueueTab(): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const can = useCan();
  const [selected, setSelected] = useState<QueueEntryView[]>([]);
  const counts = useQuery({
    queryKey: [...approvalQueue.keys.all, 'counts'],
    queryFn: () => callApi(approvalQueue.api.counts),
  });
  const columns: TableColumnsType<QueueEntryView> = [
    { title: t('col.kind'), dataIndex: 'kind', width: 120, render: (k: string) => <Tag>{t(`kind.${k}`)}</Tag> },
    {
      title: t('col.age'),
      key: 'age',
      width: 130,
      render: (_: unknown, e) => (
        <Tag color={SLA_COLOR[e.sla]} className="sla-tag" data-testid={`queue-sla-${e.sla}`}>
          {ageText(e.ageHours, t)}
        </Tag>
      ),
    },
    {
      title: t('col.subject'),
      key: 'subject',
      width: 220,
      render: (_: unknown, e) => (
        <>
          <div>{e.subject}</div>
          {e.flags.map((f) => (
            <Tag color="volcano" key={f} data-testid={`queue-flag-${f}`}>
              {t(`flag.${f}`, { defaultValue: f })}
            </Tag>
          ))}
        </>
      ),
    },
    { title: t('col.summary'), dataIndex: 'summary', width: 150 },
    { title: t('col.round'), dataIndex: 'round', width: 70 },
    {
      title: t('col.submitted'),
      dataIndex: 'submittedAt',
      width: 150,
      render: (v: string) => v.slice(0, 16).replace('T', ' '),
    },
    {
      title: t('col.action'),
      key: 'action',
      width: 90,
      fixed: 'right',
      render: (_: unknown, e) => (
        <Link to={e.link} data-testid={`queue-review-${e.kind}-${e.id}`}>
          {t('review')}
        </Link>
      ),
    },
  ];
  const kindOptions = QUEUE_KINDS.map((k) => {
    const c = counts.data?.kinds.find((x) => x.kind === k);
    return { value: k, label: c ? `${t(`kind.${k}`)} (${c.count})` : t(`kind.${k}`) };
  });

  return (
    <ListPage<QueueEntryView>
      title={
        <span>
          {t('queue_title')}{' '}
          {counts.data ? (
            <Tag color={counts.data.late ? 'red' : 'green'} data-testid="queue-counts">
              {t('counts', { total: counts.data.total, late: counts.data.late, sla: counts.data.slaHours })}
            </Tag>
          ) : null}
        </span>
      }
      testId="approval-queue"
      filterKeys={FILTER_KEYS}
      filters={
        <>
          <Form.Item name="kind">
            <Select
              allowClear
              placeholder={t('col.kind')}
              aria-label={t('col.kind')}
              options={kindOptions}
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name="supplierId">
            <InputNumber min={1} placeholder={t('supplier_id')} aria-label={t('supplier_id')} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="late" valuePropName="checked" label={t('late_only')}>
            <Switch data-testid="queue-late" />
          </Form.Item>
        </>
      }
      toForm={(f) => ({ ...f, supplierId: f.supplierId ? Number(f.supplierId) : undefined, late: f.late === '1' })}
      fromForm={(v) =>
        Object.fromEntries(
          Object.entries({ kind: v.kind, supplierId: v.supplierId, late: v.late ? '1' : undefined })
            .filter(([, x]) => x !== undefined && x !== null && x !== '')
            .map(([k, x]) => [k, String(x)]),
        )
      }
      columns={columns}
      rowKey="link"
      queryKey={(q) => approvalQueue.keys.list(q)}
      fetch={(q) => approvalQueue.fetchList(q) as never}
      scrollX={1000}
      rowSelection={
        can('supply_apply_audit')
          ? {
              selectedRowKeys: selected.map((e) => e.link),
              onChange: (_keys, rows) => setSelected(rows),
              getCheckboxProps: (e) => ({ disabled: !e.decidable }),
            }
          : undefined
      }
      toolbar={selected.length ? <QueueBatch selected={selected} onDone={() => setSelected([])} /> : null}
    />
  );
}

/** /supplier/supplierapply: the one approval queue of every supplier-side audit, and the applications. */
export function ApprovalQueuePage(): ReactNode {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'applications' ? 'applications' : 'queue';
  return (
    <Tabs
      activeKey={view}
      onChange={(k) => setParams(k === 'queue' ? {} : { view: k })}
      items={[
        { key: 'queue', label: t('tab.queue'), children: view === 'queue' ? <QueueTab /> : null },
        {
          key: 'applications',
          label: t('tab.applications'),
          children: view === 'applications' ? <ApplicationsTab /> : null,
        },
      ]}
    />
  );
}
