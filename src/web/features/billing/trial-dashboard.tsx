import { CalendarClock, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { billingMessages as m } from '../../../domain/billing/messages';
import { formatPrice, plans, type PlanType } from '../../../domain/billing/plans';
import {
  canResume,
  showsTrialDashboard,
  subscriptionPhase,
  trialDaysLeft,
  type SubscriptionView,
  type TrialEligibility,
} from '../../../domain/billing/subscription-state';
import { describeApiError } from '../../lib/api-errors';
import { Alert } from '../../ui/alert';
import { useNow } from './use-now';
import { offerNames, PlanChangeConfirmModal } from './plan-change-confirm';
import { routes } from '../../paths';
import { Button } from '../../ui/button';
import { usePageMeta } from '../../ui/page-meta';
import { useCancelTrialRenewal } from './api/cancel-trial-renewal';
import { useResumeSubscription } from './api/resume-subscription';
import { DemoNotice, FeatureList, frenchDate } from './billing-ui';
import { CancelConfirmModal, CancelSuccessModal, TrialEndedModal } from './subscription-modals';

const monthly = formatPrice(plans.monthly.amount).replace(/\s/g, '');

/** The trial dashboard (spec §2): end date, renewal notice, days left, cancellation. */
export function TrialDashboard({ subscription, eligibility }: { subscription: SubscriptionView | null; eligibility: TrialEligibility | undefined }) {
  const now = useNow();
  const phase = subscriptionPhase(subscription, now);
  // A dashboard left open past the trial's end (converted or ended) no longer offers a cancel.
  const running = phase === 'trial' || phase === 'trial_ending';
  const title = running ? 'Essai en cours' : m.trialEndedTitle;
  usePageMeta(title);
  const cancel = useCancelTrialRenewal();
  const resume = useResumeSubscription();
  const [notice, setNotice] = useState<string>();
  const [upgradeTo, setUpgradeTo] = useState<PlanType>();
  // The cancel link of the confirmation mail (?annuler=1) opens the confirmation: one click cancels.
  const [search, setSearch] = useSearchParams();
  const [confirmOpen, setConfirmOpen] = useState(() => search.get('annuler') === '1');
  const [successOpen, setSuccessOpen] = useState(false);
  const [endedOpen, setEndedOpen] = useState(true);

  if (!showsTrialDashboard(subscription, eligibility)) return <Navigate to={routes.myCvs} replace />;

  const trialEnd = subscription?.trial_end ?? null;
  const daysLeft = running ? trialDaysLeft(trialEnd, now) : 0;
  const hoursLeft = trialEnd ? Math.max(0, Math.ceil((Date.parse(trialEnd) - now.getTime()) / 3_600_000)) : 0;
  const lastDay = running && hoursLeft > 0 && hoursLeft < 24;
  const renewalOn = running && !!subscription?.has_schedule && !subscription.cancel_at_period_end;
  const endDate = frenchDate(trialEnd);
  // A cancelled renewal can be turned back on until the trial ends, as a cancelled subscription can.
  const resumable = running && canResume(subscription, now);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Mon abonnement</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink-900">{title}</h1>
      <DemoNotice className="mt-6" />
      <section className="mt-8 rounded-2xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8" aria-label="Votre essai">
        <div className="flex flex-wrap items-start justify-between gap-6">
          <div>
            <p className="text-2xl font-bold text-ink-900">14 jours à 1€</p>
            {endDate && (
              <p className="mt-2 flex items-center gap-2 text-ink-600">
                <CalendarClock className="size-4" aria-hidden="true" />
                Fin de l'essai le <strong className="font-semibold text-ink-900">{endDate}</strong>
              </p>
            )}
          </div>
          <div className="rounded-xl bg-brand-50 px-5 py-3 text-center" aria-live="polite">
            {lastDay ? (
              <>
                <p className="text-3xl font-bold text-brand-700 tabular-nums">{hoursLeft}</p>
                <p className="text-sm font-medium text-brand-800">{hoursLeft > 1 ? 'heures restantes' : 'heure restante'}</p>
              </>
            ) : (
              <>
                <p className="text-3xl font-bold text-brand-700 tabular-nums">{daysLeft}</p>
                <p className="text-sm font-medium text-brand-800">{daysLeft > 1 ? 'jours restants' : 'jour restant'}</p>
              </>
            )}
          </div>
        </div>

        <div className="mt-6 rounded-xl border border-ink-100 bg-ink-50 p-4 text-[15px] leading-relaxed text-ink-700" role="status">
          {!running ? (
            <p>Votre essai est terminé{endDate ? ` depuis le ${endDate}` : ''}.</p>
          ) : renewalOn ? (
            <p>
              À la fin de l'essai, votre abonnement continuera automatiquement à {monthly}/mois, sauf si vous l'annulez avant la fin de l'essai. Vous pouvez
              annuler à tout moment.
            </p>
          ) : (
            <p className="flex items-start gap-2">
              <Hourglass className="mt-1 size-4 shrink-0 text-ink-500" aria-hidden="true" />
              <span>
                Vous avez annulé le renouvellement&nbsp;: votre accès prendra fin le {endDate || "à la fin de l'essai"}, à la fin de votre essai. Aucun autre
                paiement ne sera prélevé.
              </span>
            </p>
          )}
        </div>

        {notice && (
          <Alert tone="success" className="mt-4">
            {notice}
          </Alert>
        )}
        {resumable && resume.isError && (
          <Alert tone="error" className="mt-4">
            {describeApiError(resume.error, "la mise à jour de l'abonnement")}
          </Alert>
        )}

        <FeatureList className="mt-6" />

        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={routes.myCvs}>Retour à mes CV</Link>
          </Button>
          {daysLeft > 0 && renewalOn && (
            <Button variant="outline" onClick={() => setConfirmOpen(true)}>
              Annuler mon abonnement
            </Button>
          )}
          {resumable && (
            <Button
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => setNotice(`Votre abonnement est réactivé\u00a0: à la fin de l'essai, il continuera à ${monthly}/mois.`),
                })
              }
            >
              Réactiver mon abonnement
            </Button>
          )}
          {!renewalOn && !resumable && (
            <Button asChild variant="outline">
              <Link to={routes.pricing}>Voir les offres</Link>
            </Button>
          )}
        </div>
        {running && (
          <div className="mt-8 border-t border-ink-100 pt-6">
            <h2 className="text-base font-semibold text-ink-900">Passer dès maintenant à une offre plus longue</h2>
            <p className="mt-1 text-sm text-ink-600">La partie non utilisée de votre essai est déduite du premier paiement.</p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              {(['quarterly', 'annual'] as const).map((type) => (
                <Button key={type} variant="outline" onClick={() => setUpgradeTo(type)}>
                  Passer à l'offre {offerNames[type]} ({formatPrice(plans[type].amount)} {plans[type].interval_display})
                </Button>
              ))}
            </div>
          </div>
        )}
      </section>
      <PlanChangeConfirmModal planType={upgradeTo} unchanged="votre essai continue comme avant" onClose={() => setUpgradeTo(undefined)} />

      <CancelConfirmModal
        open={confirmOpen && renewalOn}
        onOpenChange={(open) => {
          setConfirmOpen(open);
          if (!open) {
            cancel.reset();
            if (search.has('annuler')) {
              search.delete('annuler');
              setSearch(search, { replace: true });
            }
          }
        }}
        pending={cancel.isPending}
        error={cancel.isError ? m.trialCancelFailed : undefined}
        accessEnds={trialEnd}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => {
              setConfirmOpen(false);
              setSuccessOpen(true);
            },
          })
        }
      />
      <CancelSuccessModal open={successOpen} onOpenChange={setSuccessOpen} accessEnds={trialEnd} />
      {!running && <TrialEndedModal open={endedOpen} onOpenChange={setEndedOpen} />}
    </div>
  );
}
