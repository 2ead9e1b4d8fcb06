import { EditOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudScreen } from '../../../components/crud/screen.ts';
import { useActionDialog } from '../../../components/crud/use-action-dialog.ts';
import { useCan } from '../../../lib/auth-store.ts';

/** The row's edit button (`<p>-edit-<id>`, opens `?action=edit&id=N`); no column without the key. */
export function useEditColumn<R extends { id: number; code: string }>(screen: CrudScreen): TableColumnsType<R> {
  const { t } = useTranslation('common');
  const can = useCan();
  const dialog = useActionDialog();
  if (!can(screen.permissions.edit)) return [];
  return [
    {
      title: t('common:actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_: unknown, row: R) => (
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => dialog.open('edit', row.id)}
          data-testid={`${screen.testId}-edit-${row.id}`}
          aria-label={`${t('common:action.edit')} ${row.code}`}
        >
          {t('common:action.edit')}
        </Button>
      ),
    },
  ];
}
