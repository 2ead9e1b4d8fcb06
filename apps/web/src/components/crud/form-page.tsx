import { Button, Form, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Entity, RecordOf } from './entity-api.ts';
import type { CrudScreen } from './screen.ts';
import { useCrudForm, type CrudFormConfig, type CrudFormState, type EditableContracts } from './use-crud-form.ts';

export interface FormPageProps<G extends EditableContracts, V extends object> extends Omit<
  CrudFormConfig<G, V>,
  'entity'
> {
  /** `<p>-page`, `<p>-form`, `<p>-form-submit`, `<p>-form-cancel` (the route's guard decides who opens it) */
  screen: CrudScreen<Entity<G>>;
  /** the record edited (from the route); null adds one */
  id: number | null;
  /** where saving and cancelling go (the list, keeping its query string) */
  backTo: string;
  /** where a save goes instead, from the record as saved (a new record's own edit page) */
  savedTo?: (saved: RecordOf<G>) => string;
  title: { add: string; edit: string };
  children: (state: CrudFormState<G, V>) => ReactNode;
}

/**
 * The add/edit screen of an entity whose form is too large for a dialog: the same loading,
 * resetting, saving and field errors as `FormModal`, on a page of its own with save and cancel.
 */
export function FormPage<G extends EditableContracts, V extends object>(props: FormPageProps<G, V>): ReactNode {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const back = () => void navigate(props.backTo);
  const { entity, testId } = props.screen;
  const closed = (saved?: RecordOf<G>) => void navigate(saved && props.savedTo ? props.savedTo(saved) : props.backTo);
  const state = useCrudForm({ ...props, entity }, { open: true, id: props.id, onClosed: closed });

  return (
    <section className="page-card" data-testid={`${testId}-page`}>
      <div className="page-title-row">
        <h2>{state.editing ? props.title.edit : props.title.add}</h2>
      </div>
      {state.loading ? (
        <Skeleton active />
      ) : (
        <Form<V> form={state.form} layout="vertical" data-testid={`${testId}-form`} onFinish={state.submit}>
          {props.children(state)}
          <Space>
            <Button type="primary" htmlType="submit" loading={state.saving} data-testid={`${testId}-form-submit`}>
              {t('common:action.save')}
            </Button>
            <Button onClick={back} data-testid={`${testId}-form-cancel`}>
              {t('common:action.cancel')}
            </Button>
          </Space>
        </Form>
      )}
    </section>
  );
}
