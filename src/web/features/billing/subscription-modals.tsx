import { useNavigate } from 'react-router';
import { billingMessages as m } from '../../../domain/billing/messages';
import { formatPrice } from '../../../domain/billing/plans';
import { isTrialPhase, subscriptionPhase, type SubscriptionView } from '../../../domain/billing/subscription-state';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { PaymentHistoryEntry } from '../../../domain/billing/api';
import { frenchDate } from './billing-ui';

interface ModalBase {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Abonnement actif': the user already has a subscription (or a running trial). */
export function ActiveSubscriptionModal({ open, onOpenChange, subscription }: ModalBase & { subscription: SubscriptionView | null | undefined }) {
  const navigate = useNavigate();
  const trial = isTrialPhase(subscription);
  const end = trial ? subscription?.trial_end : subscription?.current_period_end;
  const phase = subscriptionPhase(subscription, new Date());
  const pastDue = subscription?.status === 'past_due';
  const canceled = subscription?.status === 'canceled' || subscription?.cancel_at_period_end;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.activeTitle}
      description={
        pastDue
          ? `Le dernier paiement de votre abonnement a échoué. ${phase === 'past_due' ? `Vous gardez l'accès jusqu'au ${frenchDate(subscription.grace_end)}\u00a0: ` : ''}mettez à jour votre moyen de paiement plutôt que de souscrire un nouvel abonnement.`
          : trial && phase === 'trial_ending'
            ? `Votre essai est en cours${end ? ` jusqu'au ${frenchDate(end)}` : ''} et son renouvellement est annulé. Vous pouvez le réactiver d'ici là.`
            : trial
              ? `Votre essai est en cours${end ? ` jusqu'au ${frenchDate(end)}` : ''}. Vous avez déjà accès à toutes les fonctionnalités.`
              : phase === 'canceled_with_time' && end
                ? `Votre abonnement est annulé et reste actif jusqu'au ${frenchDate(end)}. Vous pouvez le réactiver d'ici là depuis la gestion de l'abonnement.`
                : canceled && end
                  ? `Votre abonnement reste actif jusqu'au ${frenchDate(end)}.`
                  : 'Vous avez déjà un abonnement actif\u00a0: toutes les fonctionnalités sont débloquées.'
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Fermer
          </Button>
          <Button onClick={() => void navigate(trial ? routes.trialDashboard : routes.subscription)}>
            {pastDue
              ? 'Mettre à jour ma carte'
              : phase === 'canceled_with_time' || phase === 'trial_ending'
                ? 'Réactiver mon abonnement'
                : 'Gérer mon abonnement'}
          </Button>
        </>
      }
    />
  );
}

/** 'Aucun abonnement actif': the offers, and the invoices when there are some. */
export function NoActiveSubscriptionModal({ open, onOpenChange, invoices }: ModalBase & { invoices: PaymentHistoryEntry[] | undefined }) {
  const navigate = useNavigate();
  const hasInvoices = (invoices?.length ?? 0) > 0;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.noActiveTitle}
      description="Choisissez une offre pour télécharger vos CV et débloquer tous les modèles."
      size={hasInvoices ? 'lg' : 'md'}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Fermer
          </Button>
          <Button
            onClick={() => {
              onOpenChange(false);
              void navigate(routes.pricing);
            }}
          >
            Voir les tarifs
          </Button>
        </>
      }
    >
      {hasInvoices && <InvoiceList invoices={invoices!} />}
    </Modal>
  );
}

export function InvoiceList({ invoices }: { invoices: PaymentHistoryEntry[] }) {
  return (
    <section aria-labelledby="factures-titre">
      <h3 id="factures-titre" className="text-sm font-semibold text-ink-900">
        Mes factures
      </h3>
      <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-100">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm">
            <span className="min-w-0 flex-1">
              <span className="block font-medium text-ink-800">{invoice.description}</span>
              <span className="text-ink-500">{frenchDate(invoice.created)}</span>
            </span>
            <span className="font-semibold text-ink-900 tabular-nums">{formatPrice(invoice.amount)}</span>
            {invoice.invoice_url && (
              <a href={invoice.invoice_url} target="_blank" rel="noreferrer" className="text-brand-700 underline-offset-4 hover:underline">
                Voir la facture
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Période d'essai terminée': the 14-day trial is over. */
export function TrialEndedModal({ open, onOpenChange }: ModalBase) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={m.trialEndedTitle}
      description="Votre essai de 14 jours est terminé. Choisissez une offre pour continuer à télécharger vos CV."
      footer={
        <>
          <Button variant="outline" onClick={() => void navigate(routes.myCvs)}>
            Retour à mes CV
          </Button>
          <Button onClick={() => void navigate(routes.pricing)}>Voir les tarifs</Button>
        </>
      }
    />
  );
}

/** Cancellation: the confirmation, then the success dialog. */
export function CancelConfirmModal({
  open,
  onOpenChange,
  onConfirm,
  pending,
  error,
  accessEnds,
}: ModalBase & { onConfirm: () => void; pending: boolean; error?: string; accessEnds: string | null | undefined }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Annuler mon abonnement&nbsp;?"
      description={`Le renouvellement automatique sera arrêté. Vous garderez l'accès${accessEnds ? ` jusqu'au ${frenchDate(accessEnds)}` : " jusqu'à la fin de la période en cours"} et aucun autre paiement ne sera prélevé.`}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Garder mon abonnement
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            Confirmer l'annulation
          </Button>
        </>
      }
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Modal>
  );
}

export function CancelSuccessModal({ open, onOpenChange, accessEnds }: ModalBase & { accessEnds: string | null | undefined }) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Abonnement annulé"
      description={`Votre annulation est confirmée. Vous gardez l'accès à toutes les fonctionnalités${accessEnds ? ` jusqu'au ${frenchDate(accessEnds)}` : ''}. Un e-mail de confirmation vous a été envoyé.`}
      footer={<Button onClick={() => onOpenChange(false)}>Compris</Button>}
    />
  );
}
