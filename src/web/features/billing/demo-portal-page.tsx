import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { billingMessages as m } from '../../../domain/billing/messages';
import { formatPrice, isPlanType, planLabels, planTypes, type PlanType } from '../../../domain/billing/plans';
import { isActiveSubscription, subscriptionPhase } from '../../../domain/billing/subscription-state';
import { describeApiError } from '../../lib/api-errors';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { useCancelSubscription } from './api/cancel-subscription';
import { usePaymentsConfig } from './api/payments-config';
import { usePaymentHistory } from './api/payment-history';
import { useSubscription } from './api/subscription';
import { useRetryDemoPayment } from './api/demo-retry-payment';
import { useResumeSubscription } from './api/resume-subscription';
import { DemoCardForm } from './demo-card-form';
import { offerNames, PlanChangeConfirmModal } from './plan-change-confirm';
import { DemoNotice, frenchDate } from './billing-ui';
import { CancelConfirmModal, CancelSuccessModal, InvoiceList } from './subscription-modals';

/** Only our own pages are valid return addresses. */
function safeReturn(value: string | null): string {
  const fallback = `${routes.subscription}?from_stripe_portal=true`;
  if (!value) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search : fallback;
  } catch {
    return fallback;
  }
}

/** The demo provider's stand-in for the billing portal: change plan, cancel, invoices. */
export function DemoPortalPage() {
  usePageMeta('Portail de gestion (démonstration)');
  const [search] = useSearchParams();
  const config = usePaymentsConfig().data;
  const subscription = useSubscription();
  const history = usePaymentHistory();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const retry = useRetryDemoPayment();
  const session = useSession();
  const [changeTo, setChangeTo] = useState<PlanType>();
  const [plan, setPlan] = useState<PlanType>();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  const returnTo = safeReturn(search.get('return_url'));

  if (config.mode !== 'demo') return <Navigate to={routes.subscription} replace />;
  if (subscription.isPending) return <LoadingBlock />;
  const sub = subscription.data?.data ?? null;
  const current = isPlanType(sub?.plan_type) ? sub.plan_type : 'monthly';
  const chosen = plan ?? current;
  const now = new Date();
  const phase = subscriptionPhase(sub, now);
  const active = isActiveSubscription(sub, now) && phase === 'active';
  const holderName = session.user ? `${session.user.first_name} ${session.user.last_name}`.trim() : '';

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <a href={returnTo} className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900">
        <ArrowLeft className="size-4" aria-hidden="true" /> Retour à CV Suisse
      </a>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900">Portail de gestion</h1>
      <DemoNotice className="mt-6" />
      {notice && (
        <Alert tone="success" className="mt-6">
          {notice}
        </Alert>
      )}

      <section aria-labelledby="formule-actuelle" className="mt-8 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
        <h2 id="formule-actuelle" className="text-lg font-semibold text-ink-900">
          Votre abonnement
        </h2>
        {sub ? (
          <p className="mt-2 text-ink-700">
            {planLabels[current]} – {formatPrice(sub.plan?.amount ?? 0)} {sub.plan?.interval_display}.{' '}
            {phase === 'past_due'
              ? `Paiement en attente\u00a0: le dernier renouvellement n'a pas pu être prélevé. Accès maintenu jusqu'au ${frenchDate(sub.grace_end)}.`
              : phase === 'ended'
                ? 'Abonnement terminé.'
                : sub.status === 'canceled' || sub.cancel_at_period_end
                  ? `Annulé\u00a0: accès jusqu'au ${frenchDate(sub.current_period_end)}.`
                  : `Prochain renouvellement le ${frenchDate(sub.current_period_end)}.`}
          </p>
        ) : (
          <p className="mt-2 text-ink-700">{m.noActiveTitle}</p>
        )}
        {(subscription.data?.credit_balance ?? 0) > 0 && (
          <p className="mt-2 text-ink-700" data-testid="credit-balance">
            Crédit disponible&nbsp;: <strong className="font-semibold text-ink-900">{formatPrice(subscription.data!.credit_balance)}</strong>, déduit de vos
            prochains renouvellements.
          </p>
        )}

        {phase === 'canceled_with_time' && (
          <div className="mt-6">
            {resume.isError && (
              <Alert tone="error" className="mb-4">
                {describeApiError(resume.error, "la mise à jour de l'abonnement")}
              </Alert>
            )}
            <Button
              loading={resume.isPending}
              onClick={() => resume.mutate(undefined, { onSuccess: () => setNotice('Votre abonnement est réactivé\u00a0: il se renouvellera normalement.') })}
            >
              Réactiver mon abonnement
            </Button>
          </div>
        )}

        {phase === 'past_due' && (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-ink-800">Mettre à jour ma carte</h3>
            <p className="mt-1 text-sm text-ink-600">Le montant dû ({formatPrice(sub?.plan?.amount ?? 0)}) sera prélevé sur la nouvelle carte.</p>
            <div className="mt-4">
              <DemoCardForm
                initError={m.paymentInitMethod}
                payLabel={`Enregistrer la carte et payer ${formatPrice(sub?.plan?.amount ?? 0)}`}
                priceNote={`${formatPrice(sub?.plan?.amount ?? 0)} maintenant, puis ${formatPrice(sub?.plan?.amount ?? 0)} ${sub?.plan?.interval_display ?? ''} à chaque renouvellement.`}
                holderName={holderName}
                onPaymentMethod={async () => {
                  await retry.mutateAsync();
                  setNotice('Merci\u00a0: votre paiement a été reçu et votre abonnement est à jour.');
                }}
              />
            </div>
          </div>
        )}

        {active && (
          <>
            <fieldset className="mt-6">
              <legend className="text-sm font-semibold text-ink-800">Changer de formule</legend>
              <div className="mt-3 grid gap-3 sm:grid-cols-3">
                {planTypes.map((type) => (
                  <label
                    key={type}
                    className={cx(
                      'flex cursor-pointer flex-col rounded-xl border p-4 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                      chosen === type ? 'border-brand-600 bg-brand-50' : 'border-ink-200 hover:border-ink-300',
                    )}
                  >
                    <input type="radio" name="demo-plan" value={type} checked={chosen === type} onChange={() => setPlan(type)} className="sr-only" />
                    <span className="font-semibold text-ink-900">{planLabels[type]}</span>
                    <span className="text-ink-600">{type === current ? 'Formule actuelle' : 'Changer'}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Button disabled={chosen === current} onClick={() => setChangeTo(chosen)}>
                Changer de formule
              </Button>
              <Button variant="outline" onClick={() => setConfirmOpen(true)}>
                Annuler l'abonnement
              </Button>
            </div>
          </>
        )}
      </section>

      <section className="mt-8 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
        {history.isError ? (
          <Alert tone="error">{m.fetchHistory}</Alert>
        ) : history.data && history.data.length > 0 ? (
          <InvoiceList invoices={history.data} />
        ) : (
          <p className="text-sm text-ink-600">Aucune facture pour le moment.</p>
        )}
      </section>

      <CancelConfirmModal
        open={confirmOpen}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) cancel.reset();
        }}
        pending={cancel.isPending}
        error={cancel.isError ? m.cancelSubscription : undefined}
        accessEnds={sub?.current_period_end}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirmOpen(false);
              setSuccessOpen(true);
            },
          })
        }
      />
      <PlanChangeConfirmModal
        planType={changeTo}
        unchanged={`votre formule reste ${offerNames[current]}`}
        onClose={() => setChangeTo(undefined)}
        onChanged={(type) => setNotice(`Votre formule est maintenant\u00a0: ${planLabels[type].toLowerCase()}.`)}
      />
      <CancelSuccessModal open={successOpen} onOpenChange={setSuccessOpen} accessEnds={sub?.current_period_end} />
    </div>
  );
}
