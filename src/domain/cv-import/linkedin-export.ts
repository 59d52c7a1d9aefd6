import { parseCsv } from './csv.js';
import { normaliseDate } from './dates.js';
import { emptyDraft, type ImportDraft } from './import-draft.js';
import { CvImportError, importMessages } from './messages.js';

/**
 * The CSV files of a LinkedIn data export (« Obtenir une copie de vos données »), by the column
 * names LinkedIn writes. The files sit at the archive's root or in one folder.
 */
export const LINKEDIN_FILES = {
  profile: 'Profile.csv',
  positions: 'Positions.csv',
  education: 'Education.csv',
  skills: 'Skills.csv',
  languages: 'Languages.csv',
  certifications: 'Certifications.csv',
  emails: 'Email Addresses.csv',
  phones: 'PhoneNumbers.csv',
  projects: 'Projects.csv',
  volunteering: 'Volunteering.csv',
  honors: 'Honors.csv',
  courses: 'Courses.csv',
} as const;

const PROFICIENCY: Array<[RegExp, number]> = [
  [/native|bilingual|maternelle|muttersprach|madrelingua/i, 100],
  [/full professional|complète|verhandlungssicher|completa/i, 83],
  [/professional working|professionnelle|fließend|fliessend|professionale/i, 67],
  [/limited working|limitée|gute kenntnisse|limitata/i, 50],
  [/elementary|notions|élémentaire|grundkenntnisse|elementare/i, 33],
];

const SECTION_TITLES: Record<'projects' | 'volunteering' | 'honors' | 'courses', string> = {
  projects: 'Projets',
  volunteering: 'Bénévolat',
  honors: 'Distinctions',
  courses: 'Cours',
};

/** Whether an archive's file names look like a LinkedIn export. */
export function isLinkedInExport(names: readonly string[]): boolean {
  const base = new Set(names.map((n) => n.split('/').at(-1)));
  return base.has(LINKEDIN_FILES.profile) || base.has(LINKEDIN_FILES.positions) || base.has(LINKEDIN_FILES.education);
}

/** The draft of a LinkedIn export, from its files' text (name → content). */
export function parseLinkedInExport(files: Record<string, string>, { maxRows = 20_000 }: { maxRows?: number } = {}): ImportDraft {
  const byBase = new Map(Object.entries(files).map(([name, text]) => [name.split('/').at(-1)!, text]));
  if (!isLinkedInExport([...byBase.keys()])) throw new CvImportError(importMessages.zipNotLinkedIn);
  let rowsLeft = maxRows;
  const rows = (file: string, header?: string) => {
    const text = byBase.get(file);
    if (text === undefined) return [];
    const parsed = parseCsv(text, file, header, rowsLeft);
    rowsLeft -= parsed.length;
    return parsed;
  };
  const draft = emptyDraft();
  const [profile] = rows(LINKEDIN_FILES.profile, 'First Name');
  if (profile) {
    draft.personal.firstName = profile['First Name'] ?? '';
    draft.personal.lastName = profile['Last Name'] ?? '';
    draft.personal.jobTitle = profile['Headline'] ?? '';
    const geo = (profile['Geo Location'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (geo.length) {
      draft.personal.city = geo[0];
      if (geo.length > 1) draft.personal.country = geo.at(-1);
    }
    if (profile['Zip Code']) draft.personal.postalCode = profile['Zip Code'];
    if (profile['Summary']) draft.summary = splitLines(profile['Summary']);
    const websites = profile['Websites'] ?? '';
    const linkedin = /https?:\/\/(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[^\s,\]]+/i.exec(websites);
    if (linkedin) draft.personal.linkedin = linkedin[0];
  }
  const emails = rows(LINKEDIN_FILES.emails, 'Email Address');
  const email = emails.find((e) => /^yes$/i.test(e['Primary'] ?? '')) ?? emails[0];
  if (email?.['Email Address']) draft.personal.email = email['Email Address'];
  const phones = rows(LINKEDIN_FILES.phones, 'Number');
  const phone = phones.find((p) => /mobile/i.test(p['Type'] ?? '')) ?? phones[0];
  if (phone?.['Number']) draft.personal.phone = phone['Number'];

  draft.experiences = rows(LINKEDIN_FILES.positions, 'Company Name').map((r) => ({
    title: r['Title'] ?? '',
    company: r['Company Name'] ?? '',
    location: r['Location'] ?? '',
    startDate: normaliseDate(r['Started On']),
    endDate: normaliseDate(r['Finished On']),
    description: splitLines(r['Description'] ?? ''),
  }));
  draft.education = rows(LINKEDIN_FILES.education, 'School Name').map((r) => ({
    institution: r['School Name'] ?? '',
    degree: r['Degree Name'] ?? '',
    startDate: normaliseDate(r['Start Date']),
    endDate: normaliseDate(r['End Date']),
    description: [...splitLines(r['Notes'] ?? ''), ...splitLines(r['Activities'] ?? '')],
  }));
  draft.skills = rows(LINKEDIN_FILES.skills, 'Name').map((r) => ({ name: r['Name'] ?? '', level: null }));
  draft.languages = rows(LINKEDIN_FILES.languages, 'Name').map((r) => ({
    name: r['Name'] ?? '',
    level: PROFICIENCY.find(([re]) => re.test(r['Proficiency'] ?? ''))?.[1] ?? null,
  }));
  draft.accreditations = rows(LINKEDIN_FILES.certifications, 'Name').map((r) => {
    const start = normaliseDate(r['Started On']);
    const end = normaliseDate(r['Finished On']);
    return {
      name: r['Name'] ?? '',
      organization: r['Authority'] ?? '',
      date: start && end ? `${start} – ${end}` : start,
      description: [r['License Number'] ? `N° ${r['License Number']}` : '', r['Url'] ?? ''].filter(Boolean),
    };
  });
  const extra = (key: keyof typeof SECTION_TITLES, header: string, line: (r: Record<string, string>) => string[]) => {
    const lines = rows(LINKEDIN_FILES[key], header).flatMap(line);
    if (lines.length) draft.extraSections.push({ title: SECTION_TITLES[key], lines });
  };
  extra('projects', 'Title', (r) =>
    [`• ${[r['Title'], dates(r['Started On'], r['Finished On'])].filter(Boolean).join(', ')}`, ...splitLines(r['Description'] ?? ''), r['Url'] ?? ''].filter(
      Boolean,
    ),
  );
  extra('volunteering', 'Company Name', (r) =>
    [`• ${[r['Role'], r['Company Name'], dates(r['Started On'], r['Finished On'])].filter(Boolean).join(', ')}`, ...splitLines(r['Description'] ?? '')].filter(
      (l) => l !== '• ',
    ),
  );
  extra('honors', 'Title', (r) => [`• ${[r['Title'], normaliseDate(r['Issued On'])].filter(Boolean).join(', ')}`, ...splitLines(r['Description'] ?? '')]);
  extra('courses', 'Name', (r) => [`• ${r['Name'] ?? ''}`]);
  return draft;
}

function dates(start: string | undefined, end: string | undefined): string {
  const s = normaliseDate(start);
  const e = normaliseDate(end);
  return s && e ? `${s} – ${e}` : s;
}

function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
