import { CreditCard } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { subscriptionPhase } from '../../../domain/billing/subscription-state';
import { routes } from '../../paths';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { useSubscription } from './api/subscription';
import { frenchDate } from './billing-ui';

/**
 * Shown on every signed-in page while a renewal is unpaid (past_due): access continues until
 * the end of the 14-day grace of the terms, and the button leads to the card update (the
 * provider's portal through /abonnement).
 */
export function PaymentIssueBanner() {
  const subscription = useSubscription();
  const location = useLocation();
  const sub = subscription.data?.data;
  if (!sub || subscriptionPhase(sub, new Date()) !== 'past_due') return null;
  const until = frenchDate(sub.grace_end);
  return (
    <div className="border-b border-amber-200 bg-amber-50/60 px-4 py-3 sm:px-6" data-testid="payment-issue-banner">
      <Alert tone="warning" className="mx-auto max-w-5xl">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <strong className="font-semibold">Le paiement de votre abonnement a échoué.</strong> Vous gardez l'accès
            {until ? ` jusqu'au ${until}` : ''}&nbsp;: mettez à jour votre moyen de paiement pour continuer sans interruption.
          </p>
          {location.pathname !== routes.subscription && (
            <Button asChild size="sm">
              <Link to={routes.subscription}>
                <CreditCard className="size-4" aria-hidden="true" /> Mettre à jour ma carte
              </Link>
            </Button>
          )}
        </div>
      </Alert>
    </div>
  );
}
