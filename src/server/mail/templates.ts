import type { Config } from '../config.js';
import { renderMail, type MailMessage } from './layout.js';

/**
 * The French e-mails of the product. Links are built from PUBLIC_URL only, never from the
 * request's Host header (which a client controls).
 */
export function publicLink(config: Config, path: string, params: Record<string, string> = {}): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const dateTime = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' });

function greeting(firstName: string): string {
  return firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';
}

export function verificationMail(config: Config, to: { email: string; firstName: string }, key: string): MailMessage {
  return renderMail(
    {
      kind: 'email_verification',
      to: to.email,
      subject: 'Confirmez votre adresse e-mail – CV Suisse',
      preheader: 'Un clic pour activer votre compte CV Suisse.',
      greeting: greeting(to.firstName),
      paragraphs: ['Merci de vous être inscrit sur CV Suisse. Pour activer votre compte, confirmez votre adresse e-mail en cliquant sur le bouton ci-dessous.'],
      action: { label: 'Confirmer mon adresse e-mail', url: publicLink(config, '/auth/verify-email', { key }) },
      notes: [
        "Ce lien est valable 3 jours et ne peut être utilisé qu'une seule fois.",
        "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement cet e-mail\u00a0: aucun compte ne sera activé.",
      ],
    },
    config.company,
  );
}

export function passwordResetMail(config: Config, to: { email: string; firstName: string }, uid: string, token: string): MailMessage {
  return renderMail(
    {
      kind: 'password_reset',
      to: to.email,
      subject: 'Réinitialisation de votre mot de passe – CV Suisse',
      preheader: 'Choisissez un nouveau mot de passe pour votre compte CV Suisse.',
      greeting: greeting(to.firstName),
      paragraphs: ['Nous avons reçu une demande de réinitialisation du mot de passe de votre compte CV Suisse.'],
      action: { label: 'Choisir un nouveau mot de passe', url: publicLink(config, '/auth/reset-password', { uid, token }) },
      notes: [
        "Ce lien est valable 1 heure et ne peut être utilisé qu'une seule fois.",
        "Si vous n'avez rien demandé, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
      ],
    },
    config.company,
  );
}

export function passwordChangedMail(config: Config, to: { email: string; firstName: string }, at: Date, how: 'change' | 'reset'): MailMessage {
  return renderMail(
    {
      kind: 'password_changed',
      to: to.email,
      subject: 'Votre mot de passe a été modifié – CV Suisse',
      preheader: 'Le mot de passe de votre compte vient de changer.',
      greeting: greeting(to.firstName),
      paragraphs: [
        `Le mot de passe de votre compte CV Suisse a été ${how === 'reset' ? 'réinitialisé' : 'modifié'} le ${dateTime.format(at)}.`,
        how === 'reset'
          ? 'Par sécurité, toutes vos sessions ouvertes ont été fermées.'
          : 'Par sécurité, vos sessions ouvertes sur les autres appareils ont été fermées.',
        "Si vous êtes à l'origine de cette modification, vous n'avez rien à faire.",
      ],
      action: { label: 'Sécuriser mon compte', url: publicLink(config, '/login') },
      notes: [
        `Si ce n'est pas vous, utilisez «\u00a0Mot de passe oublié\u00a0» sur la page de connexion pour choisir un nouveau mot de passe, puis écrivez-nous à ${config.company.supportEmail}.`,
      ],
    },
    config.company,
  );
}

export function emailChangeMail(config: Config, to: { newEmail: string; currentEmail: string; firstName: string }, key: string): MailMessage {
  return renderMail(
    {
      kind: 'email_change',
      to: to.newEmail,
      subject: 'Confirmez votre nouvelle adresse e-mail – CV Suisse',
      preheader: 'Confirmez cette adresse pour la relier à votre compte CV Suisse.',
      greeting: greeting(to.firstName),
      paragraphs: [
        `Vous avez demandé à utiliser cette adresse pour votre compte CV Suisse. Confirmez-la en cliquant sur le bouton ci-dessous.`,
        `Tant que vous n'avez pas confirmé, votre adresse actuelle (${to.currentEmail}) reste celle de votre compte.`,
      ],
      action: { label: 'Confirmer cette adresse', url: publicLink(config, '/auth/verify-email', { key, change: '1' }) },
      notes: [
        "Ce lien est valable 3 jours et ne peut être utilisé qu'une seule fois.",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail\u00a0: rien ne changera.",
      ],
    },
    config.company,
  );
}

export function emailChangeNoticeMail(config: Config, to: { email: string; firstName: string }, newEmail: string): MailMessage {
  return renderMail(
    {
      kind: 'email_change_notice',
      to: to.email,
      subject: "Changement d'adresse e-mail demandé – CV Suisse",
      preheader: 'Une nouvelle adresse e-mail a été demandée pour votre compte.',
      greeting: greeting(to.firstName),
      paragraphs: [
        `Une demande de changement de l'adresse e-mail de votre compte CV Suisse vers ${newEmail} vient d'être faite.`,
        "Votre adresse actuelle reste active tant que la nouvelle n'a pas été confirmée depuis le lien que nous y avons envoyé.",
      ],
      notes: [`Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe sans attendre et écrivez-nous à ${config.company.supportEmail}.`],
    },
    config.company,
  );
}

export function contactMail(
  config: Config,
  message: { email: string; name: string; subject: string; message: string; userId: string | null; receivedAt: Date },
): MailMessage {
  return renderMail(
    {
      kind: 'contact',
      to: config.mail.contactTo,
      replyTo: `${message.name.replace(/["<>\r\n]/g, '')} <${message.email}>`,
      subject: `[Contact] ${message.subject}`,
      preheader: `Message de ${message.name} (${message.email})`,
      greeting: 'Nouveau message reçu par le formulaire de contact.',
      paragraphs: [
        `De\u00a0: ${message.name} <${message.email}>`,
        `Compte\u00a0: ${message.userId ? `utilisateur ${message.userId}` : 'visiteur non connecté'}`,
        `Reçu le\u00a0: ${dateTime.format(message.receivedAt)}`,
        `Sujet\u00a0: ${message.subject}`,
        ...message.message.split(/\r?\n\s*\r?\n/),
      ],
      notes: ["Répondez directement à cet e-mail\u00a0: la réponse partira vers l'expéditeur."],
    },
    config.company,
  );
}
