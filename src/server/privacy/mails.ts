import { retentionText } from '../../domain/privacy/retention.js';
import type { Config } from '../config.js';
import { renderMail, type MailMessage } from '../mail/layout.js';
import { publicLink } from '../mail/templates.js';

const longDate = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });

const greeting = (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,');

/** Why an account was erased: the person asked in the app, asked us by e-mail, or stayed away too long. */
export type ErasureReason = 'user' | 'operator' | 'inactivity';

export interface ErasedAccount {
  email: string;
  firstName: string;
  erasedAt: Date;
  reason: ErasureReason;
  /** Subscriptions ended at the provider by the erasure. */
  subscriptionsEnded: number;
  /** Payments whose accounting record is kept. */
  paymentsKept: number;
}

/** The last mail: what was erased, what the law makes us keep, and the subscription's end. */
export function accountErasedMail(config: Config, account: ErasedAccount): MailMessage {
  const when = longDate.format(account.erasedAt);
  const why = {
    user: `Votre compte CV Suisse (${account.email}) a été supprimé le ${when}, à votre demande.`,
    operator: `Votre compte CV Suisse (${account.email}) a été supprimé le ${when}, comme vous nous l’avez demandé par e-mail.`,
    inactivity: `Votre compte CV Suisse (${account.email}) a été supprimé le ${when}\u00a0: personne ne l’avait utilisé depuis ${retentionText.inactiveAccount}, comme nous vous l’avions annoncé ${retentionText.inactivityWarning} plus tôt.`,
  }[account.reason];
  const paragraphs = [
    why,
    'Nous avons effacé votre profil, vos CV (avec leurs versions, la corbeille et les photos), vos lettres de motivation et leurs signatures, vos documents, vos candidatures, vos connexions Google, LinkedIn ou Apple, vos sessions et vos e-mails en attente.',
  ];
  if (account.subscriptionsEnded > 0) {
    paragraphs.push(
      'Votre abonnement a été résilié immédiatement auprès de notre prestataire de paiement\u00a0: aucun autre paiement ne sera prélevé. La période déjà payée n’est pas remboursée (conditions générales, article «\u00a0Droit de rétractation et remboursements\u00a0»).',
    );
  }
  if (account.paymentsKept > 0) {
    paragraphs.push(
      `Comme la loi nous y oblige (art. 958f du Code des obligations), nous conservons ${retentionText.accounting} les pièces comptables de vos paiements (date, montant, référence de la facture), sans votre nom, votre adresse e-mail ni aucun contenu de votre compte.`,
    );
  }
  return renderMail(
    {
      kind: 'account_erased',
      to: account.email,
      subject: 'Votre compte CV Suisse a été supprimé',
      preheader: 'Vos données ont été effacées.',
      greeting: greeting(account.firstName),
      paragraphs,
      notes: [
        `Si vous n’êtes pas à l’origine de cette suppression, écrivez-nous à ${config.company.supportEmail}.`,
        'Cet e-mail est le dernier que vous recevrez de notre part. Vous pouvez créer un nouveau compte à tout moment.',
      ],
    },
    config.company,
  );
}

/** 30 days before an inactive account reaches its limit: one sign-in keeps it. */
export function inactivityWarningMail(config: Config, to: { email: string; firstName: string }, erasureOn: Date): MailMessage {
  const date = longDate.format(erasureOn);
  return renderMail(
    {
      kind: 'inactivity_warning',
      to: to.email,
      subject: `Votre compte CV Suisse sera supprimé le ${date}`,
      preheader: 'Connectez-vous pour garder votre compte.',
      greeting: greeting(to.firstName),
      paragraphs: [
        `Votre compte CV Suisse (${to.email}) n’a pas été utilisé depuis près de ${retentionText.inactiveAccount}. Comme l’annonce notre politique de confidentialité, nous supprimons les comptes inactifs\u00a0: le vôtre sera supprimé le ${date}, avec vos CV, lettres, documents et candidatures.`,
        'Connectez-vous pour garder votre compte\u00a0: une seule connexion suffit, et rien ne sera supprimé.',
        'Si vous ne souhaitez plus l’utiliser, vous n’avez rien à faire. Vous pouvez aussi télécharger vos données avant cette date depuis «\u00a0Mes informations personnelles\u00a0».',
      ],
      action: { label: 'Me connecter et garder mon compte', url: publicLink(config, '/login') },
      notes: ['Vous recevez cet e-mail une seule fois avant la suppression.'],
    },
    config.company,
  );
}

/** A copy prepared in the background is ready: the link opens it for the signed-in owner. */
export function exportReadyMail(config: Config, to: { email: string; firstName: string }, exportId: string, expiresAt: Date): MailMessage {
  return renderMail(
    {
      kind: 'data_export_ready',
      to: to.email,
      subject: 'Vos données CV Suisse sont prêtes',
      preheader: `Téléchargez votre archive avant le ${longDate.format(expiresAt)}.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        'L’archive de vos données que vous avez demandée est prête\u00a0: votre profil, vos CV, vos lettres, vos documents, vos candidatures et l’historique de vos paiements, dans un fichier ZIP avec un sommaire lisible.',
        `Elle peut être téléchargée jusqu’au ${longDate.format(expiresAt)}, après connexion à votre compte. Elle est ensuite effacée.`,
      ],
      action: { label: 'Télécharger mes données', url: publicLink(config, `/mes-donnees/${exportId}`) },
      notes: ['Le lien ne fonctionne qu’une fois connecté à votre compte CV Suisse. Si vous n’avez rien demandé, changez votre mot de passe et écrivez-nous.'],
    },
    config.company,
  );
}
