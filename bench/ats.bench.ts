// `npm run bench -- ats`: what two independent résumé parsers (bench/ats-parsers.ts) read from
// each template's PDF, against a plain one-column control PDF of the same facts. Run on our
// sample CVs and on the real CVs of bench/import-corpus/ (issue 28), each brought in by the
// import and printed by every template. One JSON line per set, parser and template: field
// accuracy (share of the CV's facts the parser put in the right field), the same for the
// control, their ratio, the name alone (`name_right`), and how often the parser gave the same
// name as on the control (`name_as_control`: both parsers refuse accented names by their own
// rules, so the control itself misses most names). Needs OPEN_RESUME_GIT (see
// bench/ats-parsers.ts). `BENCH_VERBOSE=1` prints, per CV, template and parser, the facts the
// control gave and the template lost; `BENCH_ONLY=<id part>` runs the CVs whose id contains it;
// `BENCH_SAMPLES_ONLY=1` leaves the real CVs out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { defaultAccentColors } from '../src/domain/cv/colours.js';
import type { CvDocument } from '../src/domain/cv/cv-schema.js';
import { TEMPLATE_IDS } from '../src/domain/cv/template-catalogue.js';
import { IMPORT_BUDGETS } from '../src/server/cv-transfer/import-budget.js';
import { readCvFile } from '../src/server/cv-transfer/read-cv-file.js';
import { buildCvView } from '../src/templates/cv-view.js';
import { fontFaceCss, printedText } from '../src/templates/fonts.js';
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
const contains = (haystack: string | undefined, needle: string) =>
  needle !== '' &&
  fold(haystack ?? '')
    .replace(/ /g, '')
    .includes(fold(needle).replace(/ /g, ''));
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
    } else if (s.kind === 'skills')
      parts.push(
        `<ul>${s.groups
          .flatMap((g) => g.items)
          .map((i) => `<li>${escape(i.name)}</li>`)
          .join('')}</ul>`,
      );
    else if (s.kind === 'languages')
      parts.push(`<ul>${s.items.map((i) => `<li>${escape(i.name)}${i.level ? ` (${escape(i.level.label)})` : ''}</li>`).join('')}</ul>`);
    else if (s.kind === 'references') parts.push(s.items.map((r) => `<p>${escape([r.name, r.jobTitle, r.company].filter(Boolean).join(', '))}</p>`).join(''));
    else parts.push(s.text.html);
  }
  return `<!DOCTYPE html><html lang="${view.language}"><head><meta charset="utf-8"><style>${fontFaceCss(['lato'], printedText(view))}
@page{size:A4;margin:0}body{margin:0;font-family:Lato,sans-serif;font-size:10pt;line-height:1.3}.cv-page{padding:18mm 20mm}
h1{font-size:20pt;margin:0 0 4pt}h2{font-size:11pt;font-weight:700;text-transform:uppercase;margin:12pt 0 4pt}h3{font-size:10pt;font-weight:700;margin:6pt 0 0}p{margin:0}ul{margin:2pt 0;padding-left:14pt;list-style:'•  '}
</style></head><body><main class="cv-page cv-flow">${parts.join('\n')}</main></body></html>`;
}

/** One fact a parser should have put in its field, and whether it did. */
interface Check {
  field: string;
  ok: boolean;
}

/** What a parser read from one PDF: its checks and the name it gave. */
interface Reading {
  checks: Check[];
  name: string;
}

const check = (checks: Check[], field: string, ok: boolean) => checks.push({ field, ok });

function scoreOpenResume(facts: Facts, got: OpenResumeResult): Reading {
  const checks: Check[] = [];
  check(checks, 'name', fold(got.profile.name) === fold(facts.name));
  if (facts.email) check(checks, 'email', contains(got.profile.email, facts.email));
  const jobFields = got.workExperiences.map((j) => `${j.jobTitle} | ${j.company}`);
  const jobDates = got.workExperiences.map((j) => j.date);
  for (const job of facts.jobs) {
    if (job.title)
      check(
        checks,
        `job title « ${job.title} »`,
        jobFields.some((f) => contains(f, job.title)),
      );
    if (job.company)
      check(
        checks,
        `employer « ${job.company} »`,
        jobFields.some((f) => contains(f, job.company)),
      );
    for (const date of [job.start, job.end])
      if (date)
        check(
          checks,
          `job date « ${date} »`,
          jobDates.some((d) => contains(d, date)),
        );
  }
  const schoolFields = got.educations.map((e) => `${e.degree} | ${e.school}`);
  for (const school of facts.schools) {
    if (school.degree)
      check(
        checks,
        `degree « ${school.degree} »`,
        schoolFields.some((f) => contains(f, school.degree)),
      );
    if (school.institution)
      check(
        checks,
        `school « ${school.institution} »`,
        schoolFields.some((f) => contains(f, school.institution)),
      );
  }
  const skills = [...got.skills.featuredSkills.map((s) => s.skill), ...got.skills.descriptions].join(' | ');
  for (const skill of facts.skills) check(checks, `skill « ${skill} »`, contains(skills, skill));
  return { checks, name: got.profile.name };
}

