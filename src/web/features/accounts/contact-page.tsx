import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { contactRequestSchema, fieldLimits } from '../../../domain/accounts/schemas';
import { ApiRequestError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-info';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageShell } from '../../ui/page-shell';
import { TextAreaField, TextField } from '../../ui/text-field';
import { useToast } from '../../ui/toast';
import { useSendContactMessage } from './api/send-contact-message';
import { applyFieldErrors, errorBody } from './form-errors';

type ContactInput = z.input<typeof contactRequestSchema>;
type ContactOutput = z.output<typeof contactRequestSchema>;

export const CONTACT_SUCCESS_MS = 5000;

/** /contact: e-mail, name, subject, message; prefilled for a signed-in user (spec section 2). */
export function ContactPage() {
  const session = useSession();
  const site = useSiteInfo();
  const toast = useToast();
  const mutation = useSendContactMessage();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactOutput>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { email: '', name: '', subject: '', message: '' },
  });

  const user = session.user;
  useEffect(() => {
    if (!user) return;
    if (!getValues('email')) setValue('email', user.email);
    const fullName = `${user.first_name} ${user.last_name}`.trim();
    if (!getValues('name') && fullName) setValue('name', fullName);
  }, [user, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await mutation.mutateAsync(values);
      resetField('subject');
      resetField('message');
      toast.success(m.contactSent, CONTACT_SUCCESS_MS);
    } catch (err) {
      if (!(err instanceof ApiRequestError) || err.kind !== 'http') {
        setFormError(m.genericRetry);
        return;
      }
      const matched = applyFieldErrors(err, setError, { email: 'email', name: 'name', subject: 'subject', message: 'message' });
      const detail = errorBody(err)?.detail;
      if (!matched) setFormError(typeof detail === 'string' && detail ? detail : m.contactFailed);
    }
  });

  return (
    <PageShell
      title="Contact"
      metaTitle="Contact"
      description="Une question sur CV Suisse&nbsp;? Écrivez-nous."
      lead="Une question sur votre CV, votre compte ou votre abonnement&nbsp;? Écrivez-nous&nbsp;: nous vous répondons par e-mail."
      width="wide"
    >
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        {/* The four fields are required by the browser itself (spec section 5). */}
        <form onSubmit={onSubmit} className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
          <div className="grid gap-5 sm:grid-cols-2">
            {formError && (
              <Alert tone="error" className="sm:col-span-2">
                {formError}
              </Alert>
            )}
            <TextField label="Adresse e-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
            <TextField label="Nom" autoComplete="name" required maxLength={fieldLimits.contactName} error={errors.name?.message} {...register('name')} />
            <TextField
              label="Sujet"
              required
              maxLength={fieldLimits.contactSubject}
              containerClassName="sm:col-span-2"
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextAreaField
              label="Message"
              required
              rows={7}
              maxLength={fieldLimits.contactMessage}
              containerClassName="sm:col-span-2"
              error={errors.message?.message}
              {...register('message')}
            />
          </div>
          <div className="mt-6 flex justify-end">
            <Button type="submit" loading={isSubmitting}>
              Envoyer
            </Button>
          </div>
        </form>
        <aside className="flex flex-col gap-4 text-sm text-ink-700" aria-label="Nos coordonnées">
          <div className="rounded-2xl border border-ink-100 bg-ink-50 p-5">
            <h2 className="text-base font-semibold text-ink-900">{site.name}</h2>
            <p className="mt-3 flex items-start gap-2.5">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {site.address}
            </p>
            <p className="mt-2 flex items-center gap-2.5">
              <Mail className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 hover:underline">
                {site.supportEmail}
              </a>
            </p>
          </div>
          <p className="leading-relaxed text-ink-600">
            Pour une question sur un paiement, indiquez l’adresse e-mail de votre compte&nbsp;: nous retrouverons votre abonnement plus vite.
          </p>
        </aside>
      </div>
    </PageShell>
  );
}
