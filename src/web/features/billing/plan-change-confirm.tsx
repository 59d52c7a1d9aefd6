import { billingErrorCodes, billingMessages as m, billingServerMessages } from '../../../domain/billing/messages';
import { formatPrice, plans, type PlanType } from '../../../domain/billing/plans';
import { ApiRequestError, describeApiError } from '../../lib/api-errors';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { LoadingBlock } from '../../ui/spinner';
import { usePlanChangePreview } from './api/plan-change-preview';
import { useUpdateSubscription } from './api/update-subscription';
import { frenchDate } from './billing-ui';

const previewExpired = (error: unknown) =>
  error instanceof ApiRequestError && (error.data as { code?: string } | undefined)?.code === billingErrorCodes.previewExpired;

/** « l'offre annuelle »: the plan as a feminine adjective of « offre ». */
export const offerNames: Record<PlanType, string> = { monthly: 'mensuelle', quarterly: 'trimestrielle', annual: 'annuelle' };

/**
 * The confirmation before a plan change charges the card (as Stripe's portal asks): the amount
 * due now as the provider previewed it (Stripe's invoice preview), with the credit of the unused
 * period, the new plan's price and its renewal date. The confirmation carries the preview's
 * proration date, so the charge is the amount shown.
 */
export function PlanChangeConfirmModal({ planType, onClose, onChanged }: { planType: PlanType | undefined; onClose: () => void; onChanged?: (planType: PlanType) => void }) {
  const preview = usePlanChangePreview(planType);
  const update = useUpdateSubscription();
  const quote = preview.data?.data;
  const close = () => {
    update.reset();
    onClose();
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
            loading={update.isPending}
            onClick={() =>
              planType &&
              quote &&
              update.mutate(
                { planType, prorationDate: quote.proration_date },
                {
                  onSuccess: () => {
                    onChanged?.(planType);
                    close();
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
          {quote.amount_due !== Math.max(0, quote.price - quote.credit) && (
            <>
              <dt>Solde de votre compte</dt>
              <dd className="text-right tabular-nums">{formatPrice(quote.amount_due - Math.max(0, quote.price - quote.credit))}</dd>
            </>
          )}
          <dt className="font-semibold text-ink-900">À payer maintenant</dt>
          <dd className="text-right font-semibold text-ink-900 tabular-nums">{formatPrice(quote.amount_due)}</dd>
          <dd className="col-span-2 mt-2 text-sm text-ink-600">
            Ensuite {formatPrice(plans[planType].amount)} {plans[planType].interval_display}, renouvelé automatiquement à partir du {frenchDate(quote.new_period_end)}. Annulable à tout
            moment, effet à la fin de la période payée.
          </dd>
        </dl>
      )}
      {update.isError && (
        <Alert tone="error" className="mt-4">
          {previewExpired(update.error) ? billingServerMessages.previewExpired : m.updateSubscription}
        </Alert>
      )}
    </Modal>
  );
}
