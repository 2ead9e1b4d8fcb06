import { Button, Descriptions, Tag, Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_ITEMS,
  type ApplicationDocumentView,
  type ApplicationRoundView,
} from '@shop/shared/api/supply-application';
import { documentUrl } from './api.ts';
import { NS } from './fields.tsx';

const STATUS_COLOR = { pending: 'processing', failed: 'error', passed: 'success' } as const;

export function StatusTag({ status }: { status: keyof typeof STATUS_COLOR }): ReactNode {
  const { t } = useTranslation(NS);
  return (
    <Tag color={STATUS_COLOR[status]} data-testid="apply-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

/** An item's name: a field's label or a document kind's. */
export function useItemLabel(): (item: string) => string {
  const { t } = useTranslation(NS);
  return (item) => (/_/.test(item) ? t(`doc.${item}`) : t(`field.${item}`));
}

/** Opens a document in a new tab (object URL of the bytes read with the caller's access). */
export function DocumentLink({
  source,
  doc,
}: {
  source: { id: number } | { reference: string; token: string };
  doc: ApplicationDocumentView;
}): ReactNode {
  const open = async () => {
    const tab = window.open('', '_blank');
    const url = await documentUrl(source, doc.file);
    if (tab) tab.location.href = url;
    else window.location.href = url;
  };
  return (
    <Button type="link" size="small" onClick={() => void open()} className="apply-doc-link">
      {doc.name || doc.file.slice(0, 8)}
    </Button>
  );
}

/** Every round: what was submitted and, once decided, each item's decision with its reason. */
export function RoundsHistory({ rounds }: { rounds: ApplicationRoundView[] }): ReactNode {
  const { t } = useTranslation(NS);
  const label = useItemLabel();
  return (
    <Timeline
      data-testid="apply-rounds"
      items={[...rounds].reverse().map((r) => ({
        color: !r.decisions ? 'blue' : r.decisions.every((d) => d.ok) ? 'green' : 'red',
        content: (
          <div>
            <Typography.Text strong>{t('round_n', { n: r.round })}</Typography.Text>{' '}
            <Typography.Text type="secondary">
              {t('submitted_at', { at: r.submittedAt.slice(0, 16).replace('T', ' ') })}
            </Typography.Text>
            <div>{t('items_submitted', { items: r.items.map(label).join(', ') })}</div>
            {r.decisions ? (
              <ul className="apply-round-decisions">
                {r.decisions
                  .filter((d) => !d.ok)
                  .map((d) => (
                    <li key={d.item}>
                      {label(d.item)}: {d.reasonCode ? t(`reason.${d.reasonCode}`) : ''}
                      {d.note ? ` (${d.note})` : ''}
                    </li>
                  ))}
                {r.decisions.every((d) => d.ok) ? <li>{t('all_approved')}</li> : null}
              </ul>
            ) : (
              <div>{t('awaiting_review')}</div>
            )}
            {r.decidedAt ? (
              <Typography.Text type="secondary">
                {t('decided_at', { at: r.decidedAt.slice(0, 16).replace('T', ' '), by: r.decidedBy ?? '' })}
              </Typography.Text>
            ) : null}
          </div>
        ),
      }))}
    />
  );
}

/** Entries in the form's order (fields, then documents), whatever order they were stored in. */
function ordered<T>(o: Record<string, T>): [string, T][] {
  const rank = (k: string) => (APPLICATION_ITEMS as readonly string[]).indexOf(k);
  return Object.entries(o).sort(([a], [b]) => rank(a) - rank(b));
}

/** The submitted values and documents, read-only. */
export function ValuesView({
  values,
  documents,
  source,
}: {
  values: Record<string, string>;
  documents: Record<string, ApplicationDocumentView>;
  source: { id: number } | { reference: string; token: string };
}): ReactNode {
  const label = useItemLabel();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      bordered
      items={[
        ...ordered(values).map(([k, v]) => ({ key: k, label: label(k), children: v || '—' })),
        ...ordered(documents).map(([k, d]) => ({
          key: k,
          label: label(k),
          children: <DocumentLink source={source} doc={d} />,
        })),
      ]}
    />
  );
}
