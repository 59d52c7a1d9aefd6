import { describe, expect, it } from 'vitest';
import { attachmentEditSchema, attachmentNameFromFile, formatBytes, guessAttachmentKind } from './attachment.js';

describe('attachments', () => {
  it('guesses the kind from the file name', () => {
    expect(guessAttachmentKind('Certificat_de_travail_Migros.pdf')).toBe('certificat_travail');
    expect(guessAttachmentKind('Zwischenzeugnis 2024.pdf')).toBe('certificat_intermediaire');
    expect(guessAttachmentKind('Certificat intermédiaire.pdf')).toBe('certificat_intermediaire');
    expect(guessAttachmentKind('Diplôme HES.jpg')).toBe('diplome');
    expect(guessAttachmentKind('scan.png')).toBe('autre');
  });
  it('names an upload after its file', () => {
    expect(attachmentNameFromFile('Certificat_de_travail.pdf')).toBe('Certificat de travail');
    expect(attachmentNameFromFile('.pdf')).toBe('Document');
  });
  it('checks the edit of a document', () => {
    expect(attachmentEditSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(attachmentEditSchema.safeParse({ document_date: '2024-02-30' }).success).toBe(false);
    expect(attachmentEditSchema.parse({ name: ' Certificat ', kind: 'diplome', document_date: '2024-02-29' })).toEqual({
      name: 'Certificat',
      kind: 'diplome',
      document_date: '2024-02-29',
    });
  });
  it('writes sizes in French', () => {
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5\u00a0Mo');
    expect(formatBytes(300)).toBe('1\u00a0Ko');
    expect(formatBytes(0)).toBe('0\u00a0Ko');
  });
});
