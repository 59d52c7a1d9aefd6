import { zodResolver } from '@hookform/resolvers/zod';
import { CircleAlert, CircleCheck, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { resetPasswordFormSchema } from '../../../domain/accounts/schemas';
import { fieldMessage } from '../../lib/api-errors';
import { useAuthModal } from '../../lib/auth-modal';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PasswordField } from '../../ui/password-field';
import { LoadingBlock } from '../../ui/spinner';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { useResetLinkCheck } from './api/validate-reset-link';
import { AuthCard, IconBadge } from './auth-card';
import { applyFieldErrors, errorBody, formErrorMessage } from './form-errors';
import { useSignedInOnArrival } from './use-arrival';

type ResetState = { kind: 'validating' } | { kind: 'form' } | { kind: 'success' } | { kind: 'error'; message: string; used?: boolean };

type ResetInput = z.input<typeof resetPasswordFormSchema>;
type ResetOutput = z.output<typeof resetPasswordFormSchema>;

/** Spec section 5: a usable link has a non-empty uid and a token of at least 10 characters. */
function linkFrom(params: URLSearchParams): { uid: string; token: string } | undefined {
  const uid = params.get('uid')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return uid && token.length >= 10 ? { uid, token } : undefined;
}

/** A refused link (its body names the field) or a failed check (no answer, a server error). */
function linkCheckError(err: unknown): ResetState {
  const body = errorBody(err);
  return { kind: 'error', message: body ? m.resetLinkInvalid : formErrorMessage(err, m.genericRetry), used: Boolean(body?.token) };
}

/** /auth/reset-password?uid=...&token=...: validating, form, success, error (spec section 2). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = linkFrom(params);
  const arrival = useSignedInOnArrival();
  const [outcome, setOutcome] = useState<Extract<ResetState, { kind: 'success' | 'error' }>>();
  const check = useResetLinkCheck(link, arrival === 'anonymous');
  const state: ResetState =
    outcome ??
    (!link
      ? { kind: 'error', message: m.resetMissingLink }
      : check.isError
        ? linkCheckError(check.error)
        : check.isSuccess
          ? { kind: 'form' }
          : { kind: 'validating' });

  if (arrival === 'signed-in') return <Navigate to={routes.myCvs} replace />;
  if (arrival === 'waiting' || state.kind === 'validating') return <LoadingBlock label="Vérification du lien…" />;

  if (state.kind === 'success') {
    return (
      <AuthCard
        metaTitle="Mot de passe réinitialisé"
        title="Mot de passe modifié"
        icon={
          <IconBadge tone="success">
            <CircleCheck className="size-7" aria-hidden="true" />
          </IconBadge>
        }
      >
        <Alert tone="success">{m.resetDone}</Alert>
        <LoginButton />
      </AuthCard>
    );
  }

  if (state.kind === 'error') {
    return (
      <AuthCard
        metaTitle="Lien de réinitialisation"
        title="Lien non valable"
        icon={
          <IconBadge tone="error">
            <CircleAlert className="size-7" aria-hidden="true" />
          </IconBadge>
        }
      >
        <Alert tone="error">{state.message}</Alert>
        <ForgotHint used={state.used} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      metaTitle="Nouveau mot de passe"
      title="Choisissez un nouveau mot de passe"
      icon={
        <IconBadge tone="brand">
          <KeyRound className="size-7" aria-hidden="true" />
        </IconBadge>
      }
    >
      <NewPasswordForm
        link={link!}
        onDone={() => setOutcome({ kind: 'success' })}
        onLinkDead={(message, used) => setOutcome({ kind: 'error', message, used })}
      />
    </AuthCard>
  );
}

function NewPasswordForm({
  link,
  onDone,
  onLinkDead,
}: {
  link: { uid: string; token: string };
  onDone: () => void;
  onLinkDead: (message: string, used: boolean) => void;
}) {
  const mutation = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetOutput>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { new_password1: '', new_password2: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await mutation.mutateAsync({ ...link, ...values });
      onDone();
    } catch (err) {
      const body = errorBody(err);
      if (fieldMessage(body, 'token')) return onLinkDead(m.resetTokenInvalid, true);
      if (fieldMessage(body, 'uid')) return onLinkDead(m.resetUidInvalid, false);
      if (applyFieldErrors(err, setError, { new_password1: 'new_password1', new_password2: 'new_password2' })) return;
      setFormError(formErrorMessage(err, m.genericRetry));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        required
        hint="8 caractères au minimum. Une phrase facile à retenir fait un excellent mot de passe."
        error={errors.new_password1?.message}
        {...register('new_password1')}
      />
      <PasswordField
        label="Confirmez le nouveau mot de passe"
        autoComplete="new-password"
        required
        error={errors.new_password2?.message}
        {...register('new_password2')}
      />
      <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
        Enregistrer le nouveau mot de passe
      </Button>
    </form>
  );
}

function LoginButton() {
  const modal = useAuthModal();
  return (
    <Button className="mt-5 w-full" onClick={() => modal.show('login')}>
      Se connecter
    </Button>
  );
}

/** Spec section 2: the error offers a return home, and the 'Mot de passe oublié' hint for a used link. */
function ForgotHint({ used }: { used?: boolean }) {
  const modal = useAuthModal();
  return (
    <div className="mt-5 flex flex-col gap-3">
      <p className="text-sm text-ink-600">
        {used
          ? 'Ce lien a peut-être déjà servi. Demandez-en un nouveau avec «\u00a0Mot de passe oublié\u00a0»\u00a0: il reste valable une heure.'
          : 'Vous pouvez demander un nouveau lien avec «\u00a0Mot de passe oublié\u00a0».'}
      </p>
      <Button onClick={() => modal.show('forgot-password')}>Mot de passe oublié</Button>
      <Button asChild variant="outline">
        <Link to={routes.home}>Retour à l’accueil</Link>
      </Button>
    </div>
  );
}
