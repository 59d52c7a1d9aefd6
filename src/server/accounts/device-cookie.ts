import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The device cookie of OWASP's « Slow Down Online Guessing Attacks with Device Cookies »: a
 * browser where someone signed in to an account with its password gets a cookie bound to that
 * address (a random nonce signed with a key derived from JWT_SECRET). With it, that browser
 * keeps an allowance of its own: failures elsewhere, however many, never refuse it, and its own
 * failures are counted against its nonce only. One cookie per account (its name is derived
 * from the address), sent to the login call only.
 */
const COOKIE_PATH = '/api/accounts/login/';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const deviceKey = (config: Config) => createHmac('sha256', config.auth.jwtSecret).update('cv-suisse device cookie').digest();

const mac = (config: Config, label: string, value: string) => createHmac('sha256', deviceKey(config)).update(`${label}:${value}`).digest('base64url');

/** `cvs_device_<16 characters>`: per account, without writing the address into the browser. */
const cookieName = (config: Config, email: string) => `cvs_device_${mac(config, 'name', email.toLowerCase()).slice(0, 16)}`;

const signature = (config: Config, nonce: string, email: string) => mac(config, 'device', `${nonce}:${email.toLowerCase()}`).slice(0, 32);

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The nonce of this browser's valid device cookie for `email`, or undefined (none, forged, another account's). */
export function trustedDevice(request: FastifyRequest, config: Config, email: string): string | undefined {
  const value = readCookie(request, cookieName(config, email));
  const [nonce, sig] = (value ?? '').split('.');
  if (!nonce || !sig || !/^[\w-]{22}$/.test(nonce)) return undefined;
  const expected = Buffer.from(signature(config, nonce, email));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
}

/** Marks this browser as one where `email` signed in (a fresh nonce each time). */
export function setDeviceCookie(reply: FastifyReply, config: Config, email: string): void {
  const nonce = randomBytes(16).toString('base64url');
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookieName(config, email)}=${nonce}.${signature(config, nonce, email)}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
  );
}
