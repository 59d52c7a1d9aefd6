import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchTypographyProblems } from '../src/domain/french-typography';
import { frenchSourceFiles, frenchStringsIn, repoRoot } from './french-strings';

/**
 * Every French string the app and its e-mails show follows French typography: a non-breaking
 * space before « ! ? : ; » and inside « ». Fix a failure with `npx tsx scripts/fix-french-typography.ts`.
 */
/**
 * The scan parses every source file of the app (3-5 s quiet, over 5 s at load 10 on two cores):
 * done once for both tests, which get an explicit ceiling instead of vitest's 5 s default.
 */
let scanned: ReturnType<typeof frenchStringsIn> | undefined;
const everyFrenchString = () => (scanned ??= frenchSourceFiles().flatMap((file) => frenchStringsIn(file)));
const SCAN_TIMEOUT_MS = 120_000;

describe('French typography of every string the app and its e-mails show', () => {
  it('finds the strings (the scan itself works)', { timeout: SCAN_TIMEOUT_MS }, () => {
    const strings = everyFrenchString();
    expect(strings.some((s) => s.text.startsWith('Vos informations ont été mises à jour avec succès'))).toBe(true);
    expect(strings.some((s) => s.file.endsWith(path.join('mail', 'templates.ts')))).toBe(true);
  });

  it('has a non-breaking space before « ! ? : ; » and inside « » everywhere', { timeout: SCAN_TIMEOUT_MS }, () => {
    const problems = everyFrenchString().flatMap((s) =>
      frenchTypographyProblems(s.text, { followsText: s.followsText }).map(
        (problem) => `${path.relative(repoRoot, s.file)}:${s.line} ${problem}: ${JSON.stringify(s.text.slice(0, 80))}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('catches a plain space in a JSX text, a template literal and a JSX attribute', () => {
    const source = [
      'const a = <p>Supprimer ce CV ?</p>;',
      'const b = `Bonjour ${name} !`;',
      'const c = <Modal title="Erreur : lien invalide" />;',
      'const d = <p>Le CV «&nbsp;{name}&nbsp;» est prêt&nbsp;!</p>;',
    ].join('\n');
    const found = frenchStringsIn('example.tsx', source).filter((s) => frenchTypographyProblems(s.text, s).length > 0);
    expect(found.map((s) => s.line)).toEqual([1, 2, 3]);
  });
});
