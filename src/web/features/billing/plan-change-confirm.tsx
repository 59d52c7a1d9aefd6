import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PlanChangeAnswer } from '../../../domain/billing/api';
import { billingErrorCodes, billingServerMessages } from '../../../domain/billing/messages';
import { formatPrice, planAdjectives, plans, type PlanType } from '../../../domain/billing/plans';
import { ApiRequestError, describeApiError } from '../../lib/api-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { LoadingBlock } from '../../ui/spinner';
import { usePaymentsConfig } from './api/payments-config';
import { usePlanChangePreview } from './api/plan-change-preview';
import { subscriptionKey, subscriptionQuery } from './api/subscription';
import { useUpdateSubscription } from './api/update-subscription';
import { frenchDate } from './billing-ui';

const previewExpired = (error: unknown) =>
  error instanceof ApiRequestError && (error.data as { code?: string } | undefined)?.code === billingErrorCodes.previewExpired;

/** « l'offre annuelle »: the plan as a feminine adjective of « offre ». */
export const offerNames = planAdjectives;

/** « Authentification non aboutie » after a 3-D Secure step the customer did not complete. */
export const threeDSecureFailed = (unchanged: string) => `Authentification non aboutie\u00a0: ${unchanged}. Aucun montant n'a été prélevé.`;

/**
 * The confirmation before a plan change charges the card (as Stripe's portal asks): the amount
 * due now as the provider previewed it (Stripe's invoice preview), with the credit of the unused
 * period, the new plan's price and its renewal date. The confirmation carries the preview's
 * proration date, so the charge is the amount shown.
 */
export function PlanChangeConfirmModal({
  planType,
  unchanged,
  onClose,
  onChanged,
}: {
  planType: PlanType | undefined;
  /** What stays when the payment does not go through (« votre formule reste mensuelle »). */
  unchanged: string;
  onClose: () => void;
  onChanged?: (planType: PlanType) => void;
}) {
  const preview = usePlanChangePreview(planType);
  const update = useUpdateSubscription();
  const queryClient = useQueryClient();
  const config = usePaymentsConfig().data;
  const [authenticating, setAuthenticating] = useState(false);
  const [authFailure, setAuthFailure] = useState<string>();
  const quote = preview.data?.data;
  const close = () => {
    update.reset();
    setAuthFailure(undefined);
    onClose();
  };

  // 3-D Secure on a plan change: the bank's step in Stripe.js, then the plan as Stripe applied it.
  const authenticate = async (answer: PlanChangeAnswer) => {
    if (answer.payment !== 'requires_action' || !answer.client_secret || !config.publishable_key) return true;
    setAuthenticating(true);
    try {
      const { confirmFirstPayment } = await import('./stripe-setup-form');
      await confirmFirstPayment(config.publishable_key, answer.client_secret);
      return true;
    } catch {
      setAuthFailure(threeDSecureFailed(unchanged));
      return false;
    } finally {
      // The server re-reads Stripe at once: the plan as the payment left it.
      await queryClient.fetchQuery(subscriptionQuery({ fresh: true })).catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: subscriptionKey });
      setAuthenticating(false);
    }
  };
  return (
    <Modal
      open={planType !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={planType ? `Passer à l'offre ${offerNames[planType]}` : ''}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button
            disabled={!quote}
            loading={update.isPending || authenticating}
            onClick={() =>
              planType &&
              quote &&
              update.mutate(
                { planType, prorationDate: quote.proration_date },
                {
                  onSuccess: (answer) => {
                    void authenticate(answer).then((done) => {
                      if (!done) return;
                      onChanged?.(planType);
                      close();
                    });
                  },
                  // The preview is too old to charge what it showed: show the new amount to confirm.
                  onError: (error) => {
                    if (previewExpired(error)) void preview.refetch();
                  },
                },
              )
            }
          >
            {quote ? `Confirmer et payer ${formatPrice(quote.amount_due)}` : 'Confirmer'}
          </Button>
        </>
      }
    >
      {preview.isPending && <LoadingBlock />}
      {preview.isError && <Alert tone="error">{describeApiError(preview.error, "la mise à jour de l'abonnement")}</Alert>}
      {quote && planType && (
        <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-[15px] text-ink-700">
          <dt>Offre {offerNames[planType]}</dt>
          <dd className="text-right tabular-nums">{formatPrice(plans[planType].amount)}</dd>
          {quote.credit > 0 && (
            <>
              <dt>Crédit pour la période non utilisée</dt>
              <dd className="text-right tabular-nums">−{formatPrice(quote.credit)}</dd>
            </>
          )}
          {quote.credit_carried > 0 && (
            <>
              <dt>Crédit reporté sur vos prochaines factures</dt>
              <dd className="text-right tabular-nums">{formatPrice(quote.credit_carried)}</dd>
            </>
          )}
          {quote.amount_due !== Math.max(0, quote.price - quote.credit) && (
            <>
              <dt>Solde de votre compte</dt>
              <dd className="text-right tabular-nums">{formatPrice(quote.amount_due - Math.max(0, quote.price - quote.credit))}</dd>
            </>
          )}
          <dt className="font-semibold text-ink-900">À payer maintenant</dt>
          <dd className="text-right font-semibold text-ink-900 tabular-nums">{formatPrice(quote.amount_due)}</dd>
          <dd className="col-span-2 mt-2 text-sm text-ink-600">
            Ensuite {formatPrice(plans[planType].amount)} {plans[planType].interval_display}, renouvelé automatiquement à partir du{' '}
            {frenchDate(quote.new_period_end)}. Annulable à tout moment, effet à la fin de la période payée.
          </dd>
        </dl>
      )}
      {quote && quote.credit_carried > 0 && (
        <p className="mt-3 text-sm text-ink-600">
          La période non utilisée dépasse le prix de la nouvelle offre&nbsp;: {formatPrice(quote.credit_carried)} restent à votre crédit et seront déduits de
          vos prochains renouvellements. Rien n'est remboursé sur votre carte.
        </p>
      )}
      {update.isError && (
        <Alert tone="error" className="mt-4">
          {previewExpired(update.error) ? billingServerMessages.previewExpired : describeApiError(update.error, "la mise à jour de l'abonnement")}
        </Alert>
      )}
      {authFailure && (
        <Alert tone="error" className="mt-4">
          {authFailure}
        </Alert>
      )}
    </Modal>
  );
}
