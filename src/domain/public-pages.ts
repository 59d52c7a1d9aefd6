/**
 * The public pages as search engines and link previews see them: title, description and
 * sharing type per path. The server writes these into index.html (so they are present
 * without JavaScript), lists the indexable ones in sitemap.xml, and the pages set the same
 * title and description when they render.
 */
export interface PublicPageMeta {
  path: string;
  /** The full document title, as in <title>. */
  title: string;
  description: string;
  ogType: 'website' | 'article';
  /** sitemap.xml priority, 0 to 1. */
  priority: number;
}

const SITE = 'CV Suisse';

export const publicPages = [
  {
    path: '/',
    title: 'CV Suisse – Créez un CV suisse professionnel en ligne',
    description:
      'Créez en quelques minutes un CV au format suisse\u00a0: six modèles professionnels, aperçu en direct, conseils adaptés aux recruteurs suisses et téléchargement en PDF.',
    ogType: 'website',
    priority: 1,
  },
  {
    path: '/cv',
    title: `Modèles de CV suisses | ${SITE}`,
    description:
      'Six modèles de CV pensés pour le marché suisse\u00a0: choisissez le vôtre, personnalisez-le en suivant nos conseils et téléchargez-le en PDF.',
    ogType: 'website',
    priority: 0.9,
  },
  {
    path: '/conseils',
    title: `Comment rédiger un CV suisse\u00a0: le guide complet | ${SITE}`,
    description:
      'Longueur, photo, accroche, diplômes, langues, références\u00a0: comment rédiger un CV qui convainc les recruteurs en Suisse, avec les équivalences de diplômes et de notes.',
    ogType: 'article',
    priority: 0.8,
  },
  {
    path: '/tarifs',
    title: `Tarifs | ${SITE}`,
    description: 'Essai de 14 jours pour 1 €, puis abonnement mensuel, trimestriel ou annuel.',
    ogType: 'website',
    priority: 0.7,
  },
  {
    path: '/a-propos',
    title: `À propos | ${SITE}`,
    description:
      'CV Suisse aide les personnes qui travaillent ou veulent travailler en Suisse à présenter leur parcours selon les usages des recruteurs suisses.',
    ogType: 'website',
    priority: 0.5,
  },
  {
    path: '/contact',
    title: `Contact | ${SITE}`,
    description: 'Une question sur votre CV, votre abonnement ou vos données\u00a0? Écrivez-nous, nous répondons en français.',
    ogType: 'website',
    priority: 0.4,
  },
  {
    path: '/conditions-generales',
    title: `Conditions générales | ${SITE}`,
    description: "Les conditions générales d'utilisation et de vente de CV Suisse\u00a0: abonnement, essai, paiement, résiliation.",
    ogType: 'website',
    priority: 0.2,
  },
  {
    path: '/politique-confidentialite',
    title: `Politique de confidentialité | ${SITE}`,
    description:
      'Comment CV Suisse traite vos données personnelles selon la nLPD suisse et le RGPD\u00a0: données collectées, finalités, durée de conservation et vos droits.',
    ogType: 'website',
    priority: 0.2,
  },
] as const satisfies readonly PublicPageMeta[];

export type PublicPage = (typeof publicPages)[number];
export type PublicPagePath = PublicPage['path'];

/** Pages of the signed-in area and of the flows: kept out of search engines. */
export const privatePathPrefixes = [
  '/api/',
  '/editor',
  '/lettre',
  '/mes_cvs',
  '/mes_documents',
  '/mes_candidatures',
  '/informations-personnelles',
  '/security',
  '/supprimer-mon-compte',
  '/mes-donnees',
  '/abonnement',
  '/payment',
  '/login',
  '/auth/',
  '/email-verification-pending',
] as const;

/** Shown for any path that is not a public page (the web app then decides what to show). */
export const fallbackPageMeta = {
  title: publicPages[0].title,
  description: publicPages[0].description,
} as const;

export function publicPageMeta(path: PublicPagePath): PublicPage {
  return publicPages.find((p) => p.path === path)!;
}

/** The public page at a path (trailing slash ignored), if it is one. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicPages.find((p) => p.path === normalised);
}

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630, alt: 'CV Suisse – des CV au format suisse, prêts à envoyer' } as const;
