import { Download, LayoutTemplate, PenLine } from 'lucide-react';
import { cx } from '../../ui/cx';

const steps = [
  {
    icon: LayoutTemplate,
    title: 'Choisissez un modèle',
    text: 'Six mises en page professionnelles, de la plus classique à la plus créative, toutes conformes aux usages des recruteurs suisses.',
  },
  {
    icon: PenLine,
    title: 'Personnalisez-le en suivant nos conseils',
    text: 'Remplissez chaque rubrique avec l’aide de conseils concrets\u00a0: accroche, expériences, langues, références. L’aperçu se met à jour en direct.',
  },
  {
    icon: Download,
    title: 'Téléchargez-le en PDF',
    text: 'Un PDF net au format A4, identique à l’aperçu, prêt à joindre à vos candidatures en ligne ou par e-mail.',
  },
] as const;

/** The three steps from a template to a PDF, shown on the home page and on the gallery. */
export function HowItWorks({ className, headingLevel = 3 }: { className?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className={cx('grid gap-5 md:grid-cols-3 md:gap-6', className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-2xl border border-ink-100 bg-white p-6 shadow-card">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
              <step.icon className="size-5" />
            </span>
            <span className="text-sm font-semibold text-ink-500">Étape {index + 1}</span>
          </div>
          <Heading className="mt-4 text-lg font-semibold text-ink-900">{step.title}</Heading>
          <p className="mt-2 leading-relaxed text-ink-600">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
