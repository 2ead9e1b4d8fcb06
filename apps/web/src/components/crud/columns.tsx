import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Switch, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import dayjs from 'dayjs';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Endpoint } from '@shop/shared/contract';
import { useCan } from '../../lib/auth-store.ts';
import type { AnyEntity } from './entity-api.ts';
import type { CrudScreen } from './screen.ts';
import { useActionDialog } from './use-action-dialog.ts';

/** What the list columns need of a row. */
export interface CrudRow {
  id: number;
  version?: number;
}

type StatusRow = CrudRow & { enabled: boolean };

// The kit's generic contracts lose their exact types here; each screen's entity is checked where it is defined.
type LooseChange = (
  change: string,
  handlers: { onSuccess: (saved: never) => void },
) => UseMutationResult<unknown, Error, Record<string, unknown>>;
const changeOf = (entity: AnyEntity) => entity.useChange as unknown as LooseChange;

export interface StatusColumnConfig<R extends StatusRow, S> {
  /** the switch is `<p>-status-<id>`, guarded by `permissions.status` */
  screen: CrudScreen<AnyEntity<{ status: Endpoint }>>;
  title: string;
  ariaLabel: (row: R) => string;
  /** the toast after a change; "saved" when not given */
  doneText?: (saved: S) => string;
  /** the switch cannot move for this row; a text says why (in a tooltip) */
  locked?: (row: R) => boolean | string;
  /** switching off asks first (it signs an account out) */
  confirmOff?: { title: (row: R) => string; testId: string };
  width?: number;
}

/** The enable/disable switch: permission-gated, loading on its own row, a toast when done. */
export function useStatusColumn<R extends StatusRow, S = unknown>(config: StatusColumnConfig<R, S>): ColumnType<R> {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const can = useCan();
  const { entity, testId, permissions } = config.screen;
  const status = changeOf(entity)('status', {
    onSuccess: (saved: S) => void message.success(config.doneText ? config.doneText(saved) : t('common:saved')),
  });
  const change = (row: R, enabled: boolean) =>
    status.mutateAsync({ id: row.id, status: enabled, version: row.version }).catch(() => undefined);

  return {
    title: config.title,
    dataIndex: 'enabled',
    width: config.width ?? 100,
    render: (enabled: boolean, row: R) => {
      const locked = config.locked?.(row) ?? false;
      const disabled = !can(permissions.status) || locked !== false;
      const ask = config.confirmOff && enabled && !disabled ? config.confirmOff : null;
      const control = (
        <Switch
          checked={enabled}
          disabled={disabled}
          loading={status.isPending && status.variables?.id === row.id}
          aria-label={config.ariaLabel(row)}
          data-testid={`${testId}-status-${row.id}`}
          onChange={ask ? undefined : (checked) => void change(row, checked)}
        />
      );
      if (ask) {
        return (
          <Popconfirm
            title={ask.title(row)}
            okButtonProps={{ danger: true, 'data-testid': ask.testId }}
            onConfirm={() => change(row, false)}
          >
            {control}
          </Popconfirm>
        );
      }
      return typeof locked === 'string' ? <Tooltip title={locked}>{control}</Tooltip> : control;
    },
  };
}

export interface RowActionsConfig<R extends CrudRow> {
  /** `<p>-edit-<id>`, `<p>-delete-<id>`, `<p>-delete-confirm-<id>`, guarded by `permissions.edit` and `.del` */
  screen: CrudScreen<AnyEntity<{ del: Endpoint }>>;
  width?: number;
  /** the edit button's text for this row ("view" where nothing may change) */
  editLabel?: (row: R) => string;
  /** the edit page of a row whose form is a page of its own (FormPage) instead of the `?action=edit` dialog */
  editTo?: (row: R) => string;
  /** delete after confirming; no delete button without it */
  remove?: {
    confirm: (row: R) => string;
    description?: string;
    /** no delete button for this row (the default warehouse, oneself) */
    hidden?: (row: R) => boolean;
    /** a disabled delete button with the reason (a group with members) */
    blocked?: (row: R) => string | null;
  };
  /** more row actions, between edit and delete, each with its permission */
  extra?: { permission: string; render: (row: R) => ReactNode }[];
}

/** The row actions column: edit, the screen's own actions and delete after confirming, each permission-gated. */
export function useRowActionsColumn<R extends CrudRow>(config: RowActionsConfig<R>): ColumnType<R>[] {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const can = useCan();
  const dialog = useActionDialog();
  const navigate = useNavigate();
  const { entity, testId, permissions } = config.screen;
  const remove = changeOf(entity)('del', { onSuccess: () => void message.success(t('common:deleted')) });
  const del = config.remove;
  const canEdit = can(permissions.edit);
  const canDelete = Boolean(del) && can(permissions.del);
  const extra = (config.extra ?? []).filter((action) => can(action.permission));
  if (!canEdit && !canDelete && extra.length === 0) return [];

  const deleteButton = (row: R) => {
    if (!del || !canDelete || del.hidden?.(row)) return null;
    const blocked = del.blocked?.(row);
    const label = t('common:action.delete');
    if (blocked) {
      return (
        <Tooltip title={blocked}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled
            aria-label={`${label}: ${blocked}`}
          >
            {label}
          </Button>
        </Tooltip>
      );
    }
    return (
      <Popconfirm
        title={del.confirm(row)}
        description={del.description}
        okText={label}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ danger: true, 'data-testid': `${testId}-delete-confirm-${row.id}` }}
        onConfirm={() => remove.mutateAsync({ id: row.id }).catch(() => undefined)}
      >
        <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid={`${testId}-delete-${row.id}`}>
          {label}
        </Button>
      </Popconfirm>
    );
  };

  return [
    {
      title: t('common:actions'),
      key: 'actions',
      fixed: 'right',
      width: config.width ?? 170,
      render: (_: unknown, row: R) => (
        <Space size={0} wrap>
          {canEdit ? (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => (config.editTo ? void navigate(config.editTo(row)) : dialog.open('edit', row.id))}
              data-testid={`${testId}-edit-${row.id}`}
            >
              {config.editLabel?.(row) ?? t('common:action.edit')}
            </Button>
          ) : null}
          {extra.map((action) => (
            <Fragment key={action.permission}>{action.render(row)}</Fragment>
          ))}
          {deleteButton(row)}
        </Space>
      ),
    },
  ];
}

/** A date and time column ("2024-05-01 14:30" in the browser's zone). */
export function dateTimeColumn<R>(
  title: string,
  dataIndex: keyof R & string,
  options: { width?: number; sorter?: boolean } = {},
): ColumnType<R> {
  return {
    title,
    dataIndex,
    width: options.width ?? 170,
    sorter: options.sorter,
    render: (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—'),
  };
}

/** The record's id: narrow and sortable. */
export function idColumn<R extends CrudRow>(title: string): ColumnType<R> {
  return { title, dataIndex: 'id', width: 80, sorter: true };
}

/** A sortable name with a tag after it on some rows (the super administrators' group). */
export function taggedNameColumn<R>(
  title: string,
  dataIndex: keyof R & string,
  options: { width?: number; tag: (row: R) => ReactNode },
): ColumnType<R> {
  return {
    title,
    dataIndex,
    sorter: true,
    width: options.width,
    render: (name: string, row: R) => (
      <span className="kind-cell">
        {name}
        {options.tag(row)}
      </span>
    ),
  };
}
