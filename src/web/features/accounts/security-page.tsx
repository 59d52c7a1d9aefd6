import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../domain/accounts/schemas';
import { useSession } from '../../lib/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { PageShell } from '../../ui/page-shell';
import { PasswordField } from '../../ui/password-field';
import { useToast } from '../../ui/toast';
import { useChangePassword, type ChangePasswordPayload } from './api/change-password';
import { applyFieldErrors, errorBody, formErrorMessage } from './form-errors';

/** Spec section 5, change password (the form's names: currentPassword, newPassword, confirmPassword). */
function changePasswordSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword ? z.string().min(1, m.currentPasswordRequired) : z.string(),
      newPassword: z
        .string()
        .min(1, { error: m.newPasswordRequired, abort: true })
        .min(PASSWORD_MIN_LENGTH, { error: m.newPasswordTooShort, abort: true })
        .max(PASSWORD_MAX_LENGTH, m.passwordTooLong),
      confirmPassword: z.string().min(1, m.confirmationRequired),
    })
    .superRefine((v, ctx) => {
      if (v.currentPassword && v.newPassword === v.currentPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: m.newPasswordMustDiffer });
      }
      if (v.newPassword !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.confirmationMismatch });
    });
}
type ChangeForm = z.infer<ReturnType<typeof changePasswordSchema>>;

export const PASSWORD_SUCCESS_MS = 5000;

export function SecurityPage() {
  const session = useSession();
  const hasPassword = session.user?.has_password !== false;
  const mutation = useChangePassword();
  const toast = useToast();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeForm>({
    resolver: zodResolver(changePasswordSchema(hasPassword)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    // Only non-empty fields are sent (spec section 5).
    const payload: ChangePasswordPayload = {};
    if (values.currentPassword) payload.old_password = values.currentPassword;
    if (values.newPassword) payload.new_password1 = values.newPassword;
    if (values.confirmPassword) payload.new_password2 = values.confirmPassword;
    try {
      const answer = await mutation.mutateAsync(payload);
      // The other sessions are closed; this one continues with the fresh access token.
      if (answer.access) session.replaceAccessToken(answer.access);
      if (session.user && !hasPassword) session.setUser({ ...session.user, has_password: true });
      reset();
      toast.success(m.passwordChanged, PASSWORD_SUCCESS_MS);
    } catch (err) {
      const matched = applyFieldErrors(err, setError, {
        old_password: 'currentPassword',
        new_password1: 'newPassword',
        new_password2: 'confirmPassword',
      });
      const body = errorBody(err);
      if (!matched || body?.non_field_errors || body?.detail) setFormError(formErrorMessage(err, m.passwordChangeFailed));
    }
  });

  return (
    <PageShell title="Modifier le mot de passe" metaTitle="Sécurité" width="narrow">
      <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-ink-100 bg-white p-5 shadow-card sm:p-8">
        <div className="mb-6 flex items-start gap-3 text-sm leading-relaxed text-ink-600">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <p>
            {hasPassword
              ? 'Après la modification, vos sessions ouvertes sur les autres appareils seront fermées. Vous restez connecté sur celui-ci.'
              : 'Votre compte utilise une connexion Google, LinkedIn ou Apple. Vous pouvez aussi lui donner un mot de passe.'}
          </p>
        </div>
        <div className="flex flex-col gap-5">
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={session.user?.email ?? ''} readOnly hidden />
          {formError && <Alert tone="error">{formError}</Alert>}
          {hasPassword && (
            <PasswordField
              label="Mot de passe actuel"
              autoComplete="current-password"
              required
              error={errors.currentPassword?.message}
              {...register('currentPassword')}
            />
          )}
          <PasswordField
            label="Nouveau mot de passe"
            autoComplete="new-password"
            required
            hint="8 caractères au minimum. Une phrase facile à retenir fait un excellent mot de passe."
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <PasswordField
            label="Confirmez le nouveau mot de passe"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
        </div>
        <div className="mt-8 flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            Modifier le mot de passe
          </Button>
        </div>
      </form>
    </PageShell>
  );
}
