import { Form, Modal, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../lib/auth-store.ts';
import type { Entity } from './entity-api.ts';
import { screenNamespaces, type CrudScreen } from './screen.ts';
import { useActionDialog } from './use-action-dialog.ts';
import { useCrudForm, type CrudFormConfig, type CrudFormState, type EditableContracts } from './use-crud-form.ts';

export interface FormModalProps<G extends EditableContracts, V extends object> extends Omit<
  CrudFormConfig<G, V>,
  'entity'
> {
  /**
   * `<p>-form`, `<p>-form-submit`, `<p>-form-cancel`; who holds `permissions.add` (`.edit`) may
   * open `?action=add` (`?action=edit&id=N`); its texts `add` and `edit` are the dialog's title
   */
  screen: CrudScreen<Entity<G>>;
  /** a test id of the save button other than `<p>-form-submit` */
  submitTestId?: string;
  width: number;
  /** more to load before the form can show (option lists) */
  loading?: boolean;
  /** the record may be looked at, not changed (the super administrators' group) */
  readOnly?: (state: CrudFormState<G, V>) => boolean;
  /** shown above the form (a conflict notice) */
  notice?: ReactNode;
  children: (state: CrudFormState<G, V>) => ReactNode;
}

/**
 * The add/edit dialog of an entity, opened by `?action=add` or `?action=edit&id=N` in the URL:
 * loads the record (skeleton meanwhile), resets the form each time it opens, saves once, shows the
 * server's field errors on their fields and closes (keeping the list's parameters) when saved.
 */
export function FormModal<G extends EditableContracts, V extends object>(props: FormModalProps<G, V>): ReactNode {
  const { t } = useTranslation(['common', ...screenNamespaces(props.screen)]);
  const can = useCan();
  const dialog = useActionDialog();
  const { entity, testId, permissions, texts } = props.screen;
  const adding = dialog.is('add') && can(permissions.add);
  const editing = dialog.is('edit') && can(permissions.edit);
  const open = adding || editing;
  // While it closes, the dialog stays what it was (an edit does not turn into an add on its way out).
  const [last, setLast] = useState<number | null>(null);
  const id = editing ? dialog.id : null;
  if (open && id !== last) setLast(id);
  const state = useCrudForm({ ...props, entity }, { open, id: open ? id : last, onClosed: dialog.close });
  const loading = state.loading || Boolean(props.loading);
  const readOnly = props.readOnly?.(state) ?? false;

  return (
    <Modal
      open={open}
      title={t((state.editing ? texts.edit : texts.add) ?? texts.title)}
      onCancel={dialog.close}
      onOk={() => state.form.submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={state.saving}
      okButtonProps={{ disabled: loading || readOnly, 'data-testid': props.submitTestId ?? `${testId}-form-submit` }}
      cancelButtonProps={{ 'data-testid': `${testId}-form-cancel` }}
      destroyOnHidden
      width={props.width}
    >
      {props.notice}
      {loading ? (
        <Skeleton active />
      ) : (
        <Form<V>
          form={state.form}
          layout="vertical"
          data-testid={`${testId}-form`}
          disabled={readOnly}
          onFinish={state.submit}
        >
          {props.children(state)}
        </Form>
      )}
    </Modal>
  );
}
