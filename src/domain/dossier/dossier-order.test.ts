import { describe, expect, it } from 'vitest';
import { defaultAttachmentOrder, dossierParts, placeInOrder, type OrderableAttachment } from './dossier-order.js';

const a = (id: string, kind: OrderableAttachment['kind'], document_date: string | null = null): OrderableAttachment => ({ id, kind, document_date });

describe('the Swiss default order of the annexes', () => {
  it('puts certificates (final and intermediate together) newest first, then diplomas newest first, then the rest', () => {
    const ordered = defaultAttachmentOrder([
      a('autre', 'autre', '2025-01-01'),
      a('dipl-2015', 'diplome', '2015-07-01'),
      a('cert-2019', 'certificat_travail', '2019-03-31'),
      a('attest', 'attestation', '2024-05-01'),
      a('inter-2024', 'certificat_intermediaire', '2024-06-30'),
      a('dipl-2020', 'diplome', '2020-06-30'),
      a('cert-2022', 'certificat_travail', '2022-12-31'),
    ]);
    expect(ordered.map((x) => x.id)).toEqual(['inter-2024', 'cert-2022', 'cert-2019', 'dipl-2020', 'dipl-2015', 'autre', 'attest']);
  });

  it('puts undated documents after the dated ones of their group, in the order they came', () => {
    const ordered = defaultAttachmentOrder([
      a('c-undated-1', 'certificat_travail'),
      a('c-2020', 'certificat_travail', '2020-01-01'),
      a('c-undated-2', 'certificat_travail'),
      a('d', 'diplome'),
    ]);
    expect(ordered.map((x) => x.id)).toEqual(['c-2020', 'c-undated-1', 'c-undated-2', 'd']);
  });

  it('does not change the list it is given', () => {
    const list = [a('d', 'diplome', '2010-01-01'), a('c', 'certificat_travail', '2011-01-01')];
    defaultAttachmentOrder(list);
    expect(list.map((x) => x.id)).toEqual(['d', 'c']);
  });

  it('places a newly chosen document where the rule puts it, keeping the user’s own order', () => {
    const diploma = a('dipl', 'diplome', '2018-06-30');
    const cert = a('cert', 'certificat_travail', '2023-01-31');
    const other = a('autre', 'autre');
    // The user put the diploma before the certificate; a newer certificate goes before both…
    expect(placeInOrder([diploma, cert], a('new-cert', 'certificat_travail', '2024-12-31')).map((x) => x.id)).toEqual(['new-cert', 'dipl', 'cert']);
    // …an attestation after everything that precedes it in the rule.
    expect(placeInOrder([diploma, cert], other).map((x) => x.id)).toEqual(['dipl', 'cert', 'autre']);
    expect(placeInOrder([], cert).map((x) => x.id)).toEqual(['cert']);
  });

  it('makes the whole file: letter, CV, then the annexes', () => {
    expect(dossierParts(true, ['x', 'y'])).toEqual([{ type: 'letter' }, { type: 'cv' }, { type: 'attachment', id: 'x' }, { type: 'attachment', id: 'y' }]);
    expect(dossierParts(false, [])).toEqual([{ type: 'cv' }]);
  });
});
