/** LinkedIn profile URLs (spec section 5). */
export const LINKEDIN_HOST = 'linkedin.com';

const PROFILE_URL = /^https?:\/\/(?:www\.)?linkedin\.com\/in\/[A-Za-z0-9-]+\/?$/;

export const LINKEDIN_URL_ERROR = `Veuillez entrer une URL LinkedIn valide (ex\u00a0: ${LINKEDIN_HOST}/in/votre-profil)`;

/** An empty value is valid (the field is optional). */
export function isValidLinkedinUrl(value: string | null | undefined): boolean {
  const url = (value ?? '').trim();
  return url === '' || PROFILE_URL.test(url);
}

/** The short form printed on a CV: 'linkedin.com/in/marie-muller'. */
export function linkedinDisplay(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+$/, '');
}
