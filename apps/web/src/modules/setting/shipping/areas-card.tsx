import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ShippingAreaInfo } from '@shop/shared/api/shipping-area';
import { formatMoney } from '../../../lib/money.ts';
import { shippingAreas, shippingPaths, shippingTemplates } from './api.ts';
import { coverText, unitText } from './format.ts';

/**
 * The areas of a template on its page: what each covers and costs, with edit (its own page) and
 * delete after confirming. Region areas come first, the rest of the world last: the order in which
 * an address finds its area.
 */
export function AreasCard({ templateId }: { templateId: number }): ReactNode {
  const { t, i18n } = useTranslation(['shipping', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const template = shippingTemplates.useRecord(templateId);
  const remove = shippingAreas.useChange('del', { onSuccess: () => void message.success(t('common:deleted')) });
  const language = i18n.language;
  const mode = template.data?.mode ?? 'weight';
  const currency = template.data?.currency ?? 'USD';
  const money = (minor: number) => formatMoney(minor, currency, language);
  const units = (count: number) => unitText(t, mode, count, language);

  const columns: TableColumnsType<ShippingAreaInfo> = [
    {
      title: t('shipping:areas.name'),
      dataIndex: 'name',
      width: 170,
      render: (name: string, area) => (
        <Space size={4} wrap>
          <span data-testid={`shipping-area-name-${area.id}`}>{name}</span>
          {area.isDefault ? <Tag>{t('shipping:areas.rest_of_world')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('shipping:areas.covers'), key: 'covers', render: (_: unknown, area) => coverText(t, area, language) },
    {
      title: t('shipping:areas.first'),
      key: 'first',
      width: 170,
      render: (_: unknown, a) => t('shipping:areas.price', { units: units(a.firstUnit), fee: money(a.firstFee) }),
    },
    {
      title: t('shipping:areas.additional'),
      key: 'additional',
      width: 170,
      render: (_: unknown, a) =>
        t('shipping:areas.price', { units: units(a.additionalUnit), fee: money(a.additionalFee) }),
    },
    {
      title: t('shipping:areas.free_over'),
      dataIndex: 'freeOver',
      width: 120,
      render: (v: number | null) =>
        v === null ? <span className="shipping-muted">{t('shipping:areas.never')}</span> : money(v),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_: unknown, area) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => void navigate(shippingPaths.editArea(templateId, area.id))}
            data-testid={`shipping-area-edit-${area.id}`}
          >
            {t('common:action.edit')}
          </Button>
          <Popconfirm
            title={t('shipping:areas.confirm_delete', { name: area.name })}
            description={t('shipping:areas.confirm_delete_hint')}
            okText={t('common:action.delete')}
            cancelText={t('common:action.cancel')}
            okButtonProps={{ danger: true, 'data-testid': `shipping-area-delete-confirm-${area.id}` }}
            onConfirm={() => remove.mutateAsync({ id: area.id }).catch(() => undefined)}
          >
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              loading={remove.isPending && remove.variables?.id === area.id}
              data-testid={`shipping-area-delete-${area.id}`}
            >
              {t('common:action.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <section className="page-card shipping-card" data-testid="shipping-areas">
      <div className="shipping-card-head">
        <h3>{t('shipping:areas.title')}</h3>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(shippingPaths.addArea(templateId))}
          data-testid="shipping-area-add"
        >
          {t('shipping:areas.add')}
        </Button>
      </div>
      <p className="form-hint">{t('shipping:areas.hint')}</p>
      <Table<ShippingAreaInfo>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={template.data?.areas ?? []}
        loading={template.isLoading}
        pagination={false}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('shipping:areas.empty') }}
      />
    </section>
  );
}
