import { ExternalLink, LifeBuoy, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { billingErrorCodes } from '../../../domain/billing/messages';
import { billingMessages as m } from '../../../domain/billing/messages';
import { isTrialPhase, subscriptionPhase } from '../../../domain/billing/subscription-state';
import { ApiRequestError } from '../../lib/api-errors';
import { useSiteInfo } from '../../lib/site-info';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePageMeta } from '../../ui/page-meta';
import { LoadingBlock } from '../../ui/spinner';
import { openCustomerPortal } from './api/customer-portal';
import { useSubscription } from './api/subscription';
import { managedInPortal } from './subscription-phase';
import { TrialDashboard } from './trial-dashboard';

/** True when the visitor comes back from the provider's billing portal. */
function isPortalReturn(search: URLSearchParams): boolean {
  if (search.has('from_stripe_portal')) return true;
  try {
    return new URL(document.referrer).hostname === 'billing.stripe.com';
  } catch {
    return false;
  }
}

export function SubscriptionPage() {
  const [search] = useSearchParams();
  const subscription = useSubscription();
  usePageMeta('Abonnement');

  if (subscription.isPending) return <LoadingBlock />;
  if (subscription.isError) {
    const silent = subscription.error instanceof ApiRequestError && subscription.error.status === 404;
    return <div className="mx-auto w-full max-w-xl px-4 py-14">{!silent && <Alert tone="error">{m.fetchSubscription}</Alert>}</div>;
  }
  const sub = subscription.data.data;
  if (search.get('view') === 'trial' || isTrialPhase(sub)) {
    return <TrialDashboard subscription={sub} eligibility={subscription.data.trial_eligibility} />;
  }
  if (isPortalReturn(search)) return <PortalReturn />;
  if (!managedInPortal(subscriptionPhase(sub, new Date()))) return <Navigate to={routes.pricing} replace />;
  return <PortalRedirect />;
}

/** Opens the portal; `manual` runs show their failures in a dialog instead of redirecting. */
function usePortal() {
  const navigate = useNavigate();
  return async (manual: boolean): Promise<'redirected' | 'failed' | 'denied'> => {
    try {
      const answer = await openCustomerPortal();
      if (answer.success && answer.portal_url) {
        window.location.assign(answer.portal_url);
        return 'redirected';
      }
      if (answer.error?.code === billingErrorCodes.trialActive) {
        void navigate(routes.trialDashboard, { replace: true });
        return 'redirected';
      }
      if (answer.error?.code === billingErrorCodes.portalAccessDenied) {
        if (!manual) void navigate(routes.pricing, { replace: true });
        return 'denied';
      }
      return 'failed';
    } catch {
      return 'failed';
    }
  };
}

function PortalRedirect() {
  const openPortal = usePortal();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void openPortal(false).then((result) => {
      if (result === 'failed') setFailed(true);
    });
  }, [openPortal]);
  if (!failed) return <LoadingBlock label="Redirection vers le portail de gestion…" />;
  return <PortalFailure />;
}

function PortalFailure() {
  const openPortal = usePortal();
  const navigate = useNavigate();
  const { supportEmail } = useSiteInfo();
  const [pending, setPending] = useState(false);
  const [dialog, setDialog] = useState<string>();
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-14 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">Redirection automatique échouée</h1>
      <Alert tone="warning" className="mt-6">
        {m.portalAutomaticFailed}
      </Alert>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button
          loading={pending}
          onClick={() => {
            setPending(true);
            void openPortal(true).then((result) => {
              setPending(false);
              if (result === 'failed') setDialog(m.portalManualFailed);
              if (result === 'denied') setDialog(m.noActiveTitle);
            });
          }}
        >
          <ExternalLink className="size-4" aria-hidden="true" /> Ouvrir le portail manuellement
        </Button>
        <Button asChild variant="outline">
          <Link to={routes.myCvs}>Retour à mes CV</Link>
        </Button>
      </div>
      <p className="mt-8 flex items-center gap-2 text-sm text-ink-600">
        <LifeBuoy className="size-4" aria-hidden="true" />
        Besoin d'aide&nbsp;? Écrivez-nous à{' '}
        <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
          {supportEmail}
        </a>
      </p>
      <Modal
        open={dialog !== undefined}
        onOpenChange={(open) => {
          if (!open) {
            setDialog(undefined);
            void navigate(routes.myCvs);
          }
        }}
        title={m.portalOpenFailed}
        description={dialog}
        footer={
          <Button
            onClick={() => {
              setDialog(undefined);
              void navigate(routes.myCvs);
            }}
          >
            Fermer
          </Button>
        }
      />
    </div>
  );
}

function PortalReturn() {
  const openPortal = usePortal();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [denied, setDenied] = useState(false);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-14 text-center sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900">Retour du portail de gestion</h1>
      <p className="mt-3 text-ink-600">Vos modifications ont été enregistrées. Elles peuvent prendre quelques instants à apparaître.</p>
      {failure && (
        <Alert tone="error" className="mt-6 text-left">
          {failure}
        </Alert>
      )}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to={routes.myCvs}>Retour à mes CV</Link>
        </Button>
        <Button
          variant="outline"
          loading={pending}
          onClick={() => {
            setPending(true);
            void openPortal(true).then((result) => {
              setPending(false);
              // Spec §8: PORTAL_ACCESS_DENIED in the manual flow is a dialog; closing it goes to /mes_cvs.
              if (result === 'denied') setDenied(true);
              else if (result !== 'redirected') setFailure(m.portalManualFailed);
            });
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" /> Rouvrir le portail
        </Button>
      </div>
      <Modal
        open={denied}
        onOpenChange={(open) => {
          if (!open) {
            setDenied(false);
            void navigate(routes.myCvs);
          }
        }}
        title={m.noActiveTitle}
        description="Le portail de gestion est réservé aux abonnés. Choisissez une offre pour vous abonner de nouveau."
        footer={
          <>
            <Button variant="outline" onClick={() => void navigate(routes.myCvs)}>
              Fermer
            </Button>
            <Button onClick={() => void navigate(routes.pricing)}>Voir les offres</Button>
          </>
        }
      />
    </div>
  );
}
