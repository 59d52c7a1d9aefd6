import { useQueryClient } from '@tanstack/react-query';
import { Lock, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { billingMessages as m } from '../../../domain/billing/messages';
import { formatPrice, isPlanType, periodEnd, planLabels, trialOffer, type PlanType } from '../../../domain/billing/plans';
import { canDownload, isIncomplete, isRecoverable } from '../../../domain/billing/subscription-state';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { usePaymentsConfig } from './api/payments-config';
import { usePlans } from './api/plans';
import { subscriptionKey, useSubscription } from './api/subscription';
import { DemoNotice, FeatureList, frenchDate, frenchDateTime } from './billing-ui';
import { useNow } from './use-now';

const DAY_MS = 86_400_000;
import { DemoCardForm } from './demo-card-form';
import { createSubscriptionWith, creationErrorMessage, PaymentFlowError, successUrl } from './payment-flow';
import { normalizePlans } from './plan-display';
import { rememberedPayment, rememberPayment } from './paypal-return';

const StripeSetupForm = lazy(() => import('./stripe-setup-form'));

/** /payment: to the remembered plan when signed in, to /tarifs otherwise. */
function PaymentRedirect() {
  const session = useSession();
  if (session.status === 'loading') return <LoadingBlock />;
  if (session.status !== 'authenticated') return <Navigate to={routes.pricing} replace />;
  const { planType, direct } = rememberedPayment();
  return <Navigate to={routes.paymentPlan(planType, direct)} replace />;
}

export function PaymentPage() {
  const { planType } = useParams();
  if (!planType) return <PaymentRedirect />;
  if (!isPlanType(planType)) return <Navigate to={routes.paymentPlan('monthly')} replace />;
  return <PlanPayment planType={planType} />;
}

function PlanPayment({ planType }: { planType: PlanType }) {
  const [search] = useSearchParams();
  const direct = search.get('direct') === 'true';
  usePageMeta(direct ? `Paiement – abonnement ${planLabels[planType].toLowerCase()}` : 'Paiement – essai de 14 jours');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = usePaymentsConfig().data;
  const subscription = useSubscription();
  const plans = normalizePlans(usePlans().data);
  const now = useNow();
  useEffect(() => rememberPayment(planType, direct), [planType, direct]);

  if (session.status === 'loading') return <LoadingBlock />;
  if (session.status !== 'authenticated') return <Navigate to={routes.pricing} replace />;

  const sub = subscription.data?.data;
  const alreadyPremium = sub && !isIncomplete(sub) && canDownload(sub, new Date());
  const pastDue = isRecoverable(sub);
  const plan = plans[planType];
  // The next charge, before paying: the trial's conversion (date and hour), or the first renewal.
  const conversion = frenchDateTime(new Date(now.getTime() + trialOffer.days * DAY_MS));
  const renewal = frenchDate(periodEnd(now, planType).toISOString());
  const holderName = `${session.user?.first_name ?? ''} ${session.user?.last_name ?? ''}`.trim();

  const onPaymentMethod = async (paymentMethodId: string) => {
    let answer;
    try {
      answer = await createSubscriptionWith(paymentMethodId, direct ? planType : trialOffer.convertsTo, direct);
    } catch (err) {
      throw new PaymentFlowError(creationErrorMessage(err));
    }
    if (answer.client_secret && config.publishable_key) {
      const { confirmFirstPayment } = await import('./stripe-setup-form');
      await confirmFirstPayment(config.publishable_key, answer.client_secret);
    } else if (answer.data.status === 'incomplete' || answer.data.status === 'incomplete_expired') {
      throw new PaymentFlowError(m.paymentUnexpectedStatus);
    }
    await queryClient.invalidateQueries({ queryKey: subscriptionKey });
    void navigate(successUrl(direct));
  };

  const formProps = {
    initError: direct ? m.paymentInitMethod : m.paymentInitTrial,
    payLabel: direct ? `Payer ${formatPrice(plan.amount)}` : `Payer ${formatPrice(trialOffer.amount)} et démarrer l'essai`,
    priceNote: direct
      ? `${formatPrice(plan.amount)} aujourd'hui, puis ${formatPrice(plan.amount)} le ${renewal} et ${plan.interval_display} ensuite, renouvelé automatiquement. Annulable à tout moment, effet à la fin de la période payée.`
      : `${formatPrice(trialOffer.amount)} aujourd'hui pour 14 jours, puis ${formatPrice(plans.monthly.amount)} par mois à partir du ${conversion} (heure de Zurich), sauf annulation avant cette date.`,
    holderName,
    onPaymentMethod,
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{direct ? 'Finaliser votre abonnement' : 'Démarrer votre essai'}</h1>
      <DemoNotice className="mt-6" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_380px]">
        <section aria-labelledby="moyen-paiement" className="rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="moyen-paiement" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
            <Lock className="size-4 text-ink-500" aria-hidden="true" /> Moyen de paiement
          </h2>
          <div className="mt-6">
            {pastDue ? (
              <Alert tone="warning">
                <p className="font-semibold">Le paiement de votre abonnement a échoué.</p>
                <p className="mt-1">Mettez à jour votre moyen de paiement plutôt que de souscrire un nouvel abonnement.</p>
                <Button asChild size="sm" variant="outline" className="mt-3">
                  <Link to={routes.subscription}>Mettre à jour ma carte</Link>
                </Button>
              </Alert>
            ) : alreadyPremium ? (
              <Alert tone="info">
                <p className="font-semibold">{m.activeTitle}</p>
                <p className="mt-1">Vous avez déjà accès à toutes les fonctionnalités.</p>
                <Button asChild size="sm" variant="outline" className="mt-3">
                  <Link to={routes.subscription}>Gérer mon abonnement</Link>
                </Button>
              </Alert>
            ) : config.mode === 'demo' ? (
              <DemoCardForm {...formProps} />
            ) : !config.publishable_key ? (
              <Alert tone="warning">
                <p className="font-semibold">Paiement momentanément indisponible</p>
                <p className="mt-1">
                  Le paiement en ligne ne peut pas être proposé pour le moment. Veuillez réessayer plus tard ou nous écrire si le problème persiste.
                </p>
              </Alert>
            ) : (
              <Suspense fallback={<LoadingBlock label="Préparation du paiement sécurisé…" />}>
                <StripeSetupForm {...formProps} publishableKey={config.publishable_key} />
              </Suspense>
            )}
          </div>
        </section>

        <aside aria-labelledby="recapitulatif" className="h-fit rounded-2xl border border-ink-100 bg-ink-50 p-6 sm:p-7">
          <h2 id="recapitulatif" className="text-lg font-semibold text-ink-900">
            Récapitulatif
          </h2>
          {direct ? (
            <dl className="mt-5 flex flex-col gap-3 text-[15px]">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Abonnement {planLabels[planType].toLowerCase()}</dt>
                <dd className="font-semibold text-ink-900">{formatPrice(plan.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Prochain renouvellement</dt>
                <dd className="text-right font-semibold text-ink-900" data-testid="next-charge">
                  {renewal}
                </dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-ink-200 pt-3">
                <dt className="font-semibold text-ink-900">À payer aujourd'hui</dt>
                <dd className="font-bold text-ink-900">{formatPrice(plan.amount)}</dd>
              </div>
            </dl>
          ) : (
            <dl className="mt-5 flex flex-col gap-3 text-[15px]">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">Essai de 14 jours</dt>
                <dd className="font-semibold text-ink-900">{formatPrice(trialOffer.amount)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-ink-600">
                  Puis, à partir du <span data-testid="next-charge">{conversion}</span>
                </dt>
                <dd className="shrink-0 font-semibold text-ink-900">{formatPrice(plans.monthly.amount)} / mois</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-ink-200 pt-3">
                <dt className="font-semibold text-ink-900">À payer aujourd'hui</dt>
                <dd className="font-bold text-ink-900">{formatPrice(trialOffer.amount)}</dd>
              </div>
            </dl>
          )}
          <p className="mt-3 text-sm text-ink-600">
            {direct
              ? `Renouvelé automatiquement le ${renewal}, puis ${plan.interval_display}. Résiliable à tout moment, effet à la fin de la période payée.`
              : `Sans annulation avant le ${conversion} (heure de Zurich), l'abonnement continue automatiquement à ${formatPrice(plans.monthly.amount)} par mois. Annulable à tout moment, en un clic depuis la page de votre essai.`}
          </p>
          <FeatureList className="mt-6 border-t border-ink-200 pt-6" />
          <p className="mt-6 flex items-center gap-2 text-xs text-ink-500">
            <ShieldCheck className="size-4 text-emerald-600" aria-hidden="true" />
            Vos données de carte ne sont jamais stockées sur nos serveurs.
          </p>
        </aside>
      </div>
    </div>
  );
}
