import { ArrowRight, BadgeCheck, Eye, Files, Languages, Lightbulb, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../paths';
import { buttonClass } from '../../ui/button';
import { HomeHero } from './home-hero';
import { HowItWorks } from './how-it-works';
import { SectionHeading } from './section-heading';
import { TemplatesCarousel } from './templates-carousel';
import { usePublicPage } from './use-public-page';

const figures = [
  { value: '25 à 45 s', label: 'C’est le temps qu’un recruteur consacre à une première lecture de votre CV.' },
  { value: '6 modèles', label: 'Des mises en page sobres ou plus créatives, toutes lisibles en un coup d’œil.' },
  { value: 'A1 à C2', label: 'Vos langues décrites selon le cadre européen, la référence des employeurs suisses.' },
];

const reasons = [
  {
    icon: BadgeCheck,
    title: 'Les usages suisses intégrés',
    text: 'Photo, âge, nationalité, permis de travail, références\u00a0: les rubriques qu’attendent les recruteurs en Suisse sont prévues, à vous de choisir celles que vous affichez.',
  },
  {
    icon: Eye,
    title: 'Ce que vous voyez est ce que vous envoyez',
    text: 'L’aperçu est rendu par le même moteur que le PDF\u00a0: mise en page, couleurs et sauts de page sont identiques au document final.',
  },
  {
    icon: Lightbulb,
    title: 'Des conseils à chaque rubrique',
    text: 'Longueur idéale, phrase d’accroche, formulation des expériences\u00a0: nos conseils vous guident pour un CV qui se lit en moins d’une minute.',
  },
  {
    icon: Languages,
    title: 'Des langues mises en valeur',
    text: 'Allemand, français, anglais, italien\u00a0: indiquez vos niveaux de A1 à C2, un atout décisif dans un pays à quatre langues nationales.',
  },
  {
    icon: Files,
    title: 'Un CV par candidature',
    text: 'Dupliquez, renommez et adaptez vos CV à chaque offre. Avec l’abonnement, créez-en autant que nécessaire, dans tous les modèles.',
  },
  {
    icon: ShieldCheck,
    title: 'Vos données restent les vôtres',
    text: 'Aucune publicité, aucun cookie de suivi, aucune revente de données. Traitement conforme à la nLPD suisse et au RGPD.',
  },
];

export function HomePage() {
  usePublicPage('/');
  return (
    <>
      <HomeHero />

      <section aria-label="Chiffres clés" className="border-b border-ink-100 bg-white">
        <dl className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
          {figures.map((figure) => (
            <div key={figure.value} className="flex flex-col-reverse gap-1.5">
              <dt className="text-[15px] leading-relaxed text-ink-600">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-ink-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="etapes" className="below-fold bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            id="etapes"
            eyebrow="Comment ça marche"
            title="Trois étapes jusqu’à votre prochain entretien"
            lead="Pas de logiciel à installer ni de mise en page à régler&nbsp;: concentrez-vous sur votre parcours, nous nous occupons du reste."
          />
          <HowItWorks className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="modeles" className="below-fold bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            id="modeles"
            eyebrow="Nos modèles"
            title="Six modèles pour vous démarquer"
            lead="Chaque modèle respecte les codes suisses&nbsp;: structure claire, informations essentielles en haut de page et typographie soignée. Choisissez-en un pour commencer."
          />
          <div className="mt-6">
            <TemplatesCarousel headingId="modeles" />
          </div>
          <Link to={routes.templates} className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            Comparer les six modèles
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="pourquoi" className="below-fold border-t border-ink-100 bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <SectionHeading
            id="pourquoi"
            eyebrow="Pourquoi nous"
            title="Pourquoi choisir CV Suisse"
            lead="Un outil pensé pour celles et ceux qui travaillent ou veulent travailler en Suisse, de Genève à Zurich."
          />
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map((reason) => (
              <li key={reason.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-card">
                <span className="grid size-11 place-items-center rounded-xl bg-ink-900 text-white" aria-hidden="true">
                  <reason.icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink-900">{reason.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="commencer" className="below-fold bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-12 text-center sm:px-12 sm:py-16">
            <div className="pointer-events-none absolute -bottom-24 -left-24 size-72 rounded-full bg-brand-600/30 blur-3xl" aria-hidden="true" />
            <div className="relative mx-auto max-w-2xl">
              <h2 id="commencer" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-4xl">
                Prêt à décrocher votre prochain poste en Suisse&nbsp;?
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-200">
                Parcourez nos modèles, choisissez celui qui vous ressemble et terminez votre CV aujourd’hui.
              </p>
              <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
                <Link to={routes.templates} className={buttonClass('primary', 'lg', 'w-full px-7 sm:w-auto')}>
                  Découvrir les modèles
                </Link>
                <Link to={routes.advice} className={buttonClass('ghost', 'lg', 'w-full text-white hover:bg-white/10 sm:w-auto')}>
                  Lire nos conseils
                </Link>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
