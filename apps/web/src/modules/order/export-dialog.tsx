import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Space } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExportFile, fetchExportJob } from './api.ts';

interface Props {
  /** the export job under way, or null when the dialog is closed */
  job: { id: number; total: number } | null;
  onClose(): void;
}

/**
 * A large export runs as a job on the server: this dialog shows its progress (polled each
 * second), downloads the file once it is ready and may be closed while the job goes on.
 */
export function ExportJobDialog({ job, onClose }: Props): ReactNode {
  const { t } = useTranslation(['order', 'common']);
  const downloaded = useRef<number | null>(null);
  const state = useQuery({
    queryKey: ['orders', 'export-job', job?.id],
    queryFn: () => fetchExportJob(job!.id),
    enabled: job !== null,
    refetchInterval: (q) =>
      q.state.data && (q.state.data.state === 'done' || q.state.data.state === 'failed') ? false : 1_000,
  });
  const data = state.data;
  const done = data?.state === 'done';

  useEffect(() => {
    if (job && done && downloaded.current !== job.id) {
      downloaded.current = job.id;
      void downloadExportFile(job.id).catch(() => undefined);
    }
  }, [done, job]);

  const total = data?.total ?? job?.total ?? 0;
  const processed = data?.processed ?? 0;
  const percent = done ? 100 : total > 0 ? Math.min(99, Math.floor((processed / total) * 100)) : 0;
  return (
    <Modal
      open={job !== null}
      title={t('order:export_job.title')}
      maskClosable={false}
      onCancel={onClose}
      footer={
        <Space>
          {done && job ? (
            <Button onClick={() => void downloadExportFile(job.id)} data-testid="order-export-download">
              {t('order:export_job.download')}
            </Button>
          ) : null}
          <Button type="primary" onClick={onClose}>
            {done || data?.state === 'failed' ? t('order:close') : t('order:export_job.background')}
          </Button>
        </Space>
      }
    >
      <p>{t('order:export_job.intro', { total })}</p>
      <Progress
        percent={percent}
        status={data?.state === 'failed' ? 'exception' : done ? 'success' : 'active'}
        aria-label={t('order:export_job.title')}
      />
      <p data-testid="order-export-progress">
        {t('order:export_job.progress', { processed: done ? total : processed, total })}
      </p>
      {done ? <Alert type="success" showIcon message={t('order:export_job.ready')} /> : null}
      {data?.state === 'failed' ? (
        <Alert type="error" showIcon message={data.error?.msg ?? t('order:export_job.failed')} />
      ) : null}
      {state.isError ? <Alert type="error" showIcon message={t('order:export_job.failed')} /> : null}
    </Modal>
  );
}
