import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { accountMessages as m } from '../../../domain/accounts/messages';
import { passwordInputSchema, registerRequestSchema } from '../../../domain/accounts/schemas';
import { authFlowHooks, type RegisteredOutcome } from '../../lib/auth-flow';
import type { AuthModalName, AuthModalOptions } from '../../lib/auth-modal';
import { readTokenPair } from '../../lib/tokens';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { register as registerAccount } from './api/register';
import { applyFieldErrors, errorBody, formErrorMessage } from './form-errors';
import { SocialSignIn } from './social/social-sign-in';

// The client only checks presence; password strength is the server's answer (spec section 5).
const registerFormSchema = registerRequestSchema.extend({
  password: passwordInputSchema(),
  accept_terms: z.boolean().refine((checked) => checked, { error: m.acceptTerms }),
});
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

export interface RegisterFormProps {
  onSwitch: (name: AuthModalName, options?: AuthModalOptions) => void;
  onClose: () => void;
  returnTo?: string;
  defaultEmail?: string;
}

/**
 * Sign-up. The answer's tokens go to the registration hook (the editor saves the visitor's draft
 * with them); they are never stored: the address must be verified before signing in.
 */
export function RegisterForm({ onSwitch, onClose, returnTo, defaultEmail }: RegisterFormProps) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<(RegisteredOutcome & { email: string }) | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { last_name: '', first_name: '', email: defaultEmail ?? '', password: '', accept_terms: false },
  });

  useEffect(() => {
    if (!outcome?.closeAfterMs) return;
    const timer = window.setTimeout(() => {
      onClose();
      if (outcome.redirectTo) void navigate(outcome.redirectTo, { state: { email: outcome.email } });
    }, outcome.closeAfterMs);
    return () => window.clearTimeout(timer);
  }, [outcome, onClose, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await registerAccount({ ...values, accept_terms: true });
      const pair = readTokenPair(answer);
      let hooked: RegisteredOutcome | undefined;
      if (pair && answer.user) hooked = await authFlowHooks().onRegistered?.({ tokens: pair, user: answer.user });
      setOutcome({ ...(hooked ?? { message: m.registeredCheckEmail, tone: 'success' }), email: values.email });
    } catch (err) {
      const matched = applyFieldErrors(err, setError, {
        email: 'email',
        password: 'password',
        first_name: 'first_name',
        last_name: 'last_name',
        accept_terms: 'accept_terms',
      });
      const body = errorBody(err);
      if (!matched || body?.non_field_errors || body?.detail) setFormError(formErrorMessage(err, m.registerFailed));
    }
  });

  if (outcome) {
    return (
      <div className="flex flex-col items-center gap-4 py-2 text-center">
        <CheckCircle2 className={outcome.tone === 'success' ? 'size-12 text-emerald-600' : 'size-12 text-amber-600'} aria-hidden="true" />
        <p role="status" className="text-[15px] leading-relaxed font-medium text-ink-900">
          {outcome.message}
        </p>
        <p className="text-sm text-ink-600">
          Un lien de confirmation a été envoyé à <strong className="font-semibold text-ink-800">{outcome.email}</strong>. Pensez à vérifier vos courriers
          indésirables.
        </p>
        {!outcome.closeAfterMs && (
          <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={() => onSwitch('login', { returnTo, email: outcome.email })}>
              Aller à la connexion
            </Button>
            <Button onClick={onClose}>J’ai compris</Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <SocialSignIn returnTo={returnTo} onSignedIn={onClose} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Nom" autoComplete="family-name" required error={errors.last_name?.message} {...register('last_name')} />
          <TextField label="Prénom" autoComplete="given-name" required error={errors.first_name?.message} {...register('first_name')} />
        </div>
        <TextField label="Adresse e-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Mot de passe"
          autoComplete="new-password"
          required
          hint="8 caractères au minimum. Une phrase facile à retenir fait un excellent mot de passe."
          error={errors.password?.message}
          {...register('password')}
        />
        <Checkbox
          label={
            <>
              J’accepte les{' '}
              <Link to={routes.terms} target="_blank" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                conditions générales
              </Link>{' '}
              et la{' '}
              <Link to={routes.privacy} target="_blank" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                politique de confidentialité
              </Link>
              .
            </>
          }
          error={errors.accept_terms?.message}
          {...register('accept_terms')}
        />
        <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
          Créer mon compte
        </Button>
        <p className="text-center text-sm text-ink-600">
          Déjà un compte&nbsp;?{' '}
          <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => onSwitch('login', { returnTo })}>
            Se connecter
          </button>
        </p>
      </form>
    </div>
  );
}
