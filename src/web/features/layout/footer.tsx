import { Link } from 'react-router';
import { useSiteInfo } from '../../lib/site-info';
import { routes } from '../../paths';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import { footerLinks, publicLinks } from './site-links';

export function Footer() {
  const site = useSiteInfo();
  return (
    <footer className="mt-auto border-t border-ink-100 bg-ink-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-4 text-sm leading-relaxed text-ink-600">
            Des CV au format suisse, clairs et professionnels, prêts à envoyer aux employeurs de Genève à Zurich.
          </p>
          <Link to={routes.editor} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
            Créer mon CV →
          </Link>
        </div>
        <nav aria-label="Produit">
          <h2 className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Produit</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {publicLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className="text-ink-700 hover:text-ink-900 hover:underline">
                  {l.label === 'CV' ? 'Modèles de CV' : l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Informations">
          <h2 className="text-xs font-semibold tracking-wider text-ink-500 uppercase">Informations</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} className="text-ink-700 hover:text-ink-900 hover:underline">
                  {l.label}
                </NavLink>
              </li>
            ))}
            <li>
              <a href={site.socialUrl} target="_blank" rel="noopener noreferrer" className="text-ink-700 hover:text-ink-900 hover:underline">
                LinkedIn
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-ink-100">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-ink-500 sm:px-6">
          © {new Date().getFullYear()} {site.name} · {site.address}
        </p>
      </div>
    </footer>
  );
}
