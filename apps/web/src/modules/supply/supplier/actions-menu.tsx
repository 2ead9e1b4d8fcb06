import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPLIER_TRANSITIONS, type SupplierAction, type SupplierState } from '@shop/shared/api/supplier-standing';
import { useCan } from '../../../lib/auth-store.ts';
import { MoveDialog } from './move-dialog.tsx';

/** The lifecycle actions the shared table allows from the supplier's state, each in its dialog. */
export function SupplierActions({
  supplier,
  size = 'small',
}: {
  supplier: { id: number; name: string; state: SupplierState };
  size?: 'small' | 'middle';
}): ReactNode {
  const { t } = useTranslation('supplier');
  const can = useCan();
  const [action, setAction] = useState<SupplierAction | null>(null);
  if (!can('supply_supplier_status')) return null;
  const allowed = Object.keys(SUPPLIER_TRANSITIONS[supplier.state]) as SupplierAction[];
  if (allowed.length === 0) return null;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: allowed.map((a) => ({
            key: a,
            label: t(`action.${a}`),
            danger: a === 'disable' || a === 'ban',
            'data-testid': `supplier-action-${a}`,
          })),
          onClick: ({ key }) => setAction(key as SupplierAction),
        }}
      >
        <Button size={size} data-testid={`supplier-actions-${supplier.id}`}>
          {t('actions')} <DownOutlined />
        </Button>
      </Dropdown>
      <MoveDialog supplier={action ? supplier : null} action={action} onClose={() => setAction(null)} />
    </>
  );
}
