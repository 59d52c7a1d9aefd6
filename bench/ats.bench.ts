// `npm run bench -- ats`: what two independent résumé parsers (bench/ats-parsers.ts) read from
// each template's PDF, against a plain one-column control PDF of the same facts. Run on our
// sample CVs and, when bench/import-corpus/ holds real CVs (issue 28), on each of them brought in
// by the import. One JSON line per template and parser: field accuracy (share of the CV's facts
// the parser put in the right field), the same for the control, their ratio, and the name alone.
// Needs OPEN_RESUME_GIT (see bench/ats-parsers.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultAccentColors } from '../src/domain/cv/colours.js';
import type { CvDocument } from '../src/domain/cv/cv-schema.js';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';
import { importCvFile } from '../src/domain/cv-import/import-file.js';
import { pdfTextLines } from '../src/server/cv-transfer/pdf-text.js';
import { buildCvView } from '../src/templates/cv-view.js';
import { fontFaceCss } from '../src/templates/fonts.js';
import { renderCvHtml } from '../src/templates/render-cv-html.js';
import { sampleById } from '../src/templates/samples/sample-catalogue.js';
import { launchCvPrinter } from '../scripts/cv-chromium.js';
import { parseWithOpenResume, parseWithResumeParser, type OpenResumeResult, type ResumeParserResult } from './ats-parsers.js';

const SAMPLES = ['junior', 'senior', 'german', 'showcase', 'long-fr', 'long-de'];
const CORPUS = path.join(import.meta.dirname, 'import-corpus');

