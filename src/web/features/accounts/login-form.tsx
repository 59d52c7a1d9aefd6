import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { accountErrorCodes, accountMessages as m } from '../../../domain/accounts/messages';
import { emailSchema, passwordInputSchema } from '../../../domain/accounts/schemas';
import { httpMessages } from '../../../domain/messages';
import { postSignInDestination } from '../../lib/auth-flow';
import type { AuthModalName, AuthModalOptions } from '../../lib/auth-modal';
import { useSession, type SessionUser } from '../../lib/session';
import { readTokenPair, tokens } from '../../lib/tokens';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PasswordField } from '../../ui/password-field';
import { TextField } from '../../ui/text-field';
import { logIn } from './api/login';
import { resendVerificationEmail } from './api/resend-verification';
import { applyFieldErrors, errorBody, errorCode, formErrorMessage } from './form-errors';
import { SocialSignIn } from './social/social-sign-in';

const loginFormSchema = z.object({
  email: emailSchema,
  password: passwordInputSchema(),
  remember: z.boolean(),
});
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormOutput = z.output<typeof loginFormSchema>;

export interface LoginFormProps {
  returnTo?: string;
  defaultEmail?: string;
  /** Called once signed in, before navigating (the modal closes itself here). */
  onSignedIn?: () => void;
  /** Opens another account modal (register, forgot password). */
  onSwitch: (name: AuthModalName, options?: AuthModalOptions) => void;
}

/** E-mail and password sign-in, shared by the login modal and the /login page. */
export function LoginForm({ returnTo, defaultEmail, onSignedIn, onSwitch }: LoginFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string>();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string>();
  const [resendState, setResendState] = useState<'idle' | 'sending' | { done: string } | { failed: string }>('idle');
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: defaultEmail ?? '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    setUnverifiedEmail(undefined);
    setResendState('idle');
    try {
      const answer = await logIn(values);
      const pair = readTokenPair(answer);
      if (!pair) throw new Error(m.tokensNotFound);
      const profile = answer.profile as { user?: SessionUser } | undefined;
      await session.signIn(pair, answer.user ?? profile?.user);
      const destination = await postSignInDestination(returnTo);
      onSignedIn?.();
      await navigate(destination);
    } catch (err) {
      tokens.clear();
      const code = errorCode(err);
      if (code === accountErrorCodes.tokenNotValid) {
        setFormError(httpMessages.unauthorized);
        return;
      }
      if (code === accountErrorCodes.emailNotVerified) {
        setUnverifiedEmail(values.email);
        setFormError(formErrorMessage(err, m.loginFailed));
        return;
      }
      if (applyFieldErrors(err, setError, { email: 'email', password: 'password' }) && !errorBody(err)?.non_field_errors) return;
      setFormError(formErrorMessage(err, m.loginFailed));
    }
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    setResendState('sending');
    try {
      const answer = await resendVerificationEmail(unverifiedEmail);
      setResendState({ done: answer.detail });
    } catch (err) {
      setResendState({ failed: formErrorMessage(err, m.genericRetry) });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <SocialSignIn returnTo={returnTo} onSignedIn={onSignedIn} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {formError && (
          <Alert tone={unverifiedEmail ? 'warning' : 'error'}>
            <p>{formError}</p>
            {unverifiedEmail && (
              <div className="mt-2">
                {typeof resendState === 'object' && 'done' in resendState ? (
                  <p className="font-medium">{resendState.done}</p>
                ) : (
                  <Button type="button" variant="outline" size="sm" loading={resendState === 'sending'} onClick={() => void resend()}>
                    Renvoyer l’e-mail de vérification
                  </Button>
                )}
                {typeof resendState === 'object' && 'failed' in resendState && <p className="mt-2 text-red-800">{resendState.failed}</p>}
              </div>
            )}
          </Alert>
        )}
        <TextField label="Adresse e-mail" type="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
        <PasswordField label="Mot de passe" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox label="Se souvenir de moi" {...register('remember')} />
          <button
            type="button"
            className="text-sm font-medium text-brand-700 hover:underline"
            onClick={() => onSwitch('forgot-password', { returnTo, email: getValues('email') || undefined })}
          >
            Mot de passe oublié&nbsp;?
          </button>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting} className="mt-1 w-full">
          Se connecter
        </Button>
        <p className="text-center text-sm text-ink-600">
          Pas encore de compte&nbsp;?{' '}
          <button type="button" className="font-semibold text-brand-700 hover:underline" onClick={() => onSwitch('register', { returnTo })}>
            Créer un compte
          </button>
        </p>
      </form>
    </div>
  );
}
