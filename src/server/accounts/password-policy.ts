import { readFileSync } from 'node:fs';
import { accountMessages as m } from '../../domain/accounts/messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../domain/accounts/schemas.js';
import { commonPasswordsFile } from '../paths.js';

/**
 * What a new password must pass (NIST SP 800-63B): a length of 8 to 256, and not something an
 * attacker tries first — a common password, with or without digits and symbols around it, a
 * keyboard walk, a sequence, a repetition, or the user's own name or address. No composition
 * rules (upper case, digit, symbol): they make passwords harder to remember, not to guess.
 */

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(commonPasswordsFile, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

const KEYBOARD_ROWS = [
  '`1234567890-=',
  'qwertyuiop[]',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qwertzuiopü',
  'asdfghjklöä',
  'yxcvbnm,.-',
  'azertyuiop',
  'qsdfghjklm',
  'wxcvbn,;:!',
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
];
const WALKS = [
  ...KEYBOARD_ROWS,
  ...KEYBOARD_ROWS.map((row) => [...row].reverse().join('')),
  'qwertyuiopasdfghjklzxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  'qwertzuiopasdfghjklyxcvbnm',
];

function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const LEET: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't', '+': 't' };

function unleet(value: string): string {
  return [...value].map((c) => LEET[c] ?? c).join('');
}

/** The password without the digits and symbols around it: "P@ssword2024!" -> "p@ssword". */
function core(value: string): { core: string; affix: string } {
  const match = /^([^a-z]*)(.*?)([^a-z]*)$/.exec(value);
  if (!match) return { core: value, affix: '' };
  return { core: match[2] ?? '', affix: (match[1] ?? '') + (match[3] ?? '') };
}

/** A run of one character, a short unit repeated, a sequence, or a keyboard walk. */
export function isTrivialPattern(value: string): boolean {
  if (value.length === 0) return true;
  if (/^(.{1,4})\1+.{0,3}$/u.test(value)) return true;
  if (value.length >= 3 && WALKS.some((walk) => walk.includes(value))) return true;
  // A few keyboard walks or sequences glued together ("azertyqwerty", "1234azerty", "qwertasdfg").
  return value.length >= 8 && splitsIntoWalks(value);
}

/** True when the value is a chain of walk pieces of 3+ characters (up to 2 characters left over). */
function splitsIntoWalks(value: string): boolean {
  const reachable = new Array<boolean>(value.length + 1).fill(false);
  reachable[0] = true;
  for (let start = 0; start < value.length; start++) {
    if (!reachable[start]) continue;
    for (let end = start + 3; end <= value.length; end++) {
      if (!WALKS.some((walk) => walk.includes(value.slice(start, end)))) break;
      reachable[end] = true;
    }
  }
  return reachable.slice(value.length - 2).some(Boolean);
}

function isCommon(value: string): boolean {
  const list = commonPasswords();
  for (const candidate of new Set([value, unleet(value)])) {
    if (list.has(candidate)) return true;
    const { core: base, affix } = core(candidate);
    if (base.length >= 3 && list.has(base) && (affix.length <= 6 || isTrivialPattern(affix) || list.has(affix))) return true;
    // The same word twice: "soleilsoleil".
    const half = candidate.length / 2;
    if (Number.isInteger(half) && candidate.slice(0, half) === candidate.slice(half) && list.has(candidate.slice(0, half))) return true;
  }
  return false;
}

function isPersonal(value: string, personal: { email?: string; firstName?: string; lastName?: string }): boolean {
  const local = fold(personal.email?.split('@')[0] ?? '');
  const first = fold(personal.firstName ?? '').replace(/[^a-z]/g, '');
  const last = fold(personal.lastName ?? '').replace(/[^a-z]/g, '');
  const names = [local, local.replace(/[^a-z]/g, ''), first, last, first + last, last + first].filter((n) => n.length >= 3);
  const bare = core(unleet(value)).core.replace(/[^a-z]/g, '');
  return names.some((name) => value === name || bare === name || (name.length >= 5 && value.includes(name) && value.length - name.length <= 4));
}

/** The first reason to refuse a new password, in French, or undefined when it is acceptable. */
export function passwordProblem(password: string, personal: { email?: string; firstName?: string; lastName?: string } = {}): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return m.passwordTooLong;
  const folded = fold(password);
  if (isCommon(folded)) return m.passwordTooCommon;
  if (isTrivialPattern(folded)) return m.passwordTooSimple;
  if (isPersonal(folded, personal)) return m.passwordTooPersonal;
  return undefined;
}
