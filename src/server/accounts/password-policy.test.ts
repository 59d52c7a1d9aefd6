import { describe, expect, it } from 'vitest';
import { isTrivialPattern, passwordProblem } from './password-policy.js';

const COMMON = 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.';
const SIMPLE = 'Ce mot de passe est trop facile à deviner (suite ou répétition de caractères).';
const PERSONAL = 'Le mot de passe ne doit pas reprendre votre nom ou votre adresse e-mail.';

describe('passwordProblem', () => {
  it.each([
    '123456789',
    'password',
    'Password1',
    'P@ssw0rd!',
    'motdepasse',
    'MotDePasse2024',
    'azertyuiop',
    'Azerty123!',
    'qwertzuiop',
    'soleil123',
    'Genève2024',
    'chouchou!!',
    'jetaime<3<3',
    '1q2w3e4r5t',
    'iloveyou1',
    'soleilsoleil',
    'Zurich2025!',
  ])('refuses the common %s', (password) => {
    expect(passwordProblem(password)).toBe(COMMON);
  });

  it.each(['aaaaaaaaaa', '12121212', 'abcabcabc', 'abcdefghij', '98765432', 'qwertasdfg', 'poiuytrez', 'xcvbnmxcvbnm'])(
    'refuses the trivial %s',
    (password) => {
      expect([SIMPLE, COMMON]).toContain(passwordProblem(password));
    },
  );

  it('refuses the user own name or address', () => {
    const me = { email: 'valentine.berset@example.ch', firstName: 'Valentine', lastName: 'Berset' };
    expect(passwordProblem('valentine.berset', me)).toBe(PERSONAL);
    expect(passwordProblem('Berset1987', me)).toBe(PERSONAL);
    expect(passwordProblem('ValentineBerset!', me)).toBe(PERSONAL);
    expect(passwordProblem('Vacances-à-Verbier-avec-Berset', me)).toBeUndefined();
  });

  it.each([
    'Lac-Léman-au-printemps-42',
    'correct horse battery staple',
    'tG7#pL2qW9',
    'la raclette du mardi soir',
    'Gruyère&Vacherin=fondue',
    'x'.repeat(10) + 'Yz7!q',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeUndefined();
  });

  it('bounds the length: 8 to 256', () => {
    expect(passwordProblem('Ab3$eF7')).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    expect(passwordProblem('mots '.repeat(52))).toBe('Le mot de passe ne peut pas dépasser 256 caractères.');
  });

  it('detects keyboard walks and sequences', () => {
    expect(isTrivialPattern('asdfghjk')).toBe(true);
    expect(isTrivialPattern('0987654321')).toBe(true);
    expect(isTrivialPattern('1234azer')).toBe(true);
    expect(isTrivialPattern('montagne')).toBe(false);
  });
});
