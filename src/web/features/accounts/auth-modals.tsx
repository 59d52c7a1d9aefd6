import { useAuthModal } from '../../lib/auth-modal';
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
  return (
    <>
      <Modal
        open={modal.open === 'login'}
        onOpenChange={onOpenChange}
        title="Connexion"
        description="Retrouvez vos CV et votre abonnement."
      >
        <LoginForm key={`login-${email ?? ''}`} returnTo={returnTo} defaultEmail={email} onSignedIn={modal.close} onSwitch={modal.show} />
      </Modal>
      <Modal
        open={modal.open === 'register'}
        onOpenChange={onOpenChange}
        title="Créer un compte"
        description="Créez votre CV au format suisse et retrouvez-le sur tous vos appareils."
      >
        <RegisterForm returnTo={returnTo} defaultEmail={email} onSwitch={modal.show} onClose={modal.close} />
      </Modal>
      <Modal
        open={modal.open === 'forgot-password'}
        onOpenChange={onOpenChange}
        title="Mot de passe oublié"
        description="Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      >
        <ForgotPasswordForm returnTo={returnTo} defaultEmail={email} onSwitch={modal.show} />
      </Modal>
    </>
  );
}
