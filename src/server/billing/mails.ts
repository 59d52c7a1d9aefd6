import { formatPrice, isPlanType, planAdjectives, plans, trialOffer, type PlanType } from '../../domain/billing/plans.js';
import type { Config } from '../config.js';
import { renderMail, type MailMessage } from '../mail/layout.js';
import { publicLink } from '../mail/templates.js';

const longDate = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });
const zurichTime = new Intl.DateTimeFormat('fr-CH', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Zurich' });

/** « 10 décembre 2026 à 14 h 32 (heure de Zurich) »: the instant a charge happens, for a reader anywhere. */
export function zurichDateTime(at: Date): string {
  const [hours, minutes] = zurichTime.format(at).split(':');
  return `${longDate.format(at)} à ${Number(hours)}\u00a0h\u00a0${minutes} (heure de Zurich)`;
}

/** The trial dashboard with its cancellation already open: one click (« Confirmer l'annulation ») cancels. */
function cancelLink(config: Config, trial: boolean): string {
  return publicLink(config, '/abonnement', trial ? { view: 'trial', annuler: '1' } : { annuler: '1' });
}

const planNames: Record<PlanType, { adjective: string; every: string }> = {
  monthly: { adjective: 'mensuel', every: 'chaque mois' },
  quarterly: { adjective: 'trimestriel', every: 'chaque trimestre' },
  annual: { adjective: 'annuel', every: 'chaque année' },
};

function greeting(firstName: string): string {
  return firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';
}

/** Sent 3 days before a trial converts: the date, the price and the way to cancel. */
export function trialReminderMail(config: Config, to: { email: string; firstName: string }, trialEnd: Date): MailMessage {
  const price = formatPrice(plans[trialOffer.convertsTo].amount);
  const date = longDate.format(trialEnd);
  return renderMail(
    {
      kind: 'trial_reminder',
      to: to.email,
      subject: `Votre essai se termine le ${date} – CV Suisse`,
      preheader: `Sans action de votre part, votre abonnement continue à ${price} par mois.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        `Votre essai de 14 jours de CV Suisse se termine le ${zurichDateTime(trialEnd)}.`,
        `Sans action de votre part, il se poursuivra automatiquement en abonnement mensuel à ${price} par mois, prélevé sur le moyen de paiement enregistré.`,
        "Si vous ne souhaitez pas continuer, annulez le renouvellement avant la fin de l'essai\u00a0: vous garderez l'accès jusqu'à cette date.",
      ],
      action: { label: 'Gérer mon essai', url: publicLink(config, '/abonnement', { view: 'trial' }) },
      notes: ['Vous recevez cet e-mail une seule fois, trois jours avant la fin de votre essai.'],
    },
    config.company,
  );
}

/** Sent when the renewal of a trial or a subscription is cancelled (by us, the portal or the demo). */
export function cancellationMail(
  config: Config,
  to: { email: string; firstName: string },
  details: { accessEnds: Date | null; wasTrial: boolean },
): MailMessage {
  const what = details.wasTrial ? 'Le renouvellement automatique de votre essai' : 'Le renouvellement de votre abonnement';
  const until = details.accessEnds
    ? `Vous gardez l'accès à toutes les fonctionnalités jusqu'au ${longDate.format(details.accessEnds)}. Aucun autre paiement ne sera prélevé.`
    : 'Aucun autre paiement ne sera prélevé.';
  return renderMail(
    {
      kind: 'subscription_cancelled',
      to: to.email,
      subject: 'Confirmation de votre annulation – CV Suisse',
      preheader: 'Votre annulation a bien été prise en compte.',
      greeting: greeting(to.firstName),
      paragraphs: [
        `${what} a bien été annulé.`,
        until,
        details.wasTrial
          ? "Vous avez changé d'avis\u00a0? Vous pouvez réactiver votre abonnement jusqu'à la fin de l'essai depuis la page de votre essai."
          : "Vous avez changé d'avis\u00a0? Vous pouvez réactiver votre abonnement jusqu'à cette date depuis la page Abonnement.",
      ],
      // A cancelled trial can be resumed before its end too (the trial dashboard).
      action: { label: 'Réactiver mon abonnement', url: publicLink(config, details.wasTrial ? '/abonnement?view=trial' : '/abonnement') },
      notes: [`Si vous n'êtes pas à l'origine de cette annulation, écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}

/** Sent when the 14-day trial became the monthly plan (its first month charged). */
export function trialConvertedMail(
  config: Config,
  to: { email: string; firstName: string },
  details: { amount: number; planType: string | null; nextRenewal: Date | null; invoiceUrl: string | null },
): MailMessage {
  const price = formatPrice(details.amount);
  const plan = isPlanType(details.planType) ? planNames[details.planType] : planNames.monthly;
  return renderMail(
    {
      kind: 'trial_converted',
      to: to.email,
      subject: 'Votre abonnement CV Suisse a commencé',
      preheader: `Votre essai est terminé\u00a0: votre abonnement ${plan.adjective} est actif.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        `Votre essai est terminé et votre abonnement ${plan.adjective} a commencé. Nous avons prélevé ${price} sur le moyen de paiement enregistré.`,
        details.nextRenewal
          ? `Il se renouvellera le ${longDate.format(details.nextRenewal)}, puis ${plan.every}, tant que vous ne l'annulez pas. L'annulation prend effet à la fin de la période payée.`
          : `Il se renouvellera ${plan.every} tant que vous ne l'annulez pas. L'annulation prend effet à la fin de la période payée.`,
      ],
      action: details.invoiceUrl
        ? { label: 'Voir la facture', url: details.invoiceUrl }
        : { label: 'Gérer mon abonnement', url: publicLink(config, '/abonnement') },
      notes: [`Une question sur ce paiement\u00a0? Écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}

/** Sent for each paid renewal (and for a payment that settles a past_due subscription). */
export function renewalReceiptMail(
  config: Config,
  to: { email: string; firstName: string },
  details: { amount: number; creditUsed?: number; nextRenewal: Date | null; invoiceUrl: string | null; recovered: boolean },
): MailMessage {
  const price = formatPrice(details.amount);
  const credit = details.creditUsed ? ` Votre crédit a couvert ${formatPrice(details.creditUsed)}.` : '';
  return renderMail(
    {
      kind: 'renewal_receipt',
      to: to.email,
      subject: `Reçu de paiement de ${price} – CV Suisse`,
      preheader: `Nous avons bien reçu votre paiement de ${price}.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        details.recovered
          ? `Merci\u00a0: votre paiement de ${price} a bien été reçu et votre abonnement est de nouveau à jour.`
          : `Votre abonnement CV Suisse a été renouvelé. Nous avons prélevé ${price} sur le moyen de paiement enregistré.${credit}`,
        details.nextRenewal ? `Prochain renouvellement\u00a0: le ${zurichDateTime(details.nextRenewal)}.` : 'Votre accès continue sans interruption.',
      ],
      action: details.invoiceUrl
        ? { label: 'Voir la facture', url: details.invoiceUrl }
        : { label: 'Voir mes paiements', url: publicLink(config, '/abonnement') },
      notes: [`Une question sur ce paiement\u00a0? Écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}

/** Sent when a renewal payment fails: the grace end and the link that fixes the card. */
export function paymentFailedMail(config: Config, to: { email: string; firstName: string }, details: { graceEnds: Date | null }): MailMessage {
  const until = details.graceEnds ? ` jusqu'au ${longDate.format(details.graceEnds)}` : ' pendant 14 jours';
  return renderMail(
    {
      kind: 'payment_failed',
      to: to.email,
      subject: 'Échec du paiement de votre abonnement – CV Suisse',
      preheader: 'Mettez à jour votre moyen de paiement pour garder votre accès.',
      greeting: greeting(to.firstName),
      paragraphs: [
        "Le paiement du renouvellement de votre abonnement CV Suisse n'a pas abouti.",
        `Vous gardez l'accès à toutes les fonctionnalités${until}. Mettez à jour votre moyen de paiement d'ici là\u00a0: nous réessaierons automatiquement le prélèvement.`,
      ],
      action: { label: 'Mettre à jour ma carte', url: publicLink(config, '/abonnement') },
      notes: ["Sans paiement à la fin de ce délai, l'abonnement prendra fin.", `Besoin d'aide\u00a0? Écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}

/** Sent when the subscription ended (end of the paid period, end of dunning, or ended by us). */
export function subscriptionEndedMail(config: Config, to: { email: string; firstName: string }, details: { wasTrial: boolean; unpaid: boolean }): MailMessage {
  return renderMail(
    {
      kind: 'subscription_ended',
      to: to.email,
      subject: 'Votre abonnement CV Suisse a pris fin',
      preheader: 'Vos CV restent enregistrés\u00a0; le téléchargement en PDF est désactivé.',
      greeting: greeting(to.firstName),
      paragraphs: [
        details.unpaid
          ? "Faute de paiement à l'issue du délai de grâce, votre abonnement CV Suisse a pris fin."
          : details.wasTrial
            ? 'Votre essai CV Suisse a pris fin.'
            : 'Votre abonnement CV Suisse a pris fin.',
        'Vos CV restent enregistrés dans votre compte. Pour les télécharger de nouveau en PDF, choisissez une offre.',
      ],
      action: { label: 'Voir les offres', url: publicLink(config, '/tarifs') },
      notes: [`Une question\u00a0? Écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}

/**
 * Sent when a payment starts a subscription (the 1 EUR trial, or a plan paid directly): what was
 * taken, when the next charge happens (the trial's conversion: date and hour in Zurich) and for
 * how much, and the link that cancels in one click.
 */
export function subscriptionStartedMail(
  config: Config,
  to: { email: string; firstName: string },
  details: { amount: number; trial: boolean; planType: string | null; nextCharge: Date | null; invoiceUrl: string | null },
): MailMessage {
  const paid = formatPrice(details.amount);
  const planType = isPlanType(details.planType) ? details.planType : trialOffer.convertsTo;
  const plan = planNames[planType];
  const after = formatPrice(plans[planType].amount);
  const when = details.nextCharge ? zurichDateTime(details.nextCharge) : null;
  const paragraphs = details.trial
    ? [
        `Votre essai de 14 jours de CV Suisse a commencé. Nous avons prélevé ${paid} sur votre moyen de paiement.`,
        when
          ? `Sans annulation de votre part, il deviendra un abonnement ${plan.adjective} le ${when}\u00a0: ${after} seront alors prélevés, puis ${after} ${plan.every}.`
          : `Sans annulation de votre part, il deviendra un abonnement ${plan.adjective} à ${after} ${plan.every} à la fin de l'essai.`,
        "Pour ne pas continuer, annulez avant cette date\u00a0: le lien ci-dessous ouvre l'annulation, un clic la confirme. Vous gardez l'accès jusqu'à la fin de l'essai.",
      ]
    : [
        `Votre abonnement ${plan.adjective} CV Suisse a commencé. Nous avons prélevé ${paid} sur votre moyen de paiement.`,
        when
          ? `Il se renouvellera le ${when} pour ${after}, puis ${plan.every}, tant que vous ne l'annulez pas.`
          : `Il se renouvellera ${plan.every} pour ${after} tant que vous ne l'annulez pas.`,
        "Pour l'arrêter, le lien ci-dessous ouvre l'annulation, un clic la confirme. Elle prend effet à la fin de la période payée.",
      ];
  return renderMail(
    {
      kind: details.trial ? 'trial_started' : 'subscription_started',
      to: to.email,
      subject: details.trial ? `Votre essai a commencé\u00a0: ${paid} payé – CV Suisse` : `Votre abonnement a commencé\u00a0: ${paid} payé – CV Suisse`,
      preheader: when ? `Prochain prélèvement de ${after} le ${when}.` : `Paiement de ${paid} reçu.`,
      greeting: greeting(to.firstName),
      paragraphs,
      action: { label: details.trial ? 'Annuler mon essai' : 'Annuler mon abonnement', url: cancelLink(config, details.trial) },
      notes: [
        ...(details.invoiceUrl ? [`Votre facture\u00a0: ${details.invoiceUrl}`] : []),
        `Une question sur ce paiement\u00a0? Écrivez-nous à ${config.company.supportEmail}.`,
      ],
    },
    config.company,
  );
}

/** Sent when a plan change (or a trial upgrade) was paid: the charge, the credit carried, the next renewal. */
export function planChangedMail(
  config: Config,
  to: { email: string; firstName: string },
  details: { amount: number; planType: string | null; nextRenewal: Date | null; creditAdded: number; creditBalance: number; invoiceUrl: string | null },
): MailMessage {
  const paid = formatPrice(details.amount);
  const planType = isPlanType(details.planType) ? details.planType : trialOffer.convertsTo;
  const plan = planNames[planType];
  const price = formatPrice(plans[planType].amount);
  const when = details.nextRenewal ? zurichDateTime(details.nextRenewal) : null;
  return renderMail(
    {
      kind: 'plan_changed',
      to: to.email,
      subject: `Votre formule est maintenant ${planAdjectives[planType]}\u00a0: ${paid} payé – CV Suisse`,
      preheader: `Changement de formule confirmé, ${paid} prélevé.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        `Votre abonnement CV Suisse est maintenant ${plan.adjective}. Nous avons prélevé ${paid} sur votre moyen de paiement.`,
        ...(details.creditAdded > 0
          ? [
              `La partie non utilisée de votre formule précédente dépasse ce montant\u00a0: ${formatPrice(details.creditAdded)} sont crédités sur votre compte et seront déduits de vos prochaines factures.`,
            ]
          : []),
        ...(details.creditBalance > 0 ? [`Crédit disponible sur votre compte\u00a0: ${formatPrice(details.creditBalance)}.`] : []),
        when ? `Prochain renouvellement le ${when}\u00a0: ${price}, moins votre crédit éventuel.` : `Renouvellement ${plan.every}\u00a0: ${price}.`,
      ],
      action: { label: 'Annuler mon abonnement', url: cancelLink(config, false) },
      notes: [
        ...(details.invoiceUrl ? [`Votre facture\u00a0: ${details.invoiceUrl}`] : []),
        `Une question sur ce paiement\u00a0? Écrivez-nous à ${config.company.supportEmail}.`,
      ],
    },
    config.company,
  );
}
