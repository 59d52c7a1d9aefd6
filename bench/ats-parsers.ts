// Two independent open-source résumé parsers, run as they are, outside the repository (their code
// is never committed): each is brought into node_modules/.cache/ats-parsers/ on first use.
//
// - OpenResume's parser (github.com/xitanggg/open-resume, AGPL-3.0, src/app/lib/parse-resume-from-pdf):
//   reads pdf.js text items (positions, fonts, end-of-line marks), groups them into lines and
//   sections, scores features. Copied from a checkout or mirror of that repository given by
//   OPEN_RESUME_GIT (any directory `git -C` accepts); its `lib/...` imports rewritten to relative
//   paths and its pdf.js worker import replaced by the legacy Node build, nothing else changed.
// - resume-parser 1.1.0 (npm, ISC, github.com/perminder-klair/resume-parser): a dictionary and
//   regular-expression parser over text lines; its own extractor (textract) runs `pdftotext`, here
//   it is given `pdftotext -raw` or poppler's default (layout analysis) text, cleaned as its
//   processing step does. Installed with npm into the cache folder. Its profile handlers, which
//   download GitHub and LinkedIn pages, are switched off (no network).
//
// Both read English section titles only: the same French and German titles (the ones our
// templates and the control print) are added to their dictionaries, as a Swiss recruiter's ATS
// is configured for its languages. Everything else is their own code.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const CACHE = path.join(import.meta.dirname, '..', 'node_modules', '.cache', 'ats-parsers');
const OPEN_RESUME_DIR = path.join(CACHE, 'open-resume');
const NPM_DIR = path.join(CACHE, 'npm');
const OPEN_RESUME_LIB = 'src/app/lib/parse-resume-from-pdf';

/** The section titles of the CV languages, by the English key each parser knows. */
export const LOCAL_TITLES = {
  experience: ['expériences professionnelles', 'expérience professionnelle', 'berufserfahrung', 'esperienze professionali'],
  education: ['formation', 'ausbildung', 'formazione'],
  skills: ['compétences', 'kompetenzen', 'competenze'],
  languages: ['langues', 'sprachen', 'lingue'],
  summary: ['profil', 'profilo'],
  certification: ['certifications', 'zertifikate', 'certificazioni'],
} as const;

export interface OpenResumeResult {
  profile: { name: string; email: string; phone: string };
  workExperiences: Array<{ company: string; jobTitle: string; date: string; descriptions: string[] }>;
  educations: Array<{ school: string; degree: string; date: string }>;
  skills: { featuredSkills: Array<{ skill: string }>; descriptions: string[] };
}

type OpenResumeModules = {
  readPdf: (source: unknown) => Promise<unknown[]>;
  groupTextItemsIntoLines: (items: unknown[]) => unknown[];
  groupLinesIntoSections: (lines: unknown[]) => Record<string, unknown[]>;
  extractResumeFromSections: (sections: Record<string, unknown[]>) => OpenResumeResult;
};

let openResume: Promise<OpenResumeModules> | undefined;

function prepareOpenResume(): void {
  if (existsSync(path.join(OPEN_RESUME_DIR, 'index.ts'))) return;
  const git = process.env.OPEN_RESUME_GIT;
  if (!git) {
    throw new Error(
      'OpenResume parser missing: set OPEN_RESUME_GIT to a clone or mirror of github.com/xitanggg/open-resume (the bench copies its parser into node_modules/.cache/ats-parsers/open-resume)',
    );
  }
  const files = execFileSync('git', ['-C', git, 'ls-tree', '-r', '--name-only', 'HEAD', OPEN_RESUME_LIB], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const relative = file.slice(OPEN_RESUME_LIB.length + 1);
    const target = path.join(OPEN_RESUME_DIR, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    let source = execFileSync('git', ['-C', git, 'show', `HEAD:${file}`], { encoding: 'utf8' });
    source = source.replace(/from "lib\/parse-resume-from-pdf\/([^"]+)"/g, (_m, to: string) => {
      let rel = path.relative(path.dirname(target), path.join(OPEN_RESUME_DIR, to)).replaceAll(path.sep, '/');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return `from "${rel}"`;
    });
    const shims = path.relative(path.dirname(target), path.join(OPEN_RESUME_DIR, 'shims')).replaceAll(path.sep, '/');
    source = source.replace(
      /from "lib\/(redux\/types|deep-clone|redux\/resumeSlice)"/g,
      (_m, name: string) => `from "${shims.startsWith('.') ? shims : `./${shims}`}/${name.replace('/', '-')}"`,
    );
    if (relative === 'read-pdf.ts') {
      source = source
        .replace(
          /import \* as pdfjs from "pdfjs-dist";\n\/\/ @ts-ignore\nimport pdfjsWorker from "pdfjs-dist\/build\/pdf.worker.entry";\npdfjs.GlobalWorkerOptions.workerSrc = pdfjsWorker;/,
          'import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";',
        )
        .replace('pdfjs.getDocument(fileUrl)', 'pdfjs.getDocument(fileUrl as never)');
    }
    writeFileSync(target, source);
  }
  mkdirSync(path.join(OPEN_RESUME_DIR, 'shims'), { recursive: true });
  // What the parser imports from the rest of the app: types, a deep clone, the empty skill slots.
  writeFileSync(
    path.join(OPEN_RESUME_DIR, 'shims', 'redux-types.ts'),
    'export type ResumeKey = string;\nexport type Resume = any; export type ResumeEducation = any; export type ResumeWorkExperience = any; export type ResumeProject = any; export type ResumeSkills = any;\n',
  );
  writeFileSync(path.join(OPEN_RESUME_DIR, 'shims', 'deep-clone.ts'), 'export const deepClone = <T>(o: T): T => JSON.parse(JSON.stringify(o));\n');
  writeFileSync(
    path.join(OPEN_RESUME_DIR, 'shims', 'redux-resumeSlice.ts'),
    'export const initialFeaturedSkills = Array.from({ length: 6 }, () => ({ skill: "", rating: 4 }));\n',
  );
}

