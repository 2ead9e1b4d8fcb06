import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The state of a read a drawer or card shows: its failure (the message and a retry button) or a
 * skeleton while it loads; nothing once it has data.
 */
export function QueryStatus({ query, failedTitle }: { query: UseQueryResult; failedTitle: string }): ReactNode {
  const { t } = useTranslation('common');
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={failedTitle}
        description={query.error.message}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  return query.isLoading ? <Skeleton active /> : null;
}
