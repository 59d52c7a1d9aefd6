import { formatPrice, plans, trialOffer } from '../../domain/billing/plans.js';
import type { Config } from '../config.js';
import { renderMail, type MailMessage } from '../mail/layout.js';
import { publicLink } from '../mail/templates.js';

const longDate = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });

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
        `Votre essai de 14 jours de CV Suisse se termine le ${date}.`,
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
  const what = details.wasTrial ? "Le renouvellement automatique de votre essai" : 'Le renouvellement de votre abonnement';
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
      paragraphs: [`${what} a bien été annulé.`, until, 'Vous pouvez vous réabonner à tout moment depuis la page Tarifs.'],
      action: { label: 'Voir les offres', url: publicLink(config, '/tarifs') },
      notes: [`Si vous n'êtes pas à l'origine de cette annulation, écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}
