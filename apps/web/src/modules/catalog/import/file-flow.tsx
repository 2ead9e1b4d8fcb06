import {
  CheckCircleOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Statistic } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportCheckData } from '@shop/shared/api/catalog-import';
import { IMPORT_REQUIRED_COLUMNS } from '@shop/shared/api/catalog-import';
import { useIdempotencyKey } from '../../../lib/idempotency.ts';
import { ApiError } from '../../../lib/request.ts';
import { checkImportFile, downloadTemplate, startImport, type TemplateFormat } from './api.ts';
import { problemsOf, type ImportProblem } from './error-text.ts';
import { FilePicker } from './file-picker.tsx';
import { ProblemTable } from './problem-table.tsx';

/** A refused request shown on the screen: the server's text and, where it named them, the rows. */
interface Refusal {
  message: string;
  problems: ImportProblem[];
}

const refusalOf = (error: unknown): Refusal => ({
  message: error instanceof Error ? error.message : String(error),
  problems: error instanceof ApiError ? problemsOf(error.fieldErrors) : [],
});

/** The dry run of one chosen file. */
interface Checked {
  file: File;
  result: ImportCheckData;
}

/** Template, file, check (dry run), import: the import can start only after a clean check of the same file. */
export function FileFlow({ onStarted }: { onStarted: (jobId: number) => void }): ReactNode {
  const { t } = useTranslation(['import', 'common']);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [downloading, setDownloading] = useState<TemplateFormat | null>(null);
  const action = useIdempotencyKey();

  const check = useMutation({
    mutationFn: (f: File) => checkImportFile(f),
    onSuccess: (result, f) => setChecked({ file: f, result }),
    onError: () => setChecked(null),
  });
  const start = useMutation({
    // Importing the same file again after a network failure is the same action: imported once.
    mutationFn: (c: Checked) => action.run(c.file, (key) => startImport(c.file, key)),
    onSuccess: (started) => onStarted(started.jobId),
    // Refused (a row became invalid since the check): check again before importing.
    onError: () => setChecked(null),
  });

  const choose = (next: File | null) => {
    setFile(next);
    setChecked(null);
    check.reset();
    start.reset();
  };
  const download = async (format: TemplateFormat) => {
    setDownloading(format);
    try {
      await downloadTemplate(format);
    } catch {
      // the request helper has shown the reason
    } finally {
      setDownloading(null);
    }
  };

  const current = checked && checked.file === file ? checked : null;
  const clean = current !== null && current.result.errorCount === 0 && current.result.total > 0;
  const busy = check.isPending || start.isPending;
  const checkRefusal = check.isError ? refusalOf(check.error) : null;
  const startRefusal = start.isError ? refusalOf(start.error) : null;

  return (
    <ol className="import-steps">
      <li>
        <h3 className="section-heading">{t('import:step.template')}</h3>
        <p className="import-note">{t('import:template.hint', { columns: IMPORT_REQUIRED_COLUMNS.join(', ') })}</p>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading === 'csv'}
            onClick={() => void download('csv')}
            data-testid="import-template-csv"
          >
            {t('import:template.csv')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading === 'xlsx'}
            onClick={() => void download('xlsx')}
            data-testid="import-template-xlsx"
          >
            {t('import:template.xlsx')}
          </Button>
        </Space>
      </li>
      <li>
        <h3 className="section-heading">{t('import:step.file')}</h3>
        <FilePicker file={file} onChange={choose} disabled={busy} />
      </li>
      <li>
        <h3 className="section-heading">{t('import:step.check')}</h3>
        <p className="import-note">{t('import:check.hint')}</p>
        <Button
          icon={<SafetyCertificateOutlined />}
          disabled={!file || start.isPending}
          loading={check.isPending}
          onClick={() => file && !busy && check.mutate(file)}
          data-testid="import-check"
        >
          {t('import:check.run')}
        </Button>
        <div aria-live="polite">
          {current ? <CheckSummary result={current.result} /> : null}
          {checkRefusal ? (
            <div className="import-result" data-testid="import-check-refused">
              <Alert type="error" showIcon title={checkRefusal.message} description={t('import:check.refused')} />
              {checkRefusal.problems.length ? (
                <ProblemTable problems={checkRefusal.problems} testId="import-problems" />
              ) : null}
            </div>
          ) : null}
        </div>
      </li>
      <li>
        <h3 className="section-heading">{t('import:step.import')}</h3>
        <p className="import-note">
          {clean ? t('import:start.ready', { count: current.result.total }) : t('import:start.hint')}
        </p>
        <Button
          type="primary"
          icon={<CloudUploadOutlined />}
          disabled={!clean || check.isPending}
          loading={start.isPending}
          onClick={() => current && clean && !busy && start.mutate(current)}
          data-testid="import-start"
        >
          {t('import:start.run')}
        </Button>
        {startRefusal ? (
          <div className="import-result" data-testid="import-start-refused" aria-live="polite">
            <Alert type="error" showIcon title={startRefusal.message} description={t('import:start.refused')} />
            {startRefusal.problems.length ? (
              <ProblemTable problems={startRefusal.problems} testId="import-start-problems" />
            ) : null}
          </div>
        ) : null}
      </li>
    </ol>
  );
}

/** Rows, valid rows and errors of a dry run, then every error by row and column. */
function CheckSummary({ result }: { result: ImportCheckData }): ReactNode {
  const { t } = useTranslation('import');
  return (
    <div className="import-result" data-testid="import-summary">
      <div className="import-stats">
        <Statistic title={t('import:summary.rows')} value={result.total} data-testid="import-summary-rows" />
        <Statistic title={t('import:summary.valid')} value={result.valid} data-testid="import-summary-valid" />
        <Statistic
          title={t('import:summary.errors')}
          value={result.errorCount}
          data-testid="import-summary-errors"
          styles={{ content: result.errorCount ? { color: '#c41d1d' } : undefined }}
        />
      </div>
      {result.total === 0 && result.errorCount === 0 ? (
        <Alert type="warning" showIcon title={t('import:file_error.empty')} data-testid="import-empty" />
      ) : result.errorCount === 0 ? (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleOutlined />}
          title={t('import:check.clean', { count: result.total })}
          data-testid="import-clean"
        />
      ) : (
        <>
          <Alert type="error" showIcon title={t('import:check.has_errors', { count: result.errorCount })} />
          <ProblemTable problems={result.errors} total={result.errorCount} testId="import-problems" />
        </>
      )}
    </div>
  );
}
