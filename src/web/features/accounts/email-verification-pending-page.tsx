import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { emailOnlyRequestSchema } from '../../../domain/accounts/schemas';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useResendVerificationEmail } from './api/resend-verification';
import { AuthCard, IconBadge } from './auth-card';
import { MailOutboxNotice } from './mail-outbox-notice';
import { applyFieldErrors, formErrorMessage } from './form-errors';

/**
 * /email-verification-pending: where the visitor lands after signing up with a saved draft CV.
 * The address comes from the navigation state (or `?email=`); without it, the visitor types it.
 */
export function EmailVerificationPendingPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const stateEmail = (location.state as { email?: unknown } | null)?.email;
  const knownEmail = typeof stateEmail === 'string' ? stateEmail : (params.get('email') ?? '');
  const mutation = useResendVerificationEmail();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailOnlyRequestSchema>, unknown, z.output<typeof emailOnlyRequestSchema>>({
    resolver: zodResolver(emailOnlyRequestSchema),
    defaultValues: { email: knownEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setMessage(undefined);
    try {
      const answer = await mutation.mutateAsync(email);
      setMessage({ tone: 'success', text: answer.detail });
    } catch (err) {
      if (!applyFieldErrors(err, setError, { email: 'email' })) setMessage({ tone: 'error', text: formErrorMessage(err, m.genericRetry) });
    }
  });

  return (
    <AuthCard
      metaTitle="Vérifiez votre adresse e-mail"
      title={
        <>
          Vérifiez votre adresse <span className="whitespace-nowrap">e-mail</span>
        </>
      }
      icon={
        <IconBadge tone="brand">
          <MailCheck className="size-7" aria-hidden="true" />
        </IconBadge>
      }
    >
      <div className="space-y-3 text-center text-[15px] leading-relaxed text-ink-700">
        <p>
          Nous avons envoyé un lien de confirmation
          {knownEmail ? (
            <>
              {' '}
              à <strong className="font-semibold text-ink-900">{knownEmail}</strong>
            </>
          ) : null}
          . Cliquez dessus pour activer votre compte&nbsp;: vous serez connecté automatiquement et retrouverez votre CV.
        </p>
        <p className="text-sm text-ink-500">Le lien est valable 3 jours. Pensez à regarder dans vos courriers indésirables.</p>
        <MailOutboxNotice className="text-left" />
      </div>
      <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-3 border-t border-ink-100 pt-6">
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        {knownEmail ? (
          <input type="hidden" {...register('email')} />
        ) : (
          <TextField label="Adresse e-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        )}
        <Button type="submit" variant="outline" loading={isSubmitting}>
          Renvoyer l’e-mail de vérification
        </Button>
        <Link to={routes.home} className="text-center text-sm font-medium text-brand-700 hover:underline">
          Retour à l’accueil
        </Link>
      </form>
    </AuthCard>
  );
}