const fold = (s: string) =>
  s
    .normalize('NFC')
    .replace(/[’ʼ']/g, "'")
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .replace(/[–—]/g, '-')
    .trim()
    .toLocaleLowerCase('fr');
const contains = (haystack: string | undefined, needle: string) => needle !== '' && fold(haystack ?? '').replace(/ /g, '').includes(fold(needle).replace(/ /g, ''));
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The facts a parser should find: name, contacts, jobs, schools, skills, languages. */
interface Facts {
  name: string;
  email: string;
  phone: string;
  jobs: Array<{ title: string; company: string; start: string; end: string }>;
  schools: Array<{ degree: string; institution: string }>;
  skills: string[];
  languages: string[];
}

function factsOf(cv: CvDocument): Facts {
  const view = buildCvView(cv);
  const section = <K extends string>(kind: K) => view.sections.find((s) => s.kind === kind);
  const experiences = section('experiences');
  const education = section('education');
  const skills = section('skills');
  const languages = section('languages');
  const dates = (period: string) => period.split(' – ').map((d) => d.replace(/^(depuis|seit|since|dal) /, ''));
  return {
    name: view.fullName,
    email: cv.personal_info.email.trim(),
    phone: cv.personal_info.phone.trim(),
    jobs:
      experiences?.kind === 'experiences'
        ? experiences.items.map((e) => ({ title: e.title, company: e.company, start: dates(e.period)[0] ?? '', end: dates(e.period)[1] ?? '' }))
        : [],
    schools: education?.kind === 'education' ? education.items.map((e) => ({ degree: e.degree, institution: e.institution })) : [],
    skills: skills?.kind === 'skills' ? skills.groups.flatMap((g) => g.items.map((i) => i.name)) : [],
    languages: languages?.kind === 'languages' ? languages.items.map((l) => l.name) : [],
  };
}

/** The control: the same facts in one plain column, titles in bold capitals, as ATS guides advise. */
function controlHtml(cv: CvDocument): string {
  const view = buildCvView(cv);
  const parts: string[] = [`<h1>${escape(view.fullName)}</h1>`];
  if (view.jobTitle) parts.push(`<p>${escape(view.jobTitle)}</p>`);
  for (const line of [...view.contact, ...view.personal]) parts.push(`<p>${escape(line.value)}</p>`);
  for (const s of view.sections) {
    parts.push(`<h2>${escape(s.title)}</h2>`);
    if (s.kind === 'experiences' || s.kind === 'education' || s.kind === 'accreditations') {
      for (const item of s.items as unknown as Array<Record<string, string>>) {
        const [title, where, period] =
          s.kind === 'experiences'
            ? [item.title, [item.company, item.location], item.period]
            : s.kind === 'education'
              ? [item.degree, [item.institution, item.city], item.period]
              : [item.name, [item.organization], item.date];
        parts.push(`<h3>${escape(title ?? '')}</h3><p>${escape(where.filter(Boolean).join(', '))}</p><p>${escape(period ?? '')}</p>${item.html ?? ''}`);
      }
    } else if (s.kind === 'skills') parts.push(`<ul>${s.groups.flatMap((g) => g.items).map((i) => `<li>${escape(i.name)}</li>`).join('')}</ul>`);
    else if (s.kind === 'languages') parts.push(`<ul>${s.items.map((i) => `<li>${escape(i.name)}${i.level ? ` (${escape(i.level.label)})` : ''}</li>`).join('')}</ul>`);
    else if (s.kind === 'references') parts.push(s.items.map((r) => `<p>${escape([r.name, r.jobTitle, r.company].filter(Boolean).join(', '))}</p>`).join(''));
    else parts.push(s.text.html);
  }
  return `<!DOCTYPE html><html lang="${view.language}"><head><meta charset="utf-8"><style>${fontFaceCss(['lato'])}
@page{size:A4;margin:0}body{margin:0;font-family:Lato,sans-serif;font-size:10pt;line-height:1.3}.cv-page{padding:18mm 20mm}
h1{font-size:20pt;margin:0 0 4pt}h2{font-size:11pt;font-weight:700;text-transform:uppercase;margin:12pt 0 4pt}h3{font-size:10pt;font-weight:700;margin:6pt 0 0}p{margin:0}ul{margin:2pt 0;padding-left:14pt;list-style:'•  '}
</style></head><body><main class="cv-page cv-flow">${parts.join('\n')}</main></body></html>`;
}

interface Tally {
  found: number;
  total: number;
  name: number;
  docs: number;
}

const add = (t: Tally, ok: boolean) => {
  t.total += 1;
  if (ok) t.found += 1;
};

function scoreOpenResume(facts: Facts, got: OpenResumeResult, t: Tally) {
  const nameOk = fold(got.profile.name) === fold(facts.name);
  add(t, nameOk);
  t.name += nameOk ? 1 : 0;
  t.docs += 1;
  if (facts.email) add(t, contains(got.profile.email, facts.email));
  const jobFields = got.workExperiences.map((j) => `${j.jobTitle} | ${j.company}`);
  const jobDates = got.workExperiences.map((j) => j.date);
  for (const job of facts.jobs) {
    if (job.title) add(t, jobFields.some((f) => contains(f, job.title)));
    if (job.company) add(t, jobFields.some((f) => contains(f, job.company)));
    for (const date of [job.start, job.end]) if (date) add(t, jobDates.some((d) => contains(d, date)));
  }
  const schoolFields = got.educations.map((e) => `${e.degree} | ${e.school}`);
  for (const school of facts.schools) {
    if (school.degree) add(t, schoolFields.some((f) => contains(f, school.degree)));
    if (school.institution) add(t, schoolFields.some((f) => contains(f, school.institution)));
  }
  const skills = [...got.skills.featuredSkills.map((s) => s.skill), ...got.skills.descriptions].join(' | ');
  for (const skill of facts.skills) add(t, contains(skills, skill));
}

function scoreResumeParser(facts: Facts, got: ResumeParserResult, t: Tally) {
  const nameOk = fold(got.name ?? '') === fold(facts.name);
  add(t, nameOk);
  t.name += nameOk ? 1 : 0;
  t.docs += 1;
  if (facts.email) add(t, contains(got.email, facts.email));
  if (facts.phone) add(t, contains((got.phone ?? '').replace(/\D/g, ''), facts.phone.replace(/\D/g, '').slice(-9)));
  for (const job of facts.jobs) for (const field of [job.title, job.company, job.start, job.end]) if (field) add(t, contains(got.experience, field));
  for (const school of facts.schools) for (const field of [school.degree, school.institution]) if (field) add(t, contains(got.education, field));
  for (const skill of facts.skills) add(t, contains(got.skills, skill));
  for (const language of facts.languages) add(t, contains(got.languages, language));
}

const PARSERS = ['open-resume (pdf.js items)', 'resume-parser (pdftotext -raw)', 'resume-parser (pdftotext layout)'] as const;
type ParserName = (typeof PARSERS)[number];

async function runParsers(pdf: Buffer, facts: Facts, tallies: Map<string, Tally>, key: string) {
  const tally = (parser: ParserName) => {
    const id = `${key}|${parser}`;
    let t = tallies.get(id);
    if (!t) tallies.set(id, (t = { found: 0, total: 0, name: 0, docs: 0 }));
    return t;
  };
  scoreOpenResume(facts, await parseWithOpenResume(pdf), tally(PARSERS[0]));
  scoreResumeParser(facts, await parseWithResumeParser(pdf, 'raw'), tally(PARSERS[1]));
  scoreResumeParser(facts, await parseWithResumeParser(pdf, 'layout'), tally(PARSERS[2]));
}

async function corpusCvs(): Promise<Array<{ id: string; cv: CvDocument }>> {
  let names: string[];
  try {
    names = readdirSync(CORPUS, { recursive: true }) as string[];
  } catch {
    console.error(`# ${CORPUS} absent: sample CVs only`);
    return [];
  }
  const cvs: Array<{ id: string; cv: CvDocument }> = [];
  for (const name of names.filter((n) => /\.(pdf|docx)$/i.test(n)).sort()) {
    const file = path.join(CORPUS, name);
    if (!statSync(file).isFile()) continue;
    try {
      const { cv } = await importCvFile(new Uint8Array(readFileSync(file)), { pdfLines: pdfTextLines });
      if (cv.personal_info.firstName || cv.personal_info.lastName) cvs.push({ id: name, cv });
    } catch (error) {
      console.error(`# ${name}: not imported (${(error as Error).message})`);
    }
  }
  return cvs;
}

const printer = await launchCvPrinter();
const tallies = new Map<string, Tally>();
try {
  const sets = [
    { set: 'samples', cvs: SAMPLES.map((id) => ({ id, cv: sampleById(id).cv })) },
    { set: 'real-cvs', cvs: await corpusCvs() },
  ];
  for (const { set, cvs } of sets) {
    for (const { cv } of cvs) {
      const facts = factsOf(cv);
      await runParsers((await printer.pdf(controlHtml(cv))).pdf, facts, tallies, `${set}|control`);
      for (const templateId of TEMPLATE_IDS) {
        const { pdf } = await printer.pdf(renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary }));
        await runParsers(pdf, facts, tallies, `${set}|t${templateId}`);
      }
    }
    for (const parser of PARSERS) {
      const control = tallies.get(`${set}|control|${parser}`);
      if (!control?.total) continue;
      const controlShare = control.found / control.total;
      for (const template of ['control', ...TEMPLATE_IDS.map((id) => `t${id}`)]) {
        const t = tallies.get(`${set}|${template}|${parser}`)!;
        const share = t.found / t.total;
        console.log(
          JSON.stringify({
            bench: 'ats',
            set,
            cvs: t.docs,
            parser,
            template,
            field_accuracy: Math.round(share * 1000) / 10,
            control_accuracy: Math.round(controlShare * 1000) / 10,
            of_control: Math.round((share / controlShare) * 1000) / 10,
            name_right: `${t.name}/${t.docs}`,
            control_name_right: `${control.name}/${control.docs}`,
          }),
        );
      }
    }
  }
} finally {
  await printer.close();
}
