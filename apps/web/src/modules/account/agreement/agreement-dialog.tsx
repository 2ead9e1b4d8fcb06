import './agreement-dialog.css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/request.ts';
import { endSession } from '../../../lib/session.ts';
import { logout } from '../login/api.ts';
import { acceptAgreement, agreementLanguage, clearPendingAgreement, readSignInAgreement } from './api.ts';

/**
 * The current supplier agreement in the user's language (or the first one it is written in), with
 * "accept" and "sign out" only: no close button, the mask and Esc do nothing. Accepting records it
 * on the server and the dialog goes; an answer that there is nothing to accept (none any more,
 * accepted elsewhere) closes it too.
 */
export default function AgreementDialog(): ReactNode {
  const { t, i18n } = useTranslation('agreement-gate');
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const agreement = useQuery({
    queryKey: ['passport', 'agreement'],
    queryFn: async () => {
      try {
        const data = await readSignInAgreement();
        if (data.accepted) clearPendingAgreement();
        return data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) clearPendingAgreement();
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
  const accept = useMutation({
    mutationFn: acceptAgreement,
    onSuccess: () => clearPendingAgreement(),
    onError: (error) => setFailure(error.message),
  });

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
    } catch {
      // The session ends on this side whatever the server answered.
    }
    endSession({ remember: false });
  };

  const data = agreement.data;
  const lang = data ? agreementLanguage(data.content, i18n.language) : null;
  return (
    <Modal
      open
      centered
      width={720}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      title={t('agreement-gate:title', data ? { version: data.version } : { version: '' })}
      data-testid="agreement-gate"
      footer={[
        <Button key="out" onClick={() => void signOut()} loading={leaving} data-testid="agreement-gate-sign-out">
          {t('agreement-gate:sign_out')}
        </Button>,
        <Button
          key="accept"
          type="primary"
          disabled={!data || leaving}
          loading={accept.isPending}
          onClick={() => {
            if (!data || accept.isPending) return;
            setFailure(null);
            accept.mutate(data.id);
          }}
          data-testid="agreement-gate-accept"
        >
          {t('agreement-gate:accept')}
        </Button>,
      ]}
    >
      <p className="agreement-gate-intro">{t('agreement-gate:intro')}</p>
      {failure ? <Alert type="error" showIcon title={failure} className="agreement-gate-alert" /> : null}
      {agreement.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('agreement-gate:load_failed')}
          description={agreement.error.message}
          action={
            <Button size="small" onClick={() => void agreement.refetch()}>
              {t('agreement-gate:retry')}
            </Button>
          }
        />
      ) : null}
      {agreement.isLoading ? <Skeleton active /> : null}
      {data && lang ? (
        <div
          className="agreement-gate-text"
          lang={lang}
          tabIndex={0}
          data-testid="agreement-gate-text"
          // sanitized on the server when it was published
          dangerouslySetInnerHTML={{ __html: data.content[lang] }}
        />
      ) : null}
    </Modal>
  );
}
