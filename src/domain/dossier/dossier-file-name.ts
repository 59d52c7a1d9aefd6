/**
 * « Dossier_Prenom_Nom_Entreprise.pdf »: the name recruiters file it under. Letters of every
 * script are kept (the download's ASCII fallback drops accents), anything else goes; each part
 * is cut so the whole stays readable.
 */
export function dossierFileName(firstName: string, lastName: string, company: string): string {
  const part = (s: string, max: number) =>
    Array.from(
      s
        .normalize('NFC')
        .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, ' ')
        .trim()
        .replace(/\s+/g, '-'),
    )
      .slice(0, max)
      .join('')
      .replace(/^-+|-+$/g, '');
  const parts = ['Dossier', part(firstName, 30), part(lastName, 30), part(company, 40)].filter(Boolean);
  return `${parts.join('_')}.pdf`;
}
