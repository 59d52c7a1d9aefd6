import { describe, expect, it } from 'vitest';
import { buildProof, proofCsvTable, type ProofApplication } from './proof';

const base: ProofApplication = {
  company: 'Nestlé SA',
  company_address: 'Avenue Nestlé 55',
  position: 'Comptable',
  place: '1800 Vevey',
  workload_kind: 'part_time',
  workload_percent: 80,
  channel: 'email',
  sent_on: '2026-01-12',
  contact_name: 'Mme Rochat',
  contact_phone: '021 924 11 11',
  contact_email: 'rh@nestle.example',
  status: 'sent',
  refusal_reason: '',
  orp_assigned: true,
};

const person = { name: 'Zoé Müller', address: 'Rue du Lac 1, 1003 Lausanne', personNumber: '756.1234.5678.97' };

describe('the monthly proof', () => {
  it('lists the month’s sent applications oldest first, each field in the form’s order, in French', () => {
    const apps: ProofApplication[] = [
      {
        ...base,
        company: 'Coop',
        sent_on: '2026-01-20',
        status: 'rejected',
        refusal_reason: 'Poste pourvu',
        channel: 'phone',
        workload_kind: 'full_time',
        workload_percent: 100,
        orp_assigned: false,
      },
      base,
      { ...base, company: 'Migros', sent_on: null, status: 'to_send' },
      { ...base, company: 'UBS', sent_on: '2026-02-01' },
      { ...base, company: 'Roche', sent_on: '2026-01-25', status: 'offer', channel: 'in_person', workload_kind: null, workload_percent: null },
      { ...base, company: 'Swisscom', sent_on: '2026-01-26', status: 'withdrawn', channel: 'online' },
    ];
    const proof = buildProof(apps, '2026-01', 'fr', person);
    expect(proof.monthLabel).toBe('janvier 2026');
    expect(proof.deadline).toBe('2026-02-05');
    expect(proof.rows).toEqual([
      {
        date: '12.01.2026',
        company: 'Nestlé SA',
        address: 'Avenue Nestlé 55, 1800 Vevey',
        contact: 'Mme Rochat, rh@nestle.example',
        phone: '021 924 11 11',
        position: 'Comptable',
        orp: 'Oui',
        workload: 'Temps partiel (80\u00a0%)',
        channel: 'Par écrit / électronique (e-mail)',
        result: 'En suspens',
        reason: '',
      },
      expect.objectContaining({
        date: '20.01.2026',
        company: 'Coop',
        orp: 'Non',
        workload: 'Plein temps',
        channel: 'Par téléphone',
        result: 'Refus',
        reason: 'Poste pourvu',
      }),
      expect.objectContaining({ date: '25.01.2026', company: 'Roche', workload: '', channel: 'En personne', result: 'Engagement' }),
      expect.objectContaining({ date: '26.01.2026', company: 'Swisscom', channel: 'Par écrit / électronique (portail en ligne)', result: 'Retirée' }),
    ]);
    expect(proof.totals).toEqual({ count: 4, written: 2, in_person: 1, phone: 1, pending: 1, interview: 0, hired: 1, rejected: 1 });
  });

  it('speaks German and Italian, with the form’s own words', () => {
    const de = buildProof([{ ...base, status: 'interview' }], '2026-01', 'de', person);
    expect(de.monthLabel).toBe('Januar 2026');
    expect(de.rows[0]).toMatchObject({
      orp: 'Ja',
      workload: 'Teilzeit (80\u00a0%)',
      channel: 'Brieflich / elektronisch (E-Mail)',
      result: 'Vorstellungsgespräch',
    });
    const it = buildProof([{ ...base, status: 'rejected', refusal_reason: 'Profilo non adatto' }], '2026-01', 'it', person);
    expect(it.rows[0]).toMatchObject({
      orp: 'Sì',
      workload: 'Tempo parziale (80\u00a0%)',
      channel: 'Per iscritto / elettronica (e-mail)',
      result: 'Rifiuto',
      reason: 'Profilo non adatto',
    });
    expect(proofCsvTable(it)[0]).toEqual([
      'Data della candidatura',
      'Ditta',
      'Indirizzo',
      'Persona di contatto',
      'N. di telefono',
      'Posto di lavoro',
      'Assegnazione URC',
      'Grado d’occupazione',
      'Candidatura',
      'Esito della candidatura',
      'Motivo del rifiuto',
    ]);
  });

  it('makes the CSV of the same rows, in the same order', () => {
    const proof = buildProof([base, { ...base, company: 'Coop', sent_on: '2026-01-02' }], '2026-01', 'fr', person);
    const table = proofCsvTable(proof);
    expect(table.slice(1).map((r) => [r[0], r[1]])).toEqual([
      ['02.01.2026', 'Coop'],
      ['12.01.2026', 'Nestlé SA'],
    ]);
    expect(table[1]).toEqual([
      '02.01.2026',
      'Coop',
      'Avenue Nestlé 55, 1800 Vevey',
      'Mme Rochat, rh@nestle.example',
      '021 924 11 11',
      'Comptable',
      'Oui',
      'Temps partiel (80\u00a0%)',
      'Par écrit / électronique (e-mail)',
      'En suspens',
      '',
    ]);
  });
});
