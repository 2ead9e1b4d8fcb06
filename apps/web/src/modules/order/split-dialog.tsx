import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@shop/shared/api/order';
import { pickLocalized } from '../../components/localized.ts';
import { splitOrder } from './api.ts';
import { firstParts, partsBySupplier, planSplit, type PartDraft } from './split-parts.ts';
import { useOrderAction } from './use-order-action.ts';

const MAX_PARTS = 20;

/** Split an unshipped order: each part takes chosen lines and quantities; what is left makes one more split. */
export function SplitDialog({
  order,
  open,
  onClose,
}: {
  order: OrderInfo;
  open: boolean;
  onClose: () => void;
}): ReactNode {
  const { t, i18n } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const [drafts, setDrafts] = useState<PartDraft[]>(firstParts());
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const lines = useMemo(
    () => order.lines.map((l) => ({ id: l.id, quantity: l.quantity, supplierId: l.supplierId })),
    [order.lines],
  );
  const suppliers = new Set(order.lines.map((l) => l.supplierId)).size;
  const plan = planSplit(lines, drafts);
  const action = useOrderAction(splitOrder, (result) => {
    void message.success(t('order:done.split', { count: result.orders.length }));
    onClose();
  });

  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a fresh dialog each time it opens
    setDrafts(firstParts());
    setReason('');
    setTried(false);
    action.clearError();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a fresh dialog each time it opens
  }, [open]);

  const setQuantity = (part: number, lineId: number, value: number | null) =>
    setDrafts((ds) => ds.map((d, i) => (i === part ? { ...d, [lineId]: value ?? 0 } : d)));
  const submit = () => {
    setTried(true);
    if (plan.problems.length || action.pending) return;
    void action.run({ id: order.id, version: order.version, parts: plan.parts, reason: reason.trim() });
  };
  const nameOf = (lineId: number) => {
    const l = order.lines.find((x) => x.id === lineId);
    return l ? pickLocalized(l.name, i18n.language) || l.sku : String(lineId);
  };
  const tooFew = plan.problems.some((p) => p.kind === 'too_few');

  return (
    <Modal
      open={open}
      title={t('order:split.title', { number: order.number })}
      onCancel={onClose}
      onOk={submit}
      okText={t('order:split.ok', { count: plan.orders })}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ 'data-testid': 'order-split-ok' }}
      confirmLoading={action.pending}
      mask={{ closable: false }}
      destroyOnHidden
      width={720}
    >
      <div data-testid="order-split">
        <p className="order-dialog-text">{t('order:split.text')}</p>
        {suppliers > 1 ? (
          <Button
            size="small"
            onClick={() => setDrafts(partsBySupplier(lines))}
            data-testid="order-split-by-supplier"
            style={{ marginBottom: 12 }}
          >
            {t('order:split.by_supplier')}
          </Button>
        ) : null}
        {drafts.map((draft, p) => {
          const empty = tried && plan.problems.some((x) => x.kind === 'empty_part' && x.part === p);
          return (
            <fieldset key={p} className="order-part" data-testid={`order-split-part-${p}`}>
              <legend>{t('order:split.part', { n: p + 1 })}</legend>
              {drafts.length > 1 ? (
                <Button
                  size="small"
                  type="text"
                  danger
                  className="order-part-remove"
                  icon={<DeleteOutlined />}
                  aria-label={t('order:split.remove_part', { n: p + 1 })}
                  onClick={() => setDrafts((ds) => ds.filter((_, i) => i !== p))}
                />
              ) : null}
              {order.lines.map((l) => {
                const over = plan.problems.some((x) => x.kind === 'over' && x.lineId === l.id);
                const id = `split-${p}-${l.id}`;
                return (
                  <div key={l.id} className="order-part-row">
                    <label htmlFor={id} className="order-part-label">
                      <span className="order-wrap">{pickLocalized(l.name, i18n.language) || l.sku}</span>
                      <span className="order-sub">
                        {l.sku} · {t('order:split.of', { quantity: l.quantity })}
                      </span>
                    </label>
                    <InputNumber
                      id={id}
                      min={0}
                      max={l.quantity}
                      precision={0}
                      value={draft[l.id] ?? 0}
                      status={over ? 'error' : undefined}
                      onChange={(v) => setQuantity(p, l.id, v)}
                      data-testid={`order-split-qty-${p}-${l.id}`}
                      style={{ width: 100 }}
                    />
                  </div>
                );
              })}
              {empty ? (
                <div className="order-error" role="alert">
                  {t('order:split.empty_part')}
                </div>
              ) : null}
            </fieldset>
          );
        })}
        {plan.problems.some((x) => x.kind === 'over') ? (
          <div className="order-error" role="alert">
            {t('order:split.over')}
          </div>
        ) : null}
        <Button
          icon={<PlusOutlined />}
          disabled={drafts.length >= MAX_PARTS}
          onClick={() => setDrafts((ds) => [...ds, {}])}
          data-testid="order-split-add-part"
        >
          {t('order:split.add_part')}
        </Button>
        <div className="order-part order-part-rest" data-testid="order-split-rest">
          <div className="order-part-rest-title">{t('order:split.rest')}</div>
          {plan.remainder.length ? (
            <ul>
              {plan.remainder.map((r) => (
                <li key={r.lineId}>
                  {nameOf(r.lineId)} × {r.quantity}
                </li>
              ))}
            </ul>
          ) : (
            <p className="order-sub">{t('order:split.rest_none')}</p>
          )}
        </div>
        <Form layout="vertical">
          <Form.Item label={t('order:field.reason_optional')} htmlFor="order-split-reason">
            <Input.TextArea
              id="order-split-reason"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          </Form.Item>
        </Form>
        {tried && tooFew ? (
          <Alert type="warning" showIcon title={t('order:split.too_few')} style={{ marginBottom: 8 }} />
        ) : null}
        {action.error ? <Alert type="error" showIcon title={action.error} data-testid="order-split-error" /> : null}
      </div>
    </Modal>
  );
}
