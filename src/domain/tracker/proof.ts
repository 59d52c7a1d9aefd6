import { applicationsOfMonth } from './monthly.js';
import { proofDeadline } from './reminders.js';
import { proofLabels, type FormChannel, type FormResult, type ProofLabels, type ProofTotals } from './proof-labels.js';
import type { ApplicationChannel, ApplicationStatus, TrackedApplication } from './tracked-application.js';
import { monthName, swissDate, type ProofLanguage } from './zurich-time.js';

/**
 * The monthly proof for the ORP/RAV/URC, laid out like the federal form 716.007 « Nachweis der
 * persönlichen Arbeitsbemühungen » (SECO, arbeit.swiss; fields and order recorded in
 * docs/decisions/2026-11-26-orp-proof-form.md), in French, German and Italian. The PDF
 * (templates/tracker) and the CSV are made from the same rows.
 */

export const PROOF_LANGUAGES = ['fr', 'de', 'it'] as const satisfies readonly ProofLanguage[];

/** The form's three ways of applying, and ours under them. */
const formChannelOf: Record<ApplicationChannel, FormChannel> = {
  written: 'written',
  online: 'written',
  email: 'written',
  phone: 'phone',
  in_person: 'in_person',
};

const formResultOf: Record<Exclude<ApplicationStatus, 'to_send'>, FormResult> = {
  sent: 'pending',
  no_answer: 'pending',
  interview: 'interview',
  offer: 'hired',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/** What the proof reads of an application. */
export type ProofApplication = Pick<
  TrackedApplication,
  | 'company'
  | 'company_address'
  | 'position'
  | 'place'
  | 'workload_kind'
  | 'workload_percent'
  | 'channel'
  | 'sent_on'
  | 'contact_name'
  | 'contact_phone'
  | 'contact_email'
  | 'status'
  | 'refusal_reason'
  | 'orp_assigned'
>;

/** One row of the proof, every cell as printed (the CSV splits the employer cell in its parts). */
export interface ProofRow {
  date: string;
  company: string;
  address: string;
  contact: string;
  phone: string;
  position: string;
  orp: string;
  workload: string;
  channel: string;
  result: string;
  reason: string;
}

export interface ProofPerson {
  name: string;
  address: string;
  personNumber: string;
}

export interface Proof {
  language: ProofLanguage;
  month: string;
  monthLabel: string;
  deadline: string;
  person: ProofPerson;
  rows: ProofRow[];
  totals: ProofTotals;
}

function workloadCell(app: ProofApplication, l: ProofLabels): string {
  const percent = app.workload_percent ? ` (${app.workload_percent}\u00a0%)` : '';
  if (app.workload_kind === 'full_time') return l.fullTime;
  if (app.workload_kind === 'part_time') return `${l.partTime}${percent}`;
  if (app.workload_percent === 100) return l.fullTime;
  return app.workload_percent ? `${l.partTime}${percent}` : '';
}

function channelCell(app: ProofApplication, l: ProofLabels): string {
  if (!app.channel) return '';
  const form = formChannelOf[app.channel];
  // The form's box, and how it was done when the box covers several ways (letter, e-mail, portal).
  return form === 'written' ? `${l.channels.written} (${l.ourChannels[app.channel]})` : l.channels[form];
}

/** The row of one sent application. */
export function proofRow(app: ProofApplication, language: ProofLanguage): ProofRow {
  const l = proofLabels[language];
  const result = formResultOf[app.status as Exclude<ApplicationStatus, 'to_send'>] ?? 'pending';
  return {
    date: app.sent_on ? swissDate(app.sent_on) : '',
    company: app.company,
    address: [app.company_address, app.place].filter(Boolean).join(', '),
    contact: [app.contact_name, app.contact_email].filter(Boolean).join(', '),
    phone: app.contact_phone,
    position: app.position,
    orp: app.orp_assigned ? l.yes : l.no,
    workload: workloadCell(app, l),
    channel: channelCell(app, l),
    result: l.results[result],
    reason: result === 'rejected' ? app.refusal_reason : '',
  };
}

export function proofTotals(apps: readonly ProofApplication[]): ProofTotals {
  const totals: ProofTotals = { count: apps.length, written: 0, in_person: 0, phone: 0, pending: 0, interview: 0, hired: 0, rejected: 0 };
  for (const app of apps) {
    if (app.channel) totals[formChannelOf[app.channel]]++;
    const result = formResultOf[app.status as Exclude<ApplicationStatus, 'to_send'>];
    if (result && result !== 'withdrawn') totals[result]++;
  }
  return totals;
}

/** The proof of `month`: the applications sent that month (Zurich days), oldest first. */
export function buildProof(apps: readonly ProofApplication[], month: string, language: ProofLanguage, person: ProofPerson): Proof {
  const ofMonth = applicationsOfMonth(apps, month);
  return {
    language,
    month,
    monthLabel: monthName(month, language),
    deadline: proofDeadline(month),
    person,
    rows: ofMonth.map((a) => proofRow(a, language)),
    totals: proofTotals(ofMonth),
  };
}

/** The CSV of the proof: the same rows, the employer cell in its parts. */
export function proofCsvTable(proof: Proof): string[][] {
  return [
    proofLabels[proof.language].csvHeader,
    ...proof.rows.map((r) => [r.date, r.company, r.address, r.contact, r.phone, r.position, r.orp, r.workload, r.channel, r.result, r.reason]),
  ];
}
