import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { accountErrorCodes, accountMessages as m } from '../../../domain/accounts/messages';
import { emailOnlyRequestSchema } from '../../../domain/accounts/schemas';
import { useAuthModal } from '../../lib/auth-modal';
import { takeSignUpDownloadReturn } from '../../lib/download-gate';
import { useSession } from '../../lib/session';
import { readTokenPair } from '../../lib/tokens';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useResendVerificationEmail } from './api/resend-verification';
import { verifyEmail } from './api/verify-email';
import { AuthCard, IconBadge } from './auth-card';
import { errorCode, formErrorMessage } from './form-errors';
import { useSignedInOnArrival } from './use-arrival';

/** Spec section 9: the CV list opens 2 s after a successful verification. */
export const VERIFY_REDIRECT_MS = 2000;

type VerifyState = { kind: 'loading' } | { kind: 'success'; next: string } | { kind: 'error'; message: string; code?: string };

// A key is used once: React's development double effects must not send it twice.
const attempts = new Map<string, ReturnType<typeof verifyEmail>>();

/**
 * /auth/verify-email?key=...: verifies the address (or confirms a new one, `change=1`), signs the
 * user in and opens the CV list 2 s later.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const isAddressChange = params.get('change') === '1';
  const arrival = useSignedInOnArrival();
  const session = useSession();
  const navigate = useNavigate();
  const [state, setState] = useState<VerifyState>(() => (key ? { kind: 'loading' } : { kind: 'error', message: m.verifyMissingKey }));
  // Someone already signed in has nothing to verify here, except when confirming a new address.
  const redirectSignedIn = arrival === 'signed-in' && !isAddressChange;

  useEffect(() => {
    if (!key || arrival === 'waiting' || redirectSignedIn) return;
    let active = true;
    let attempt = attempts.get(key);
    if (!attempt) {
      attempt = verifyEmail(key);
      attempts.set(key, attempt);
    }
    attempt
      .then(async ({ status, data: answer }) => {
        if (status !== 200 || !answer) throw new Error(m.verifyUnexpectedStatus);
        const pair = readTokenPair(answer);
        if (!pair) throw new Error(m.verifyMissingTokens);
        await session.signIn(pair, answer.user);
        // Signed up to download: back to the CV saved at registration, its download modal open.
        const next = isAddressChange ? routes.personalInfo : (takeSignUpDownloadReturn() ?? routes.myCvs);
        if (active) setState({ kind: 'success', next });
      })
      .catch((err: unknown) => {
        if (!active) return;
        const local = err instanceof Error && (err.message === m.verifyUnexpectedStatus || err.message === m.verifyMissingTokens);
        setState({
          kind: 'error',
          message: local ? err.message : formErrorMessage(err, m.verifyInvalidKey),
          code: errorCode(err),
        });
      });
    return () => {
      active = false;
    };
    // session.signIn is stable enough for a one-shot call; re-running on session changes would not help.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, arrival, redirectSignedIn]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = window.setTimeout(() => void navigate(state.next, { replace: true }), VERIFY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state, navigate]);

  if (redirectSignedIn) return <Navigate to={routes.myCvs} replace />;

  if (state.kind === 'success') {
    return (
      <AuthCard
        metaTitle="Adresse e-mail vérifiée"
        title="Adresse e-mail vérifiée"
        icon={
          <IconBadge tone="success">
            <CircleCheck className="size-7" aria-hidden="true" />
          </IconBadge>
        }
      >
        <Alert tone="success">{m.verifySuccess}</Alert>
        <Button asChild variant="outline" className="mt-5 w-full">
          <Link to={isAddressChange ? routes.personalInfo : routes.myCvs} replace>
            {isAddressChange ? 'Voir mes informations' : 'Aller à mes CV'}
          </Link>
        </Button>
      </AuthCard>
    );
  }

  if (state.kind === 'error') {
    return (
      <AuthCard
        metaTitle="Vérification de l’adresse e-mail"
        title="Vérification impossible"
        icon={
          <IconBadge tone="error">
            <CircleAlert className="size-7" aria-hidden="true" />
          </IconBadge>
        }
      >
        <Alert tone="error">{state.message}</Alert>
        {state.code === accountErrorCodes.alreadyVerified ? <AlreadyVerified /> : <ResendLink />}
      </AuthCard>
    );
  }

  return (
    <AuthCard
      metaTitle="Vérification de l’adresse e-mail"
      title="Vérification en cours"
      icon={
        <IconBadge tone="brand">
          <MailCheck className="size-7" aria-hidden="true" />
        </IconBadge>
      }
    >
      <div className="flex items-center justify-center gap-3 text-ink-600">
        <Spinner className="text-brand-600" label="Vérification de votre adresse e-mail…" />
        <p>Vérification de votre adresse e-mail…</p>
      </div>
    </AuthCard>
  );
}

function AlreadyVerified() {
  const modal = useAuthModal();
  return (
    <Button className="mt-5 w-full" onClick={() => modal.show('login')}>
      Se connecter
    </Button>
  );
}

/** A new link for an expired or used one. */
function ResendLink() {
  const mutation = useResendVerificationEmail();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailOnlyRequestSchema>, unknown, z.output<typeof emailOnlyRequestSchema>>({
    resolver: zodResolver(emailOnlyRequestSchema),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await mutation.mutateAsync(email);
      setMessage({ tone: 'success', text: answer.detail });
    } catch (err) {
      setMessage({ tone: 'error', text: formErrorMessage(err, m.genericRetry) });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-3 border-t border-ink-100 pt-6">
      <h2 className="text-base font-semibold text-ink-900">Recevoir un nouveau lien</h2>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <TextField label="Adresse e-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Button type="submit" loading={isSubmitting}>
        Renvoyer le lien de vérification
      </Button>
      <Link to={routes.home} className="text-center text-sm font-medium text-brand-700 hover:underline">
        Retour à l’accueil
      </Link>
    </form>
  );
}
