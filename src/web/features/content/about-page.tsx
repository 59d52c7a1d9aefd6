import { Compass, Globe2, Heart, Lock, Mail, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';
import { routes } from '../../paths';
import { buttonClass } from '../../ui/button';
import { SectionHeading } from './section-heading';
import { usePublicPage } from './use-public-page';

const audiences = [
  {
    title: 'Vous vivez en Suisse',
    text: 'Vous changez de poste, reprenez une activité ou terminez votre apprentissage, et voulez un CV à jour qui respecte les usages locaux.',
  },
  {
    title: 'Vous êtes ou serez frontalier',
    text: 'Vous habitez en France et visez un emploi à Genève, Lausanne, Neuchâtel ou Bâle\u00a0: votre CV doit parler le langage des recruteurs suisses.',
  },
  {
    title: 'Vous préparez votre installation',
    text: 'Vous arrivez d’un autre pays francophone et découvrez le marché suisse\u00a0: nos conseils et nos équivalences vous aident à présenter votre parcours.',
  },
];

const swissTouches = [
  'Les rubriques propres au CV suisse\u00a0: photo, âge, nationalité, permis de travail, références.',
  'Les niveaux de langue de A1 à C2, la référence que comparent les employeurs suisses.',
  'Des équivalences de diplômes et de notes pour faire comprendre votre formation.',
  'Un PDF au format A4, en français soigné, prêt pour les portails d’emploi et les envois par e-mail.',
];

export function AboutPage() {
  usePublicPage('/a-propos');
  const site = useSiteInfo();
  return (
    <>
      <section className="border-b border-ink-100 bg-gradient-to-b from-white to-ink-50">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
          <SectionHeading
            level={1}
            eyebrow="À propos"
            title="Aider chacun à présenter son parcours comme l’attendent les employeurs suisses"
            lead="CV Suisse est né d’un constat simple&nbsp;: un bon profil peut être écarté en quelques secondes parce que son CV ne suit pas les codes du pays. Nous voulons que votre expérience soit lue, pas votre mise en page."
          />
        </div>
      </section>

      <section aria-labelledby="mission" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-2">
          <div>
            <h2 id="mission" className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink-900">
              <Compass className="size-6 text-brand-600" aria-hidden="true" />
              Notre mission
            </h2>
            <div className="mt-4 space-y-4 text-[17px] leading-relaxed text-ink-700">
              <p>
                Rédiger un CV est un exercice exigeant, et le marché suisse a ses habitudes&nbsp;: une photo, des références que l’on contacte réellement, des
                niveaux de langue précis, des diplômes qui n’ont pas toujours d’équivalent ailleurs. Ces usages s’apprennent souvent à ses dépens.
              </p>
              <p>
                Nous les avons réunis dans un outil simple&nbsp;: six modèles éprouvés, des conseils à chaque rubrique et un aperçu fidèle au document final.
                Vous vous concentrez sur ce que vous avez accompli, nous nous chargeons de la présentation.
              </p>
            </div>
          </div>
          <div className="rounded-2xl border border-ink-100 bg-ink-50 p-6 sm:p-8">
            <h2 className="flex items-center gap-3 text-xl font-semibold text-ink-900">
              <Globe2 className="size-5 text-brand-600" aria-hidden="true" />
              Ce qui rend nos CV suisses
            </h2>
            <ul className="mt-5 space-y-3">
              {swissTouches.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-ink-700">
                  <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="pour-qui" className="border-t border-ink-100 bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <h2 id="pour-qui" className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink-900">
            <Users className="size-6 text-brand-600" aria-hidden="true" />
            Pour qui&nbsp;?
          </h2>
          <p className="mt-3 max-w-2xl text-[17px] leading-relaxed text-ink-700">
            Pour toutes les personnes francophones qui travaillent ou veulent travailler en Suisse, quel que soit leur métier ou leur niveau d’expérience.
          </p>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {audiences.map((audience) => (
              <li key={audience.title} className="rounded-2xl border border-ink-100 bg-white p-6 shadow-card">
                <h3 className="text-lg font-semibold text-ink-900">{audience.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-600">{audience.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="engagements" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-2">
          <div>
            <h2 id="engagements" className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink-900">
              <Lock className="size-6 text-brand-600" aria-hidden="true" />
              Vos données, votre CV
            </h2>
            <div className="mt-4 space-y-4 text-[17px] leading-relaxed text-ink-700">
              <p>
                Un CV contient des informations personnelles&nbsp;: nous les traitons avec le sérieux qu’elles méritent. Notre modèle économique est
                l’abonnement, pas la publicité&nbsp;: nous ne vendons pas vos données, n’utilisons aucun cookie de suivi et ne transmettons votre CV à aucun
                tiers pour son propre usage.
              </p>
              <p>
                Nous appliquons la loi fédérale sur la protection des données (nLPD) et le règlement général sur la protection des données (RGPD). Vous pouvez
                consulter, corriger ou supprimer vos données à tout moment. Tout est détaillé dans notre{' '}
                <Link to={routes.privacy} className="font-medium text-brand-700 underline underline-offset-2">
                  politique de confidentialité
                </Link>
                .
              </p>
            </div>
          </div>
          <div>
            <h2 className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink-900">
              <Heart className="size-6 text-brand-600" aria-hidden="true" />
              Un tarif clair
            </h2>
            <div className="mt-4 space-y-4 text-[17px] leading-relaxed text-ink-700">
              <p>
                Vous pouvez commencer votre CV et le voir prendre forme sans créer de compte. Le téléchargement en PDF est réservé aux abonnés, avec un essai de
                14 jours pour 1 € et une résiliation possible à tout moment depuis votre compte.
              </p>
              <p>
                <Link to={routes.pricing} className="font-medium text-brand-700 underline underline-offset-2">
                  Découvrir nos tarifs
                </Link>
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="contact" className="border-t border-ink-100 bg-ink-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <div className="grid gap-8 rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:p-10 md:grid-cols-[1.3fr_1fr] md:items-center">
            <div>
              <h2 id="contact" className="text-2xl font-bold tracking-tight text-ink-900">
                Une question, une suggestion&nbsp;?
              </h2>
              <p className="mt-3 text-[17px] leading-relaxed text-ink-700">
                Une équipe à taille humaine lit chaque message et vous répond personnellement, en français.
              </p>
              <Link to={routes.contact} className={buttonClass('primary', 'lg', 'mt-6')}>
                Nous écrire
              </Link>
            </div>
            <address className="space-y-3 text-[15px] text-ink-700 not-italic">
              <p className="font-semibold text-ink-900">{site.name}</p>
              <p className="flex gap-2.5">
                <MapPin className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
                {site.address}
              </p>
              <p className="flex gap-2.5">
                <Mail className="mt-0.5 size-4 shrink-0 text-ink-500" aria-hidden="true" />
                <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
                  {site.supportEmail}
                </a>
              </p>
              <p>
                <a href={site.socialUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline underline-offset-2">
                  Suivez-nous sur LinkedIn
                </a>
              </p>
            </address>
          </div>
        </div>
      </section>
    </>
  );
}
