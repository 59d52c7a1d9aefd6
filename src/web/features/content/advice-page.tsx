import { ChevronDown, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { routes } from '../../paths';
import { buttonClass } from '../../ui/button';
import { AdviceFirstSections } from './advice-sections-first';
import { AdviceSecondSections } from './advice-sections-second';
import { usePublicPage } from './use-public-page';

const contents = [
  { id: 'en-tete', title: 'L’en-tête' },
  { id: 'accroche', title: 'La phrase d’accroche' },
  { id: 'longueur', title: 'La longueur' },
  { id: 'experience', title: 'L’expérience professionnelle' },
  { id: 'formation', title: 'La formation' },
  { id: 'competences', title: 'Les compétences' },
  { id: 'langues', title: 'Les langues' },
  { id: 'references', title: 'Les références' },
  { id: 'rubriques-complementaires', title: 'Les rubriques complémentaires' },
];

function TableOfContents() {
  return (
    <ol className="space-y-1 text-[15px]">
      {contents.map((entry, index) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="flex gap-3 rounded-lg px-3 py-1.5 text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900">
            <span className="w-5 shrink-0 text-ink-500 tabular-nums">{index + 1}.</span>
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

export function AdvicePage() {
  usePublicPage('/conseils');
  return (
    <article>
      <header className="border-b border-ink-100 bg-gradient-to-b from-white to-ink-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-12 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Guide</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-5xl">
            Comment rédiger un CV suisse qui retient l’attention
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600">
            Photo, permis de travail, langues, références&nbsp;: le CV suisse a ses propres codes. Voici, rubrique par rubrique, ce que les recruteurs en Suisse
            s’attendent à trouver, avec les équivalences de diplômes, de notes et de niveaux de langue.
          </p>
          <p className="mt-6 flex items-center gap-2 text-sm text-ink-600">
            <Clock className="size-4" aria-hidden="true" />
            Lecture&nbsp;: 10 minutes
          </p>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-label="Sommaire du guide" className="lg:sticky lg:top-24 lg:self-start">
          <details className="group rounded-xl border border-ink-200 bg-white lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              Sommaire
              <ChevronDown className="size-5 text-ink-500 transition-transform group-open:rotate-180" aria-hidden="true" />
            </summary>
            <div className="border-t border-ink-100 px-1 py-2">
              <TableOfContents />
            </div>
          </details>
          <div className="hidden lg:block">
            <p className="px-3 text-xs font-semibold tracking-wider text-ink-500 uppercase">Sommaire</p>
            <div className="mt-3">
              <TableOfContents />
            </div>
          </div>
        </nav>

        <div className="max-w-3xl space-y-12">
          <AdviceFirstSections />
          <AdviceSecondSections />

          <aside className="rounded-2xl bg-ink-900 p-8 text-center sm:p-10" aria-labelledby="conseils-cta">
            <h2 id="conseils-cta" className="text-2xl font-bold tracking-tight text-white">
              Mettez ces conseils en pratique
            </h2>
            <p className="mx-auto mt-3 max-w-xl leading-relaxed text-ink-200">
              Nos modèles reprennent chacune de ces rubriques&nbsp;: choisissez-en un et laissez-vous guider.
            </p>
            <Link to={routes.templates} className={buttonClass('primary', 'lg', 'mt-6')}>
              Choisir un modèle
            </Link>
          </aside>
        </div>
      </div>
    </article>
  );
}