async function loadOpenResume(): Promise<OpenResumeModules> {
  prepareOpenResume();
  const load = async <K extends keyof OpenResumeModules>(file: string, name: K): Promise<OpenResumeModules[K]> => {
    const module = (await import(pathToFileURL(path.join(OPEN_RESUME_DIR, file)).href)) as Record<K, OpenResumeModules[K]>;
    return module[name];
  };
  return {
    readPdf: await load('read-pdf.ts', 'readPdf'),
    groupTextItemsIntoLines: await load('group-text-items-into-lines.ts', 'groupTextItemsIntoLines'),
    groupLinesIntoSections: await load('group-lines-into-sections.ts', 'groupLinesIntoSections'),
    extractResumeFromSections: await load('extract-resume-from-sections/index.ts', 'extractResumeFromSections'),
  };
}

const fold = (s: string) => s.normalize('NFC').toLocaleLowerCase('fr');

/** OpenResume's parseResumeFromPdf, with the local section titles given their English keyword. */
export async function parseWithOpenResume(pdf: Buffer): Promise<OpenResumeResult> {
  openResume ??= loadOpenResume();
  const parser = await openResume;
  const items = await parser.readPdf({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, verbosity: 0 });
  const sections = parser.groupLinesIntoSections(parser.groupTextItemsIntoLines(items));
  const named: Record<string, unknown[]> = {};
  for (const [title, lines] of Object.entries(sections)) {
    const key = (Object.entries(LOCAL_TITLES) as Array<[string, readonly string[]]>).find(([, titles]) => titles.some((t) => fold(title).startsWith(t)))?.[0];
    named[key && title !== 'profile' ? `${key} ${title}` : title] = lines;
  }
  return parser.extractResumeFromSections(named);
}

export interface ResumeParserResult {
  name?: string;
  email?: string;
  phone?: string;
  experience?: string;
  education?: string;
  skills?: string;
  languages?: string;
}

interface ResumeParserModule {
  parse(file: { raw: string }, done: (resume: { parts: ResumeParserResult }) => void): void;
}

let resumeParser: ResumeParserModule | undefined;

function loadResumeParser(): ResumeParserModule {
  const root = path.join(NPM_DIR, 'node_modules', 'resume-parser');
  if (!existsSync(path.join(root, 'package.json'))) {
    mkdirSync(NPM_DIR, { recursive: true });
    execFileSync('npm', ['install', '--prefix', NPM_DIR, '--no-audit', '--no-fund', '--no-save', '--ignore-scripts', 'resume-parser@1.1.0'], {
      stdio: 'inherit',
    });
  }
  // Loaded by path from the cache folder (not a dependency of this repository).
  const require = createRequire(path.join(root, 'package.json'));
  const dictionary = require(path.join(root, 'src', 'dictionary.js')) as { titles: Record<string, string[]>; profiles: unknown[] };
  const parser = require(path.join(root, 'src', 'utils', 'libs', 'parser.js')) as ResumeParserModule;
  // The parser has turned the dictionary into its rules on load; the profile rules lose the
  // handlers that download pages, and the titles gain the local ones (upper case and capitalised,
  // as its own loader writes them).
  dictionary.profiles = dictionary.profiles.map((p): unknown => (Array.isArray(p) ? (p as unknown[])[0] : p));
  for (const [key, titles] of Object.entries(LOCAL_TITLES)) {
    const rules = (dictionary.titles[key] ??= []);
    for (const title of titles) rules.push(title.toLocaleUpperCase('fr'), title[0]!.toLocaleUpperCase('fr') + title.slice(1));
  }
  return parser;
}

/** resume-parser on the text poppler gives (`-raw`, or its default layout analysis). */
export function parseWithResumeParser(pdf: Buffer, mode: 'raw' | 'layout'): Promise<ResumeParserResult> {
  resumeParser ??= loadResumeParser();
  const text = execFileSync('pdftotext', [...(mode === 'raw' ? ['-raw'] : []), '-enc', 'UTF-8', '-', '-'], { input: pdf, encoding: 'utf8' });
  // Its processing step: rows trimmed, empty rows dropped, '{end}' appended, leading spaces off.
  const raw = `${text
    .split('\n')
    .map((row) => row.replace(/\r?\n|\r|\t|\n/g, '').trim())
    .filter(Boolean)
    .join('\n')}\n{end}`.replace(/^\s/gm, '');
  return new Promise((resolve) => resumeParser!.parse({ raw }, (resume) => resolve(resume.parts)));
}
