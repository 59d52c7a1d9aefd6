import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { canDownload, isActiveSubscription, isTrialPhase } from '../../../domain/billing/subscription-state';
import { takeDownloadReturn } from '../../lib/download-gate';
import { useSession } from '../../lib/session';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { useToast } from '../../ui/toast';
import { LoadingBlock } from '../../ui/spinner';
import { retrievePaymentMethod } from './api/retrieve-payment-method';
import { subscriptionKey, subscriptionQuery } from './api/subscription';
import { DemoNotice, FeatureList } from './billing-ui';
import { createSubscriptionWith } from './payment-flow';
import { claimRedirectReturn, readRedirectReturn, rememberedPayment } from './paypal-return';

/** Spec §9: the 'subscription-updated' event, 2 s after a payment succeeded. */
export const SUBSCRIPTION_UPDATED_EVENT = 'subscription-updated';
export const SUBSCRIPTION_UPDATED_DELAY_MS = 2000;
const CONFIRMATION_TIMEOUT_MS = 20_000;

type Outcome = { kind: 'trial' | 'subscription' };

export function PaymentSuccessPage() {
  usePageMeta('Paiement confirmé');
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>();
  const toast = useToast();
  const started = useRef(false);

  useEffect(() => {
    if (session.status !== 'authenticated' || started.current) return;
    started.current = true;
    let cancelled = false;

    const confirm = async (): Promise<Outcome> => {
      // The PayPal redirect: the payment method comes back with the setup intent; the
      // subscription is created once (skipped when one is already active).
      const redirect = readRedirectReturn(window.location.search);
      if (redirect) {
        const claimed = claimRedirectReturn(redirect.setupIntentId);
        const current = await queryClient.fetchQuery(subscriptionQuery());
        const active = current.data && canDownload(current.data, new Date()) && current.data.status !== 'incomplete';
        if (claimed && !active) {
          if (!redirect.succeeded) throw new Error('redirect failed');
          const { planType, direct } = rememberedPayment();
          const { payment_method_id } = await retrievePaymentMethod(redirect.setupIntentId);
          await createSubscriptionWith(payment_method_id, direct ? planType : 'monthly', direct);
        }
      }
      // Wait until our copy says the trial or the subscription runs (webhooks may lag a little).
      const deadline = Date.now() + CONFIRMATION_TIMEOUT_MS;
      for (;;) {
        const answer = await queryClient.fetchQuery({ ...subscriptionQuery({ fresh: true }), staleTime: 0 });
        const sub = answer.data;
        if (sub && (isTrialPhase(sub) || isActiveSubscription(sub, new Date()) || canDownload(sub, new Date()))) {
          return { kind: isTrialPhase(sub) ? 'trial' : 'subscription' };
        }
        if (Date.now() > deadline) throw new Error('not confirmed');
        await new Promise((r) => setTimeout(r, 1500));
      }
    };

    confirm().then(
      (result) => {
        if (cancelled) return;
        void queryClient.invalidateQueries({ queryKey: subscriptionKey });
        window.setTimeout(() => window.dispatchEvent(new Event(SUBSCRIPTION_UPDATED_EVENT)), SUBSCRIPTION_UPDATED_DELAY_MS);
        // Sent to /tarifs by a download: back to that CV, whose download modal opens there.
        const downloadReturn = takeDownloadReturn();
        if (downloadReturn) {
          toast.success(result.kind === 'trial' ? 'Votre essai de 14 jours est activé\u00a0!' : 'Votre abonnement est activé\u00a0!');
          void navigate(downloadReturn, { replace: true });
          return;
        }
        setOutcome(result);
      },
      () => {
        if (!cancelled) void navigate(routes.paymentPlan('monthly'), { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [session.status, queryClient, navigate, toast]);

  if (session.status === 'anonymous') return <Navigate to={routes.pricing} replace />;
  if (!outcome) return <LoadingBlock label="Confirmation de votre paiement…" />;

  const trial = outcome.kind === 'trial' || search.get('type') === 'trial';
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-14 text-center sm:px-6">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">
        {trial ? 'Votre essai de 14 jours est activé\u00a0!' : 'Votre abonnement est activé\u00a0!'}
      </h1>
      <p className="mt-3 text-lg text-ink-600">
        {trial
          ? "Profitez de toutes les fonctionnalités pendant 14 jours. Vous pouvez annuler à tout moment avant la fin de l'essai."
          : 'Merci pour votre confiance. Toutes les fonctionnalités sont débloquées.'}
      </p>
      <DemoNotice className="mt-6 justify-center" />
      <div className="mx-auto mt-8 w-fit text-left">
        <FeatureList />
      </div>
      <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link to={routes.myCvs}>Créer mon premier CV</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={routes.subscription}>Gérer mon abonnement</Link>
        </Button>
      </div>
    </div>
  );
}
