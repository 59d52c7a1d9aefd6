import { Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuthModal } from '../../lib/auth-modal';
import { routes } from '../../paths';
import { LoadingBlock } from '../../ui/spinner';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { useSignedInOnArrival } from './use-arrival';

/** /login: the login form as a page, for direct links (e-mails, bookmarks). */
export function LoginPage() {
  const arrival = useSignedInOnArrival();
  const modal = useAuthModal();
  const location = useLocation();
  const [params] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from;
  const next = params.get('next');
  const returnTo = typeof from === 'string' ? from : next?.startsWith('/') && !next.startsWith('//') ? next : undefined;

  if (arrival === 'waiting') return <LoadingBlock />;
  if (arrival === 'signed-in') return <Navigate to={returnTo ?? routes.myCvs} replace />;
  return (
    <AuthCard metaTitle="Connexion" title="Connexion à votre compte">
      <LoginForm returnTo={returnTo} onSwitch={modal.show} />
    </AuthCard>
  );
}
