import { longFrenchDate, monthName, zurichDay, zurichTime } from '../../domain/tracker/zurich-time.js';
import { proofDeadline } from '../../domain/tracker/reminders.js';
import type { Config } from '../config.js';
import { renderMail, type MailMessage } from '../mail/layout.js';
import { publicLink } from '../mail/templates.js';

/** The job-search reminders, in French, from the scheduled job (reminder-job.ts). */

const weekday = new Intl.DateTimeFormat('fr-CH', { weekday: 'long', timeZone: 'Europe/Zurich' });

function greeting(firstName: string): string {
  return firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,';
}

const SETTINGS_NOTE = 'Ces rappels se règlent dans «\u00a0Mes candidatures\u00a0» › «\u00a0Preuves et réglages\u00a0».';

/** « 14 h 30 » (the time in Zurich, as French writes it). */
function frenchTime(at: Date): string {
  const [h, m] = zurichTime(at).split(':');
  return `${Number(h)}\u00a0h\u00a0${m}`;
}

export interface FollowUpItem {
  id: string;
  company: string;
  position: string;
  sentOn: string;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
}

function followUpLine(item: FollowUpItem): string {
  const what = item.position ? `${item.company} – ${item.position}` : item.company;
  const contact = [item.contactName, item.contactPhone, item.contactEmail].filter(Boolean).join(', ');
  return `• ${what}, envoyée le ${longFrenchDate(item.sentOn)}${contact ? ` (contact\u00a0: ${contact})` : ''}`;
}

/** The « Relancer » reminder: the applications of one user that fell due in this run, in one mail. */
export function followUpMail(config: Config, to: { email: string; firstName: string }, items: FollowUpItem[], followUpDays: number): MailMessage {
  const one = items.length === 1;
  return renderMail(
    {
      kind: 'tracker_follow_up',
      to: to.email,
      subject: one ? `À relancer\u00a0: ${items[0]!.company} – CV Suisse` : `${items.length} candidatures à relancer – CV Suisse`,
      preheader: `Sans réponse depuis ${followUpDays} jours\u00a0: c’est le moment de relancer.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        one
          ? `Votre candidature est sans réponse depuis ${followUpDays} jours. Une relance courte et polie, par e-mail ou par téléphone, rappelle votre dossier et montre votre intérêt.`
          : `Ces candidatures sont sans réponse depuis ${followUpDays} jours. Une relance courte et polie, par e-mail ou par téléphone, rappelle votre dossier et montre votre intérêt.`,
        items.map(followUpLine).join('\n'),
      ],
      action: { label: 'Voir mes candidatures', url: publicLink(config, '/mes_candidatures', { statut: 'a_relancer' }) },
      notes: ['Une fois la relance faite, cliquez sur «\u00a0Relancée\u00a0» dans la liste\u00a0: nous ne vous le rappellerons plus.', SETTINGS_NOTE],
    },
    config.company,
  );
}

/** The day before an interview. */
export function interviewMail(
  config: Config,
  to: { email: string; firstName: string },
  item: { id: string; company: string; position: string; interviewAt: Date; contactName: string; contactPhone: string; companyAddress: string; place: string },
): MailMessage {
  const when = `${weekday.format(item.interviewAt)} ${longFrenchDate(zurichDay(item.interviewAt))} à ${frenchTime(item.interviewAt)}`;
  const where = [item.companyAddress, item.place].filter(Boolean).join(', ');
  const contact = [item.contactName, item.contactPhone].filter(Boolean).join(', ');
  return renderMail(
    {
      kind: 'tracker_interview',
      to: to.email,
      subject: `Entretien demain\u00a0: ${item.company} – CV Suisse`,
      preheader: `Votre entretien chez ${item.company} a lieu ${when}.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        `Votre entretien ${item.position ? `pour le poste «\u00a0${item.position}\u00a0» ` : ''}chez ${item.company} a lieu demain, ${when}.`,
        ...(where ? [`Adresse\u00a0: ${where}`] : []),
        ...(contact ? [`Contact\u00a0: ${contact}`] : []),
        'Relisez l’annonce et votre lettre, préparez deux ou trois exemples concrets de votre parcours et vos questions sur le poste.',
      ],
      action: { label: 'Revoir la candidature', url: publicLink(config, `/mes_candidatures/${item.id}`) },
      notes: ['L’annonce que vous avez enregistrée reste dans la fiche de la candidature, même si elle n’est plus en ligne.', SETTINGS_NOTE],
    },
    config.company,
  );
}

/** A few days before the 5th: the month's count against the target, and the proof to hand in. */
export function monthlyProofMail(config: Config, to: { email: string; firstName: string }, month: string, count: number, target: number | null): MailMessage {
  const label = monthName(month);
  const deadline = longFrenchDate(proofDeadline(month));
  const counted = `${count}\u00a0candidature${count > 1 ? 's' : ''}`;
  const standing =
    target === null
      ? `En ${label}, vous avez envoyé ${counted}.`
      : count >= target
        ? `En ${label}, vous avez envoyé ${counted}, pour un objectif de ${target}\u00a0: objectif atteint.`
        : `En ${label}, vous avez envoyé ${counted}, pour un objectif de ${target}\u00a0: il en manque ${target - count}. Si des candidatures manquent dans votre suivi, ajoutez-les avant de télécharger vos preuves.`;
  return renderMail(
    {
      kind: 'tracker_monthly',
      to: to.email,
      subject: `Preuves de recherches de ${label}\u00a0: ${target === null ? counted : `${count} sur ${target}`} – CV Suisse`,
      preheader: `À remettre à votre ORP au plus tard le ${deadline}.`,
      greeting: greeting(to.firstName),
      paragraphs: [
        standing,
        `Vos preuves des recherches personnelles sont à remettre à votre ORP au plus tard le ${deadline}. Un retard peut réduire vos indemnités.`,
      ],
      action: { label: 'Télécharger mes preuves', url: publicLink(config, '/mes_candidatures/preuves', { mois: month }) },
      notes: [
        'Le PDF reprend les colonnes du formulaire fédéral «\u00a0Preuves des recherches personnelles\u00a0» (716.007), en français, en allemand ou en italien.',
        SETTINGS_NOTE,
      ],
    },
    config.company,
  );
}
