import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentHistoryEntry } from '../../../domain/billing/api';
import { billingMessages as m } from '../../../domain/billing/messages';
import { subscriptionPhase } from '../../../domain/billing/subscription-state';
import { routes } from '../../paths';
import { useToast } from '../../ui/toast';
import { paymentHistoryQuery } from './api/payment-history';
import { subscriptionQuery } from './api/subscription';
import { managedInPortal } from './subscription-phase';

// Loaded on first use: the layout (shared with the public pages) stays light.
const NoActiveSubscriptionModal = lazy(() => import('./subscription-modals').then((m) => ({ default: m.NoActiveSubscriptionModal })));

/**
 * The user menu's Abonnement entry (spec §2 "Navigation"): in a trial, the trial dashboard;
 * with an active subscription (or one cancelled with time left, or whose payment failed), the provider's portal (through /abonnement, which redirects
 * and handles its failures); otherwise a modal offering the tariffs, and the invoices when the
 * payment history is not empty.
 */
export function useSubscriptionEntry(): { open: () => void; modals: ReactNode } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [invoices, setInvoices] = useState<PaymentHistoryEntry[]>();
  const [modalOpen, setModalOpen] = useState(false);

  const open = useCallback(() => {
    void (async () => {
      let answer;
      try {
        answer = await queryClient.fetchQuery(subscriptionQuery());
      } catch {
        toast.error(m.fetchSubscription);
        return;
      }
      // One state for every screen (spec §4): a trial goes to its dashboard; a subscription the
      // portal manages (active, cancelled with time left, payment to fix) to /abonnement.
      const phase = subscriptionPhase(answer.data, new Date());
      if (phase === 'trial' || phase === 'trial_ending') {
        void navigate(routes.trialDashboard);
        return;
      }
      if (managedInPortal(phase)) {
        void navigate(routes.subscription);
        return;
      }
      const history = await queryClient.fetchQuery(paymentHistoryQuery()).catch(() => [] as PaymentHistoryEntry[]);
      setInvoices(history);
      setModalOpen(true);
    })();
  }, [queryClient, navigate, toast]);

  const modals = invoices !== undefined && (
    <Suspense fallback={null}>
      <NoActiveSubscriptionModal open={modalOpen} onOpenChange={setModalOpen} invoices={invoices} />
    </Suspense>
  );
  return { open, modals };
}
