import { routes } from '../../paths';

export const publicLinks = [
  { to: routes.templates, label: 'CV' },
  { to: routes.pricing, label: 'Tarifs' },
  { to: routes.advice, label: 'Conseils' },
  { to: routes.about, label: 'À propos' },
] as const;

export const footerLinks = [
  { to: routes.contact, label: 'Contact' },
  { to: routes.terms, label: 'Conditions générales' },
  { to: routes.privacy, label: 'Politique de confidentialité' },
] as const;
