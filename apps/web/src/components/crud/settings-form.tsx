import './settings-form.css';
import { ReloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SectionSource, SettingsSectionState } from './settings-section.ts';

export interface SettingsSectionPageProps<S extends SectionSource> {
  /** from `useSettingsSection(section)` */
  state: SettingsSectionState<S>;
  /**
   * `<p>-page`, `<p>-form`, `<p>-version`, `<p>-conflict`, `<p>-conflict-reload`, `<p>-save`,
   * `<p>-undo`, `<p>-retry`
   */
  testId: string;
  title: string;
  /** one or two sentences under the title: what the settings do */
  intro?: ReactNode;
  /** beside the form on wide screens, under it on narrow ones (a preview) */
  aside?: ReactNode;
  /** the form's class (a page's own field layout) */
  className?: string;
  children: ReactNode;
}

/**
 * The screen of a settings record: title with the last save's time and version, a skeleton while it
 * loads, the failure with a retry, the form (vertical) with a stale save's conflict above it, and
 * save and undo at the end.
 */
export function SettingsSectionPage<S extends SectionSource>(props: SettingsSectionPageProps<S>): ReactNode {
  const { state, testId } = props;
  const { t } = useTranslation(['section', 'common']);
  const conflictRef = useRef<HTMLDivElement>(null);

  // A refused save is explained at the top of the form: bring it into view.
  useEffect(() => {
    if (state.conflict) conflictRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [state.conflict]);

  if (state.query.isError && !state.base) {
    return (
      <section className="page-card" data-testid={`${testId}-page`}>
        <Result
          status="error"
          title={t('section:load_failed')}
          subTitle={state.query.error.message}
          extra={
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void state.query.refetch()}
              loading={state.query.isFetching}
              data-testid={`${testId}-retry`}
            >
              {t('common:action.retry')}
            </Button>
          }
        />
      </section>
    );
  }

  const { base } = state;
  const form = base ? (
    <Form
      form={state.form}
      layout="vertical"
      className={['settings-form', props.className].filter(Boolean).join(' ')}
      data-testid={`${testId}-form`}
      initialValues={state.initial}
      scrollToFirstError={{ block: 'center' }}
      onValuesChange={state.touched}
      onFinish={() => void state.submit()}
      onFinishFailed={state.invalid}
    >
      {state.conflict ? (
        <div ref={conflictRef}>
          <Alert
            type="error"
            showIcon
            className="settings-conflict"
            data-testid={`${testId}-conflict`}
            title={t('section:conflict.title')}
            description={
              <>
                <div>{state.conflict}</div>
                <div>{t('section:conflict.kept')}</div>
                <Button
                  size="small"
                  danger
                  className="settings-conflict-reload"
                  onClick={() => void state.reload()}
                  data-testid={`${testId}-conflict-reload`}
                >
                  {t('section:conflict.reload')}
                </Button>
              </>
            }
          />
        </div>
      ) : null}
      {props.children}
      <Space wrap className="settings-actions">
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={state.saving}
          data-testid={`${testId}-save`}
        >
          {t('common:action.save')}
        </Button>
        <Button
          icon={<UndoOutlined />}
          disabled={state.saving || !state.changed}
          onClick={state.undo}
          data-testid={`${testId}-undo`}
        >
          {t('section:undo')}
        </Button>
        {state.changed ? (
          <span className="settings-unsaved" data-testid={`${testId}-unsaved`}>
            {t('section:unsaved')}
          </span>
        ) : null}
      </Space>
    </Form>
  ) : null;

  return (
    <section className="page-card" data-testid={`${testId}-page`}>
      <div className="page-title-row">
        <h2>{props.title}</h2>
        {base ? (
          <span className="settings-meta" data-testid={`${testId}-version`}>
            {base.updatedAt
              ? t('section:saved_at', {
                  time: dayjs(base.updatedAt).format('YYYY-MM-DD HH:mm'),
                  version: base.version,
                })
              : t('section:never_saved')}
          </span>
        ) : null}
      </div>
      {props.intro ? <p className="settings-intro">{props.intro}</p> : null}
      {!form ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : props.aside ? (
        <div className="settings-layout">
          {form}
          <div className="settings-side">{props.aside}</div>
        </div>
      ) : (
        form
      )}
    </section>
  );
}

/** A titled group of a settings form's fields, with an optional hint under the title. */
export function SettingsGroup(props: { title: string; hint?: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <fieldset className="settings-group" data-testid={props.testId}>
      <legend>{props.title}</legend>
      {props.hint ? <p className="settings-group-hint">{props.hint}</p> : null}
      {props.children}
    </fieldset>
  );
}
