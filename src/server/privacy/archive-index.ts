import { attachmentKindLabels, formatBytes, type AttachmentKind } from '../../domain/dossier/attachment.js';
import { retentionText } from '../../domain/privacy/retention.js';
import { escapeHtml } from '../mail/layout.js';

/** What the archive holds, as its index lists it (paths are relative to the archive's root). */
export interface ArchiveIndex {
  exportedAt: Date;
  email: string;
  name: string;
  cvs: Array<{ title: string; inBin: boolean; updatedAt: Date; dir: string; photo: string | null; versions: number }>;
  letters: Array<{ title: string; updatedAt: Date; dir: string; signature: string | null }>;
  documents: Array<{ name: string; kind: AttachmentKind; date: string | null; bytes: number; path: string }>;
  applications: Array<{ company: string; position: string; createdAt: Date; sentAt: Date | null; bytes: number; path: string }>;
  payments: { count: number; unavailable: boolean };
  providers: string[];
  sessions: number;
  messages: number;
  other: Array<{ label: string; rows: number; path: string }>;
}

const NBSP = '\u00a0';
const dateTime = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Zurich' });
const day = new Intl.DateTimeFormat('fr-CH', { dateStyle: 'long', timeZone: 'Europe/Zurich' });
const e = escapeHtml;
const link = (path: string, label: string) => `<a href="${e(path.split('/').map(encodeURIComponent).join('/'))}">${e(label)}</a>`;

function section(title: string, count: number | null, body: string): string {
  return `<section><h2>${e(title)}${count === null ? '' : ` <span class="count">(${count})</span>`}</h2>${body}</section>`;
}

const none = (what: string) => `<p class="none">${e(what)}</p>`;

