import { Button, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_REASON_CODES,
  type ApplicationDetail,
  type ApplicationItem,
  type ApplicationReasonCode,
} from '@shop/shared/api/supply-application';
import { applications } from './api.ts';
import { NS } from './fields.tsx';
import { DocumentPreview } from './document-preview.tsx';
import { useItemLabel } from './status-view.tsx';

interface Choice {
  ok: boolean | null;
  reasonCode?: ApplicationReasonCode;
  note: string;
}

/** The current round's items, each approved or rejected with a reason code (and a note for "other"). */
export function ReviewDecisions({ app }: { app: ApplicationDetail }): ReactNode {
  const { t } = useTranslation([NS, 'common']);
  const label = useItemLabel();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const decide = applications.useChange('decide');
  const choice = (item: string): Choice => choices[item] ?? { ok: null, note: '' };
  const set = (item: string, next: Partial<Choice>) =>
    setChoices((c) => ({ ...c, [item]: { ...choice(item), ...next } }));
  const items = app.currentItems;
  const undecided = items.filter((i) => choice(i).ok === null);
  const incomplete = items.filter((i) => {
    const c = choice(i);
    return c.ok === false && (!c.reasonCode || (c.reasonCode === 'other' && !c.note.trim()));
  });
  const rejected = items.filter((i) => choice(i).ok === false);

  const submit = () =>
    Modal.confirm({
      title: rejected.length ? t('confirm_fail', { n: rejected.length }) : t('confirm_pass'),
      content: rejected.length ? t('confirm_fail_hint') : t('confirm_pass_hint'),
      okText: t('submit_decision'),
      okButtonProps: { danger: rejected.length > 0 },
      onOk: () =>
        decide.mutateAsync({
          id: app.id,
          version: app.version,
          decisions: items.map((item) => {
            const c = choice(item);
            return c.ok
              ? { item: item as ApplicationItem, ok: true }
              : { item: item as ApplicationItem, ok: false, reasonCode: c.reasonCode, note: c.note.trim() };
          }),
        }),
    });

  const value = (item: string) => {
    const doc = app.documents[item];
    if (doc) return <DocumentPreview source={{ id: app.id }} doc={doc} />;
    return app.values[item] || '—';
  };

  return (
    <div data-testid="review-decisions">
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          onClick={() => setChoices(Object.fromEntries(items.map((i) => [i, { ok: true, note: '' }])))}
          data-testid="review-approve-all"
        >
          {t('approve_all')}
        </Button>
        <Typography.Text type="secondary">{t('decide_hint')}</Typography.Text>
      </Space>
      {items.map((item) => {
        const c = choice(item);
        return (
          <div className="review-item" key={item} data-testid={`review-item-${item}`}>
            <Typography.Text strong>{label(item)}</Typography.Text>
            <div className="review-item-value">{value(item)}</div>
            <div className="review-decision">
              <Radio.Group
                value={c.ok === null ? undefined : c.ok ? 'ok' : 'no'}
                onChange={(e) => set(item, { ok: e.target.value === 'ok' })}
                optionType="button"
                buttonStyle="solid"
                options={[
                  { value: 'ok', label: t('approve') },
                  { value: 'no', label: t('reject') },
                ]}
                data-testid={`review-choice-${item}`}
              />
              {c.ok === false ? (
                <>
                  <Select
                    value={c.reasonCode}
                    onChange={(v) => set(item, { reasonCode: v })}
                    placeholder={t('reason_code')}
                    aria-label={t('reason_code')}
                    options={APPLICATION_REASON_CODES.map((r) => ({ value: r, label: t(`reason.${r}`) }))}
                    status={!c.reasonCode ? 'warning' : undefined}
                    data-testid={`review-reason-${item}`}
                  />
                  <Input
                    value={c.note}
                    onChange={(e) => set(item, { note: e.target.value })}
                    maxLength={500}
                    placeholder={c.reasonCode === 'other' ? t('note_required') : t('note_optional')}
                    aria-label={t('note')}
                    data-testid={`review-note-${item}`}
                  />
                </>
              ) : null}
            </div>
          </div>
        );
      })}
      <Space wrap style={{ marginTop: 12 }}>
        <Button
          type="primary"
          disabled={undecided.length > 0 || incomplete.length > 0}
          loading={decide.isPending}
          onClick={submit}
          data-testid="review-submit"
        >
          {t('submit_decision')}
        </Button>
        {undecided.length ? (
          <Typography.Text type="secondary">{t('undecided_n', { n: undecided.length })}</Typography.Text>
        ) : null}
      </Space>
    </div>
  );
}
