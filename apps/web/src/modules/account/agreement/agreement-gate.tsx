import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../../../lib/auth-store.ts';

const AgreementDialog = lazy(() => import('./agreement-dialog.tsx'));

/**
 * In the shell: while the signed-in supplier user has the current supplier agreement to accept
 * (the sign-in answer said so; the session user is stored, so a reload keeps asking), a dialog
 * that cannot be dismissed asks for it before anything else. Loaded only then.
 */
export function AgreementGate(): ReactNode {
  const { user } = useAuth();
  if (!user?.agreement) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog key={user.agreement.id} />
    </Suspense>
  );
}