/** The archive's `index.html`: a French page that opens in any browser, offline, with a link to every file. */
export function archiveIndexHtml(index: ArchiveIndex): string {
  const cvs = index.cvs.length
    ? `<ul>${index.cvs
        .map(
          (cv) =>
            `<li><strong>${e(cv.title)}</strong>${cv.inBin ? ' <em>(dans la corbeille)</em>' : ''}, modifié le ${e(day.format(cv.updatedAt))}${NBSP}: ${[
              link(`${cv.dir}/cv.json`, 'CV Suisse (JSON)'),
              link(`${cv.dir}/cv.resume.json`, 'JSON Resume'),
              link(`${cv.dir}/cv.txt`, 'texte'),
              cv.photo ? link(cv.photo, 'photo') : null,
              cv.versions ? `${cv.versions} version${cv.versions > 1 ? 's' : ''} dans ${link(`${cv.dir}/versions/`, 'versions/')}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}</li>`,
        )
        .join('')}</ul>`
    : none('Aucun CV.');
  const letters = index.letters.length
    ? `<ul>${index.letters
        .map(
          (l) =>
            `<li><strong>${e(l.title)}</strong>, modifiée le ${e(day.format(l.updatedAt))}${NBSP}: ${[link(`${l.dir}/lettre.json`, 'JSON'), link(`${l.dir}/lettre.txt`, 'texte'), l.signature ? link(l.signature, 'signature') : null].filter(Boolean).join(' · ')}</li>`,
        )
        .join('')}</ul>`
    : none('Aucune lettre.');
  const documents = index.documents.length
    ? `<ul>${index.documents
        .map(
          (d) =>
            `<li>${link(d.path, d.name)} (${e(attachmentKindLabels[d.kind] ?? d.kind)}${d.date ? `, ${e(day.format(new Date(`${d.date}T12:00:00Z`)))}` : ''}, ${formatBytes(d.bytes)})</li>`,
        )
        .join(
          '',
        )}</ul><p>Chaque document est le fichier tel que nous le conservons, octet pour octet. ${link('documents/documents.json', 'documents.json')} en donne la liste.</p>`
    : none('Aucun document.');
  const applications = index.applications.length
    ? `<ul>${index.applications
        .map(
          (a) =>
            `<li>${link(a.path, [a.company, a.position].filter(Boolean).join(' – '))}, créée le ${e(day.format(a.createdAt))}${a.sentAt ? `, envoyée le ${e(day.format(a.sentAt))}` : ''} (${formatBytes(a.bytes)})</li>`,
        )
        .join(
          '',
        )}</ul><p>Chaque candidature est le PDF tel qu’il a été assemblé. ${link('candidatures/candidatures.json', 'candidatures.json')} en donne le détail.</p>`
    : none('Aucune candidature.');
  const payments = `<p>${
    index.payments.unavailable
      ? 'L’historique des paiements n’a pas pu être lu chez notre prestataire de paiement au moment de la copie. Votre abonnement y figure tel que nous le connaissons.'
      : index.payments.count === 0
        ? 'Aucun paiement.'
        : `${index.payments.count}${NBSP}paiement${index.payments.count > 1 ? 's' : ''}.`
  } ${link('paiements/paiements.json', 'paiements.json')}${NBSP}: abonnements, paiements et cartes enregistrées (4 derniers chiffres seulement).</p>`;
  const connections = `<p>${
    index.providers.length ? `Connexion avec ${e(index.providers.join(', '))}.` : 'Aucune connexion Google, LinkedIn ou Apple.'
  } ${index.sessions} session${index.sessions > 1 ? 's' : ''} (appareils connectés, conservées au plus une semaine après leur fin). ${link('connexions/connexions.json', 'connexions.json')}</p>`;
  const other = index.other.length
    ? `<ul>${index.other.map((o) => `<li>${link(o.path, o.label)} (${o.rows} élément${o.rows > 1 ? 's' : ''})</li>`).join('')}</ul>`
    : none('Rien d’autre.');

  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vos données CV Suisse</title>
<style>
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2633; line-height: 1.55; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.6rem; margin-bottom: .25rem; }
h2 { font-size: 1.15rem; margin-top: 2rem; border-bottom: 1px solid #e4e7ec; padding-bottom: .25rem; }
.count, .none, .meta { color: #475467; }
a { color: #b42318; }
li { margin: .35rem 0; }
</style>
</head>
<body>
<h1>Vos données CV Suisse</h1>
<p class="meta">Copie faite le ${e(dateTime.format(index.exportedAt))} pour ${e(index.name ? `${index.name} (${index.email})` : index.email)}.</p>
<p>Cette archive contient tout ce que votre compte CV Suisse conserve. Les fichiers JSON se lisent avec n’importe quel éditeur de texte. Les fichiers «${NBSP}CV Suisse (JSON)${NBSP}» se réimportent dans CV Suisse («${NBSP}Importer${NBSP}» sur «${NBSP}Mes CV${NBSP}»)${NBSP}; le format JSON Resume est lu par d’autres outils de CV.</p>
${section('Profil', null, `<p>${link('profil.json', 'profil.json')}${NBSP}: nom, adresse e-mail, coordonnées et dates du compte. Votre mot de passe n’y figure pas${NBSP}: nous n’en gardons qu’une empreinte irréversible.</p>`)}
${section('CV', index.cvs.length, cvs)}
${section('Lettres de motivation', index.letters.length, letters)}
${section('Documents', index.documents.length, documents)}
${section('Candidatures', index.applications.length, applications)}
${section('Paiements', null, payments)}
${section('Connexions', null, connections)}
${section('Messages envoyés par le formulaire de contact', index.messages, index.messages ? `<p>${link('messages/messages.json', 'messages.json')}</p>` : none('Aucun message.'))}
${section('Autres données', index.other.length, other)}
<p class="meta">Cette copie reste téléchargeable depuis votre compte pendant ${retentionText.export}, puis nous l’effaçons de nos serveurs. Vous pouvez supprimer votre compte depuis «${NBSP}Mes informations personnelles${NBSP}».</p>
</body>
</html>
`;
}