function scoreResumeParser(facts: Facts, got: ResumeParserResult): Reading {
  const checks: Check[] = [];
  check(checks, 'name', fold(got.name ?? '') === fold(facts.name));
  if (facts.email) check(checks, 'email', contains(got.email, facts.email));
  if (facts.phone) check(checks, 'phone', contains((got.phone ?? '').replace(/\D/g, ''), facts.phone.replace(/\D/g, '').slice(-9)));
  for (const job of facts.jobs) {
    for (const [label, field] of [
      ['job title', job.title],
      ['employer', job.company],
      ['job date', job.start],
      ['job date', job.end],
    ] as const) {
      if (field) check(checks, `${label} « ${field} »`, contains(got.experience, field));
    }
  }
  for (const school of facts.schools) {
    if (school.degree) check(checks, `degree « ${school.degree} »`, contains(got.education, school.degree));
    if (school.institution) check(checks, `school « ${school.institution} »`, contains(got.education, school.institution));
  }
  for (const skill of facts.skills) check(checks, `skill « ${skill} »`, contains(got.skills, skill));
  for (const language of facts.languages) check(checks, `language « ${language} »`, contains(got.languages, language));
  return { checks, name: got.name ?? '' };
}

const PARSERS = ['open-resume (pdf.js items)', 'resume-parser (pdftotext -raw)', 'resume-parser (pdftotext layout)'] as const;
type ParserName = (typeof PARSERS)[number];

async function readAll(pdf: Buffer, facts: Facts): Promise<Record<ParserName, Reading>> {
  return {
    [PARSERS[0]]: scoreOpenResume(facts, await parseWithOpenResume(pdf)),
    [PARSERS[1]]: scoreResumeParser(facts, await parseWithResumeParser(pdf, 'raw')),
    [PARSERS[2]]: scoreResumeParser(facts, await parseWithResumeParser(pdf, 'layout')),
  };
}

interface Tally {
  found: number;
  total: number;
  /** CVs whose name the parser got right. */
  name: number;
  /** CVs where the parser gave the same name as on the control. */
  nameAsControl: number;
  docs: number;
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
      const { cv } = await readCvFile(new Uint8Array(readFileSync(file)), IMPORT_BUDGETS.account);
      if (cv.personal_info.firstName || cv.personal_info.lastName) cvs.push({ id: path.basename(name), cv });
    } catch (error) {
      console.error(`# ${name}: not imported (${(error as Error).message})`);
    }
  }
  return cvs;
}

const verbose = process.env.BENCH_VERBOSE === '1';
const only = process.env.BENCH_ONLY;
const printer = await launchCvPrinter();
const tallies = new Map<string, Tally>();
const tallyOf = (key: string) => {
  let t = tallies.get(key);
  if (!t) tallies.set(key, (t = { found: 0, total: 0, name: 0, nameAsControl: 0, docs: 0 }));
  return t;
};
const pct = (a: number, b: number) => Math.round((1000 * a) / Math.max(1, b)) / 10;
try {
  const corpus = process.env.BENCH_SAMPLES_ONLY === '1' ? [] : await corpusCvs();
  const sets = [
    { set: 'samples', cvs: SAMPLES.map((id) => ({ id, cv: sampleById(id).cv })) },
    { set: 'real-cvs', cvs: corpus },
  ];
  for (const { set, cvs } of sets) {
    for (const { id, cv } of cvs.filter((c) => !only || c.id.includes(only))) {
      const facts = factsOf(cv);
      const control = await readAll((await printer.pdf(controlHtml(cv))).pdf, facts);
      const templates: Array<[string, Record<ParserName, Reading>]> = [['control', control]];
      for (const templateId of TEMPLATE_IDS) {
        const { pdf } = await printer.pdf(renderCvHtml(cv, { templateId, accentColor: defaultAccentColors(templateId).primary }));
        templates.push([`t${templateId}`, await readAll(pdf, facts)]);
      }
      for (const [template, readings] of templates) {
        for (const parser of PARSERS) {
          const reading = readings[parser];
          const t = tallyOf(`${set}|${template}|${parser}`);
          t.docs += 1;
          t.total += reading.checks.length;
          t.found += reading.checks.filter((c) => c.ok).length;
          if (reading.checks.find((c) => c.field === 'name')?.ok) t.name += 1;
          if (fold(reading.name) === fold(control[parser].name)) t.nameAsControl += 1;
          if (verbose && template !== 'control') {
            // What the control gave this parser and the template did not.
            const lost = reading.checks.filter((c, i) => !c.ok && control[parser].checks[i]?.ok).map((c) => c.field);
            if (lost.length) console.error(`${set} ${id} ${template} ${parser}: lost ${lost.join('; ')}`);
          }
        }
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
            field_accuracy: pct(t.found, t.total),
            control_accuracy: pct(control.found, control.total),
            of_control: Math.round((share / controlShare) * 1000) / 10,
            name_right: `${t.name}/${t.docs}`,
            control_name_right: `${control.name}/${control.docs}`,
            name_as_control: `${t.nameAsControl}/${t.docs}`,
          }),
        );
      }
    }
  }
} finally {
  await printer.close();
}
