import { DownloadOutlined, FileTextOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Table, Upload, type UploadProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TRACKING_IMPORT, type LogisticsImportData, type TrackingImportError } from '@shop/shared/api/logistics';
import { ApiError } from '../../../lib/request.ts';
import { checkTrackingFile, downloadTrackingTemplate, importTrackingFile, shipments } from './api.ts';

/** The refusal of an import as rows: the server sends each problem as field (column), key and params.row. */
function problemsOf(error: unknown): TrackingImportError[] {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.map((e) => ({ row: Number(e.params?.row ?? 0), column: e.field, key: e.key }));
}

/**
 * Tracking events from a carrier's CSV: choose the file, check it (every problem by row and
 * column, nothing written), then import it whole. A file with any problem is not imported.
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const { t } = useTranslation(['logistics', 'common']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<LogisticsImportData | null>(null);
  const [problems, setProblems] = useState<TrackingImportError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = (next: File | null = null) => {
    setFile(next);
    setCheck(null);
    setProblems([]);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const dry = useMutation({
    mutationFn: (f: File) => checkTrackingFile(f),
    onSuccess: (data) => {
      setCheck(data);
      setProblems(data.errors);
      setFailure(null);
    },
    onError: (error) => {
      setCheck(null);
      setProblems(problemsOf(error));
      setFailure(error.message);
    },
  });
  // The same file imported again after a network failure is the same action: recorded once.
  const run = shipments.useSend(importTrackingFile, {
    onSuccess: (data) => {
      void message.success(
        t('logistics:import.done', { imported: data.imported, delivered: data.delivered, duplicates: data.duplicates }),
      );
      close();
    },
    onError: (error) => {
      setProblems(problemsOf(error));
      setFailure(error.message);
    },
  });

  const beforeUpload: UploadProps['beforeUpload'] = (chosen) => {
    if (!/\.csv$/i.test(chosen.name)) void message.error(t('logistics:import.wrong_type'));
    else if (chosen.size > TRACKING_IMPORT.maxBytes) void message.error(t('logistics:import.too_large'));
    else reset(chosen);
    return Upload.LIST_IGNORE;
  };

  const clean = check !== null && check.errorCount === 0 && check.total > 0;
  const busy = dry.isPending || run.isPending;
  const problemText = (p: TrackingImportError) =>
    t(`logistics:import.problem.${p.key}`, { defaultValue: t('logistics:import.problem.invalid') });
  const columnText = (c: string) => t(`logistics:import.column.${c}`, { defaultValue: c });

  return (
    <Modal
      open={open}
      title={t('logistics:import.title')}
      onCancel={close}
      mask={{ closable: false }}
      width={720}
      destroyOnHidden
      data-testid="logistics-import"
      footer={[
        <Button
          key="template"
          icon={<DownloadOutlined />}
          onClick={() => void downloadTrackingTemplate().catch(() => undefined)}
        >
          {t('logistics:import.template')}
        </Button>,
        <Button key="cancel" onClick={close}>
          {t('common:action.cancel')}
        </Button>,
        <Button
          key="check"
          disabled={!file || busy}
          loading={dry.isPending}
          onClick={() => file && dry.mutate(file)}
          data-testid="logistics-import-check"
        >
          {t('logistics:import.check')}
        </Button>,
        <Button
          key="run"
          type="primary"
          disabled={!file || !clean || busy}
          loading={run.isPending}
          onClick={() => file && run.mutate(file)}
          data-testid="logistics-import-run"
        >
          {t('logistics:import.run')}
        </Button>,
      ]}
    >
      <p className="logistics-import-hint">
        {t('logistics:import.hint', { columns: TRACKING_IMPORT.columns.join(', '), rows: TRACKING_IMPORT.maxRows })}
      </p>
      <div data-testid="logistics-import-drop">
        <Upload.Dragger
          accept=".csv,text/csv"
          multiple={false}
          showUploadList={false}
          beforeUpload={beforeUpload}
          disabled={busy}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('logistics:import.drop')}</p>
        </Upload.Dragger>
      </div>
      {file ? (
        <div className="logistics-import-file" data-testid="logistics-import-file">
          <FileTextOutlined /> {file.name}
        </div>
      ) : null}
      {check ? (
        <Alert
          className="logistics-import-result"
          showIcon
          type={clean ? 'success' : 'error'}
          data-testid="logistics-import-summary"
          title={
            clean
              ? t('logistics:import.clean', { total: check.total, duplicates: check.duplicates })
              : t('logistics:import.has_errors', { count: check.errorCount, total: check.total })
          }
        />
      ) : null}
      {failure && !check ? <Alert className="logistics-import-result" showIcon type="error" title={failure} /> : null}
      {problems.length ? (
        <Table<TrackingImportError>
          size="small"
          className="logistics-import-problems"
          data-testid="logistics-import-problems"
          pagination={{ pageSize: 8, showSizeChanger: false }}
          rowKey={(p) => `${p.row}:${p.column}:${p.key}`}
          dataSource={problems}
          columns={[
            { title: t('logistics:import.row'), dataIndex: 'row', width: 70, render: (r: number) => (r > 0 ? r : '—') },
            { title: t('logistics:import.column_title'), dataIndex: 'column', width: 130, render: columnText },
            { title: t('logistics:import.problem_title'), dataIndex: 'key', render: (_: unknown, p) => problemText(p) },
          ]}
        />
      ) : null}
    </Modal>
  );
}
