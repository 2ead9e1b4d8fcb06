import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Progress, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ImportJobData } from '@shop/shared/api/catalog-import';
import { ApiError } from '../../../lib/request.ts';
import { products } from '../product/api.ts';
import { LIST_PATH } from '../product/paths.ts';
import { fetchImportJob, importKeys } from './api.ts';
import { ProblemTable } from './problem-table.tsx';

const POLL_MS = 1_000;
const finished = (job: ImportJobData | undefined) => job?.state === 'done' || job?.state === 'failed';

interface Props {
  id: number;
  /** the job ended and the user has seen it: forget it */
  onSeen: () => void;
  /** back to choosing a file */
  onRestart: () => void;
}

/** One import job: progress (polled about once a second) until it ends, then its report or its errors. */
export function JobView({ id, onSeen, onRestart }: Props): ReactNode {
  const { t } = useTranslation(['import', 'common']);
  const refreshProducts = products.useRefresh();
  const navigate = useNavigate();
  const job = useQuery({
    queryKey: importKeys.job(id),
    queryFn: () => fetchImportJob(id),
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  const data = job.data;
  const ended = finished(data);

  useEffect(() => {
    if (!ended) return;
    onSeen();
    if (data?.state === 'done') void refreshProducts();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the job is seen ending
  }, [ended]);

  const again = (
    <Button icon={<UploadOutlined />} onClick={onRestart} data-testid="import-again">
      {t('import:again')}
    </Button>
  );

  if (job.error instanceof ApiError && job.error.status === 404) {
    return <Result status="404" title={t('import:job.not_found')} extra={again} data-testid="import-job-missing" />;
  }
  if (!data) {
    if (job.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('import:job.load_failed')}
          description={job.error.message}
          data-testid="import-job-error"
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void job.refetch()}>
              {t('common:action.refresh')}
            </Button>
          }
        />
      );
    }
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }

  const percent = data.state === 'done' ? 100 : data.total > 0 ? Math.floor((data.processed / data.total) * 100) : 0;
  const status = data.state === 'done' ? 'success' : data.state === 'failed' ? 'exception' : 'active';
  return (
    <div className="import-job" data-testid="import-job" data-state={data.state}>
      <div className="import-job-head">
        <span className="import-job-file">{data.fileName || t('import:job.no_name')}</span>
        <span className="import-note">
          {t('import:job.started', { time: dayjs(data.createdAt).format('YYYY-MM-DD HH:mm:ss') })}
        </span>
      </div>
      <Progress
        percent={percent}
        status={status}
        format={() => `${data.processed} / ${data.total}`}
        aria-label={t('import:job.progress')}
        data-testid="import-progress"
      />
      <p className="import-note" aria-live="polite" data-testid="import-job-state">
        {t(`import:job.state.${data.state}`, { processed: data.processed, total: data.total })}
      </p>
      {data.state === 'done' ? (
        <Result
          status="success"
          title={t('import:done.title')}
          subTitle={t('import:done.added', { count: data.result?.added ?? 0 })}
          data-testid="import-report"
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => void navigate(LIST_PATH)} data-testid="import-to-list">
                {t('import:done.to_list')}
              </Button>
              {again}
            </Space>
          }
        />
      ) : null}
      {data.state === 'failed' ? (
        <div className="import-result" data-testid="import-failed">
          <Alert
            type="error"
            showIcon
            title={data.error?.msg || t('import:failed.title')}
            description={t('import:failed.note')}
          />
          {data.error?.errors.length ? (
            <ProblemTable problems={data.error.errors} testId="import-job-problems" />
          ) : null}
          <div className="import-actions">{again}</div>
        </div>
      ) : null}
    </div>
  );
}
