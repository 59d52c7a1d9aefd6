import { ArrowRight, Palette } from 'lucide-react';
import { Link } from 'react-router';
import { templateShowcase } from '../../../domain/templates-catalogue-copy';
import { routes } from '../../paths';
import { buttonClass } from '../../ui/button';
import { HowItWorks } from './how-it-works';
import { SectionHeading } from './section-heading';
import { TemplatePicture } from './template-picture';
import { usePublicPage } from './use-public-page';

/** A gallery picture's width: one column on phones, two from 640 px, three from 1024 px (max-w-6xl, px-8 inside). */
const GALLERY_SIZES = '(min-width: 1024px) 288px, (min-width: 640px) calc(50vw - 100px), calc(100vw - 96px)';

export function TemplatesPage() {
  usePublicPage('/cv');
  return (
    <>
      <section className="border-b border-ink-100 bg-gradient-to-b from-white to-ink-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
          <SectionHeading
            level={1}
            eyebrow="Galerie"
            title="Modèles de CV"
            lead="Six modèles conçus pour les recruteurs suisses. Choisissez celui qui correspond à votre métier et à votre personnalité&nbsp;: vous pourrez changer de modèle et de couleur à tout moment sans perdre votre contenu."
          />
          <h2 className="sr-only">Les trois étapes</h2>
          <HowItWorks className="mt-10" />
        </div>
      </section>

      <section aria-labelledby="galerie" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <h2 id="galerie" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Choisissez votre modèle
          </h2>
          <p className="mt-3 flex items-center gap-2 text-ink-600">
            <Palette className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            Chaque modèle se décline en six couleurs d’accent.
          </p>
          <ul className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
            {templateShowcase.map((template, index) => {
              const nameId = `modele-${template.id}-nom`;
              return (
                <li key={template.id} className="flex flex-col">
                  <div className="overflow-hidden rounded-2xl border border-ink-100 bg-ink-50 px-8 pt-8 shadow-card">
                    <TemplatePicture
                      id={template.id}
                      alt={`Aperçu du modèle de CV ${template.name}`}
                      eager={index === 0}
                      sizes={GALLERY_SIZES}
                      className="rounded-t-md shadow-[0_0_0_1px_rgb(18_23_34/0.06),0_8px_24px_rgb(18_23_34/0.1)]"
                    />
                  </div>
                  <h3 id={nameId} className="mt-5 text-lg font-semibold text-ink-900">
                    {template.name}
                  </h3>
                  <p className="mt-1.5 leading-relaxed text-ink-600">{template.tagline}</p>
                  <p className="mt-2 text-sm text-ink-500">
                    <span className="font-medium text-ink-700">Idéal pour&nbsp;:</span> {template.idealFor}
                  </p>
                  <div className="mt-5 flex-1 content-end">
                    <Link to={routes.editorModel(template.id)} aria-describedby={nameId} className={buttonClass('primary', 'md', 'w-full')}>
                      Personnaliser ce modèle
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="aide-choix" className="border-t border-ink-100 bg-ink-50">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr]">
          <SectionHeading
            id="aide-choix"
            title="Vous hésitez entre deux modèles&nbsp;?"
            lead="Pour la banque, l’administration ou le droit, privilégiez une mise en page sobre. Dans les métiers créatifs ou du numérique, une touche de couleur est bienvenue. Dans tous les cas, le contenu compte plus que la forme&nbsp;: notre guide vous aide à le rédiger."
          />
          <div className="md:justify-self-end">
            <Link to={routes.advice} className={buttonClass('outline', 'lg')}>
              Lire le guide du CV suisse
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
