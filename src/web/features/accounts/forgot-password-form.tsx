import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { emailOnlyRequestSchema } from '../../../domain/accounts/schemas';
import type { AuthModalName, AuthModalOptions } from '../../lib/auth-modal';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useRequestPasswordReset } from './api/request-password-reset';
import { applyFieldErrors, formErrorMessage } from './form-errors';
import { MailOutboxNotice } from './mail-outbox-notice';

type ForgotInput = z.input<typeof emailOnlyRequestSchema>;
type ForgotOutput = z.output<typeof emailOnlyRequestSchema>;

/** Asks for a reset link; the answer is always the neutral confirmation. */
export function ForgotPasswordForm({
  onSwitch,
  returnTo,
  defaultEmail,
}: {
  onSwitch: (name: AuthModalName, options?: AuthModalOptions) => void;
  returnTo?: string;
  defaultEmail?: string;
}) {
  const mutation = useRequestPasswordReset();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotOutput>({ resolver: zodResolver(emailOnlyRequestSchema), defaultValues: { email: defaultEmail ?? '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(undefined);
    try {
      await mutation.mutateAsync(email);
      setSent(true);
    } catch (err) {
      if (!applyFieldErrors(err, setError, { email: 'email' })) setFormError(formErrorMessage(err, m.genericRetry));
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">{m.resetRequested}</Alert>
        <p className="text-sm text-ink-600">Le lien est valable une heure. Pensez à vérifier vos courriers indésirables.</p>
        <MailOutboxNotice />
        <Button variant="outline" onClick={() => onSwitch('login', { returnTo, email: getValues('email') })}>
          Retour à la connexion
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextField label="Adresse e-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        Envoyer le lien
      </Button>
      <p className="text-center text-sm text-ink-600">
        <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => onSwitch('login', { returnTo })}>
          Retour à la connexion
        </button>
      </p>
    </form>
  );
}
