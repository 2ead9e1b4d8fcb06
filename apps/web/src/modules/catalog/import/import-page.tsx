import '../catalog-screens.css';
import './import.css';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth-store.ts';
import { LIST_PATH } from '../product/paths.ts';
import { FileFlow } from './file-flow.tsx';
import { forgetImportJob, storedImportJob, storeImportJob } from './job-storage.ts';
import { JobView } from './job-view.tsx';

function idOf(text: string | null): number | null {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /product/product/import: template, file, dry run, import. A started job lives in the URL
 * (?job=<id>) and in the tab's session storage, so leaving and coming back finds it again.
 */
export function ProductImportPage(): ReactNode {
  const { t } = useTranslation(['import', 'common']);
  const navigate = useNavigate();
  const { user } = useAuth();
  const adminId = user?.adminid;
  const [search, setSearch] = useSearchParams();
  const rawJob = search.get('job');
  const jobId = idOf(rawJob);

  // Opened again without ?job while a job started here may still run: show that job.
  useEffect(() => {
    if (rawJob !== null) return;
    const stored = storedImportJob(adminId);
    if (stored !== null) setSearch({ job: String(stored) }, { replace: true });
  }, [rawJob, adminId, setSearch]);

  const restart = () => {
    forgetImportJob(adminId);
    setSearch({});
  };

  return (
    <section className="page-card" data-testid="product-import">
      <div className="page-title-row">
        <h2>{t('import:title')}</h2>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(LIST_PATH)}>
          {t('import:back_to_list')}
        </Button>
      </div>
      {rawJob !== null && jobId === null ? (
        <Result
          status="404"
          title={t('import:job.not_found')}
          extra={<Button onClick={restart}>{t('import:again')}</Button>}
        />
      ) : jobId !== null ? (
        <JobView key={jobId} id={jobId} onSeen={() => forgetImportJob(adminId, jobId)} onRestart={restart} />
      ) : (
        <FileFlow
          onStarted={(id) => {
            storeImportJob(adminId, id);
            setSearch({ job: String(id) }, { replace: true });
          }}
        />
      )}
    </section>
  );
}
