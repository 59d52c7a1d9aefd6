import { useAuthModal, type AuthModalName } from '../../lib/auth-modal';
import { noFocusReturn } from '../../ui/focus-return';
import { Modal } from '../../ui/modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * The register, login and forgot-password modals, rendered once by the app shell and opened from
 * anywhere with useAuthModal().show(...). Only one is open at a time; each switches to the others.
 */
export function AuthModals() {
  const modal = useAuthModal();
  const { returnTo, email } = modal.options;
  const onOpenChange = (open: boolean) => {
    if (!open) modal.close();
  };
  // Focus returns to what opened the first modal; a modal left for another one gives it nothing back.
  const returnFocusTo = (name: AuthModalName) => (modal.open === name ? modal.opener : noFocusReturn);
  return (
    <>
      <Modal
        open={modal.open === 'login'}
        onOpenChange={onOpenChange}
        returnFocusTo={returnFocusTo('login')}
        title="Connexion"
        description="Retrouvez vos CV et votre abonnement."
      >
        <LoginForm key={`login-${email ?? ''}`} returnTo={returnTo} defaultEmail={email} onSignedIn={modal.close} onSwitch={modal.show} />
      </Modal>
      <Modal
        open={modal.open === 'register'}
        onOpenChange={onOpenChange}
        returnFocusTo={returnFocusTo('register')}
        title="Créer un compte"
        description="Créez votre CV au format suisse et retrouvez-le sur tous vos appareils."
      >
        <RegisterForm returnTo={returnTo} defaultEmail={email} onSwitch={modal.show} onClose={modal.close} />
      </Modal>
      <Modal
        open={modal.open === 'forgot-password'}
        onOpenChange={onOpenChange}
        returnFocusTo={returnFocusTo('forgot-password')}
        title="Mot de passe oublié"
        description="Indiquez l’adresse e-mail de votre compte&nbsp;: nous vous enverrons un lien pour choisir un nouveau mot de passe."
      >
        <ForgotPasswordForm returnTo={returnTo} defaultEmail={email} onSwitch={modal.show} />
      </Modal>
    </>
  );
}
