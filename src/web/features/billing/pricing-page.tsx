import { BadgeCheck, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { DOWNLOAD_NOTICE, DOWNLOAD_NOTICE_MS } from '../../../domain/billing/download-gate';
import { billingMessages as m } from '../../../domain/billing/messages';
import { DEFAULT_PLAN, formatPrice, planLabels, trialOffer, type PlanType } from '../../../domain/billing/plans';
import { isTrialPhase, showsSubscriptionInfoModal } from '../../../domain/billing/subscription-state';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { local, localKeys } from '../../lib/storage-keys';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { usePageMeta } from '../../ui/page-meta';
import { usePlans } from './api/plans';
import { useSubscription } from './api/subscription';
import { DemoNotice, FeatureList } from './billing-ui';
import { monthlyEquivalent, normalizePlans, planOptions } from './plan-display';
import { rememberPayment } from './paypal-return';
import { ActiveSubscriptionModal } from './subscription-modals';

/** Arriving from a refused download: the notice shows for 10 s, once (spec §4 "Download gate"). */
function useDownloadNotice(): boolean {
  const [visible, setVisible] = useState(() => local.get(localKeys.showDownloadNotification) === 'true');
  useEffect(() => {
    if (!visible) return;
    local.remove(localKeys.showDownloadNotification);
    const timer = window.setTimeout(() => setVisible(false), DOWNLOAD_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);
  return visible;
}

export function PricingPage() {
  usePageMeta('Tarifs', 'Essai de 14 jours pour 1 €, puis abonnement mensuel, trimestriel ou annuel.');
  const session = useSession();
  const authModal = useAuthModal();
  const navigate = useNavigate();
  const subscription = useSubscription();
  const plansQuery = usePlans();
  const plans = normalizePlans(plansQuery.data);
  const [selected, setSelected] = useState<PlanType>(DEFAULT_PLAN);
  const [infoOpen, setInfoOpen] = useState(false);
  const showNotice = useDownloadNotice();

  const signedIn = session.status === 'authenticated';
  const sub = subscription.data?.data;
  const eligibility = subscription.data?.trial_eligibility;
  const loading = session.status === 'loading' || (signedIn && subscription.isPending);
  const trialRunning = isTrialPhase(sub);
  const notEligible = signedIn && eligibility?.eligible === false;
  const trialUsed = notEligible && eligibility?.reason === 'TRIAL_ALREADY_USED';
  const trialDisabled = loading || (trialUsed && !trialRunning);
  const plan = plans[selected];

  const start = (planType: PlanType, direct: boolean) => {
    if (!signedIn) {
      authModal.show('register');
      return;
    }
    if (subscription.data && showsSubscriptionInfoModal(sub, eligibility, new Date())) {
      setInfoOpen(true);
      return;
    }
    rememberPayment(planType, direct);
    void navigate(routes.paymentPlan(planType, direct));
  };

  return (
    <div className="bg-gradient-to-b from-brand-50/60 via-white to-white">
      <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        {showNotice && (
          <Alert tone="warning" className="mb-8 text-[15px]">
            {DOWNLOAD_NOTICE}
          </Alert>
        )}
        <header className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Tarifs</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Un CV suisse prêt à envoyer, sans limite</h1>
          <p className="mt-4 text-lg leading-relaxed text-ink-600">
            Essayez tout pendant 14 jours pour 1 €, ou choisissez directement la formule qui vous convient.
          </p>
        </header>
        {plansQuery.isError && (
          <p className="mt-6 text-center text-sm text-ink-500" role="status">
            {m.fetchPlans}
          </p>
        )}

        <DemoNotice className="mx-auto mt-8 max-w-xl justify-center" />

        <div className="mt-10 flex justify-center">
          <fieldset>
            <legend className="sr-only">Durée de l'abonnement</legend>
            <div className="inline-flex rounded-xl border border-ink-200 bg-white p-1 shadow-xs">
              {planOptions.map((option) => (
                <label
                  key={option.type}
                  className={cx(
                    'relative cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold transition-colors sm:px-6',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    selected === option.type ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100',
                  )}
                >
                  <input
                    type="radio"
                    name="plan"
                    value={option.type}
                    checked={selected === option.type}
                    onChange={() => setSelected(option.type)}
                    className="sr-only"
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="offre-essai" className="relative flex flex-col rounded-2xl border-2 border-brand-600 bg-white p-7 shadow-pop">
            <span className="absolute -top-3 left-7 inline-flex items-center gap-1 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
              <Sparkles className="size-3.5" aria-hidden="true" /> Offre découverte
            </span>
            <h2 id="offre-essai" className="text-xl font-semibold text-ink-900">
              Essai 14 jours
            </h2>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight text-ink-900">{formatPrice(trialOffer.amount)}</span>
              <span className="text-ink-500">pour 14 jours</span>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-ink-600">
              Puis {formatPrice(plans.monthly.amount)} par mois, renouvelé automatiquement. Annulable à tout moment avant la fin de l'essai.
            </p>
            <FeatureList className="mt-6" />
            <div className="mt-auto pt-8">
              <Button size="lg" className="w-full" disabled={trialDisabled} loading={loading} onClick={() => start(trialOffer.convertsTo, false)}>
                {notEligible ? m.trialUsedLabel : "Commencer l'essai pour 1 €"}
              </Button>
            </div>
          </section>

          <section aria-labelledby="offre-formule" className="flex flex-col rounded-2xl border border-ink-200 bg-white p-7 shadow-sm">
            <h2 id="offre-formule" className="text-xl font-semibold text-ink-900">
              Abonnement {planLabels[selected].toLowerCase()}
            </h2>
            <p className="mt-4 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight text-ink-900">{formatPrice(plan.amount)}</span>
              <span className="text-ink-500">{plan.interval_display}</span>
            </p>
            <p className="mt-1 h-5 text-sm font-medium text-emerald-700">{monthlyEquivalent(plan) ?? ''}</p>
            <p className="mt-2 flex items-start gap-2 text-sm leading-relaxed text-ink-600">
              <RefreshCw className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden="true" />
              Renouvellement automatique à la fin de chaque période. Résiliable à tout moment, effet à la fin de la période en cours.
            </p>
            <FeatureList className="mt-6" />
            <div className="mt-auto pt-8">
              <Button size="lg" variant="secondary" className="w-full" disabled={loading} loading={loading} onClick={() => start(selected, true)}>
                Commencer
              </Button>
            </div>
          </section>
        </div>

        <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-ink-500">
          <BadgeCheck className="size-4 text-emerald-600" aria-hidden="true" />
          Paiement sécurisé par carte ou PayPal. Prix TTC en euros.
        </p>
      </div>
      <ActiveSubscriptionModal open={infoOpen} onOpenChange={setInfoOpen} subscription={sub} />
    </div>
  );
}
