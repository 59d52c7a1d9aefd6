/**
 * « Dossier_Prenom_Nom_Entreprise.pdf », « Lettre_Prenom_Nom_Entreprise.pdf »: the names
 * recruiters file them under. Letters of every script are kept (the download's ASCII fallback
 * drops accents), anything else goes; each part is cut so the whole stays readable.
 */
export function applicantFileName(prefix: string, firstName: string, lastName: string, company: string): string {
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
  const parts = [prefix, part(firstName, 30), part(lastName, 30), part(company, 40)].filter(Boolean);
  return `${parts.join('_')}.pdf`;
}

export const dossierFileName = (firstName: string, lastName: string, company: string) => applicantFileName('Dossier', firstName, lastName, company);
