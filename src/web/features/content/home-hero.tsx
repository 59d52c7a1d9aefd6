import { Check, Eye, FileDown } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../paths';
import { buttonClass } from '../../ui/button';
import { TemplatePicture } from './template-picture';

const promises = ['Commencez sans créer de compte', 'Aperçu en direct de chaque modification', 'PDF A4 prêt à envoyer'];

export function HomeHero() {
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-gradient-to-b from-white to-ink-50">
      <div className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-brand-100/60 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.1fr_1fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            <SwissFlag />
            Conçu pour le marché de l’emploi suisse
          </p>
          <h1 className="mt-5 text-4xl leading-[1.1] font-bold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-[3.4rem]">
            Votre CV au format suisse, prêt en quelques minutes
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-pretty text-ink-600">
            Choisissez un modèle pensé pour les recruteurs suisses, laissez-vous guider rubrique par rubrique et téléchargez un PDF impeccable. Photo, permis de
            travail, langues, références&nbsp;: tout ce qu’un employeur en Suisse s’attend à trouver est prévu.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={routes.editor} className={buttonClass('primary', 'lg', 'px-7')}>
              Créer mon CV
            </Link>
            <Link to={routes.templates} className={buttonClass('outline', 'lg')}>
              Voir les modèles
            </Link>
          </div>
          <ul className="mt-8 grid gap-2.5 text-[15px] text-ink-700 sm:grid-cols-1">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2.5">
                <span className="grid size-5 place-items-center rounded-full bg-emerald-100 text-emerald-800" aria-hidden="true">
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** The same markup on every screen (it is prerendered); wide screens only show it and download its images. */
const WIDE = '(min-width: 1024px)';

function HeroVisual() {
  return (
    <div className="relative mx-auto hidden h-[540px] w-full max-w-[480px] lg:block" aria-hidden="true">
      <div className="absolute top-10 left-0 w-[260px] -rotate-6 overflow-hidden rounded-lg shadow-pop ring-1 ring-ink-900/5">
        <TemplatePicture id={3} alt="" eager media={WIDE} sizes="260px" />
      </div>
      <div className="absolute top-10 right-0 w-[260px] rotate-6 overflow-hidden rounded-lg shadow-pop ring-1 ring-ink-900/5">
        <TemplatePicture id={5} alt="" eager media={WIDE} sizes="260px" />
      </div>
      <div className="absolute top-0 left-1/2 w-[300px] -translate-x-1/2 overflow-hidden rounded-lg shadow-pop ring-1 ring-ink-900/5">
        <TemplatePicture id={1} alt="" eager highPriority media={WIDE} sizes="300px" />
      </div>
      <div className="absolute bottom-16 -left-2 flex items-center gap-2 rounded-xl bg-white px-3.5 py-2.5 text-sm font-semibold text-ink-800 shadow-pop">
        <Eye className="size-4 text-brand-600" />
        Aperçu en direct
      </div>
      <div className="absolute right-0 bottom-6 flex items-center gap-2 rounded-xl bg-ink-900 px-3.5 py-2.5 text-sm font-semibold text-white shadow-pop">
        <FileDown className="size-4" />
        PDF A4
      </div>
    </div>
  );
}

function SwissFlag() {
  return (
    <svg viewBox="0 0 32 32" className="size-4 rounded-[3px]" aria-hidden="true">
      <rect width="32" height="32" fill="#d52b1e" />
      <path d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" fill="#fff" />
    </svg>
  );
}
