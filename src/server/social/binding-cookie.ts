import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SocialProvider } from '../../domain/social/providers.js';
import type { Config } from '../config.js';
import { OAUTH_STATE_TTL_MS } from './oauth-states.js';

/**
 * The cookie that ties a callback to the browser that started the sign-in (RFC 6749 §10.12):
 * without it, someone could send a victim a callback link of their own sign-in and have the
 * victim signed into the sender's account. Only its digest is stored, beside the state. It is
 * scoped to the provider's login calls and lives as long as the state.
 */
const cookieName = (provider: SocialProvider) => `cvs_oauth_${provider}`;
const cookiePath = (provider: SocialProvider) => `/api/accounts/${provider}/login/`;

function attributes(config: Config, provider: SocialProvider, maxAgeSeconds: number): string {
  const secure = config.publicUrl.startsWith('https://') ? '; Secure' : '';
  return `Path=${cookiePath(provider)}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

export function setBindingCookie(reply: FastifyReply, config: Config, provider: SocialProvider, value: string): void {
  reply.header('set-cookie', `${cookieName(provider)}=${value}; ${attributes(config, provider, OAUTH_STATE_TTL_MS / 1000)}`);
}

export function clearBindingCookie(reply: FastifyReply, config: Config, provider: SocialProvider): void {
  reply.header('set-cookie', `${cookieName(provider)}=; ${attributes(config, provider, 0)}`);
}

export function readBindingCookie(request: FastifyRequest, provider: SocialProvider): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const name = cookieName(provider);
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
