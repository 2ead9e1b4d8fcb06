import { DeleteOutlined, DollarOutlined, TagsOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePriceResult, ProductRow } from '@shop/shared/api/catalog-product';
import { isLanguage } from '@shop/shared/constants';
import { useCan } from '../../../lib/auth-store.ts';
import { products } from './api.ts';
import { BatchDialog, type BatchDialogKind } from './batch-dialogs.tsx';
import { localName } from './category-tree.ts';
import { formatMoney } from '../../../lib/money.ts';

/** Products of more than one owner (spec: batch operations need the same supplier). */
export function mixedSuppliers(rows: readonly Pick<ProductRow, 'supplierId'>[]): boolean {
  return new Set(rows.map((r) => r.supplierId ?? 0)).size > 1;
}

interface Props {
  selected: ProductRow[];
  onClear: () => void;
}

/** The batch actions over the selected products, each confirmed first. */
export function BatchActions({ selected, onClear }: Props): ReactNode {
  const { t, i18n } = useTranslation(['product', 'common']);
  const { message, modal } = App.useApp();
  const can = useCan();
  const [dialog, setDialog] = useState<BatchDialogKind | null>(null);
  const ids = selected.map((r) => r.id);
  const mixed = mixedSuppliers(selected);
  const language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  const currency = selected[0]?.currency ?? 'USD';

  // Each change reads the products again after success (the entity's plan).
  const done = (clear = false) => {
    void message.success(t('common:saved'));
    setDialog(null);
    if (clear) onClear();
  };
  const shelf = products.useChange('status', { onSuccess: () => done() });
  const setShelf = (onShelf: boolean) => shelf.mutateAsync({ ids, onShelf });
  const remove = products.useChange('del', {
    onSuccess: () => {
      void message.success(t('common:deleted'));
      onClear();
    },
  });
  const removeAll = () => remove.mutateAsync({ ids });
  const tags = products.useChange('tags', { onSuccess: () => done() });
  const warning = products.useChange('warning', { onSuccess: () => done() });
  const price = products.useChange('changePrice', {
    onSuccess: (result) => {
      done();
      showPriceResult(result);
    },
  });

  const nameOf = (id: number) => {
    const row = selected.find((r) => r.id === id);
    return row ? `${localName(row.name, language)} (${row.sku})` : `#${id}`;
  };
  const showPriceResult = (result: ChangePriceResult) => {
    if (result.skipped.length === 0) return;
    modal.warning({
      title: t('product:batch.price_skipped_title', { count: result.skipped.length, applied: result.applied.length }),
      width: 520,
      content: (
        <ul className="product-skipped" data-testid="product-price-skipped">
          {result.skipped.map((s) => (
            <li key={s.id}>
              {t('product:batch.price_skipped_item', {
                name: nameOf(s.id),
                price: formatMoney(s.price, currency, language),
              })}
            </li>
          ))}
        </ul>
      ),
    });
  };

  const confirm = (title: string, run: () => Promise<unknown>, danger = false) => {
    modal.confirm({
      title,
      okText: t('product:batch.apply'),
      cancelText: t('common:action.cancel'),
      okButtonProps: { danger, 'data-testid': 'product-batch-confirm' },
      maskClosable: false,
      onOk: () => run().catch(() => undefined),
    });
  };

  if (selected.length === 0) return null;
  const canEdit = can('catalog_product_edit');
  const blocked = mixed;
  return (
    <div className="product-batch" data-testid="product-batch">
      <Space wrap size={[8, 8]}>
        <span className="product-batch-count">{t('product:batch.selected', { count: selected.length })}</span>
        {can('catalog_product_status') ? (
          <>
            <Button
              size="small"
              disabled={blocked}
              data-testid="product-batch-on"
              onClick={() => confirm(t('product:batch.confirm_on', { count: ids.length }), () => setShelf(true))}
            >
              {t('product:batch.on_shelf')}
            </Button>
            <Button
              size="small"
              disabled={blocked}
              data-testid="product-batch-off"
              onClick={() => confirm(t('product:batch.confirm_off', { count: ids.length }), () => setShelf(false))}
            >
              {t('product:batch.off_shelf')}
            </Button>
          </>
        ) : null}
        {canEdit ? (
          <>
            <Button
              size="small"
              icon={<TagsOutlined />}
              disabled={blocked}
              data-testid="product-batch-tags"
              onClick={() => setDialog('tags')}
            >
              {t('product:batch.tags')}
            </Button>
            <Button
              size="small"
              icon={<WarningOutlined />}
              disabled={blocked}
              data-testid="product-batch-warning"
              onClick={() => setDialog('warning')}
            >
              {t('product:batch.warning')}
            </Button>
            <Button
              size="small"
              icon={<DollarOutlined />}
              disabled={blocked}
              data-testid="product-batch-price"
              onClick={() => setDialog('price')}
            >
              {t('product:batch.price')}
            </Button>
          </>
        ) : null}
        {can('catalog_product_del') ? (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={blocked}
            data-testid="product-batch-delete"
            onClick={() => confirm(t('product:batch.confirm_delete', { count: ids.length }), removeAll, true)}
          >
            {t('common:action.delete')}
          </Button>
        ) : null}
        <Button size="small" type="link" onClick={onClear}>
          {t('product:batch.clear')}
        </Button>
      </Space>
      {mixed ? (
        <Alert
          type="warning"
          showIcon
          className="product-batch-alert"
          title={t('product:batch.mixed_suppliers')}
          data-testid="product-batch-mixed"
        />
      ) : null}
      <BatchDialog
        kind={dialog}
        count={ids.length}
        currency={currency}
        pending={tags.isPending || warning.isPending || price.isPending}
        onClose={() => setDialog(null)}
        onTags={(body) =>
          confirm(t('product:batch.confirm_tags', { count: ids.length }), () => tags.mutateAsync({ ids, ...body }))
        }
        onWarning={(threshold) =>
          confirm(t('product:batch.confirm_warning', { count: ids.length, threshold }), () =>
            warning.mutateAsync({ ids, lowStockThreshold: threshold }),
          )
        }
        onPrice={(body) =>
          confirm(t('product:batch.confirm_price', { count: ids.length }), () => price.mutateAsync({ ids, ...body }))
        }
      />
    </div>
  );
}
