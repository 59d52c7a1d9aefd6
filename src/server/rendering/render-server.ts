/**
 * A render service of its own (docs/scaling.md, « A render service »): a Playwright browser server
 * on this machine's Chromium, with the switches the app uses, that app processes reach through
 * BROWSER_WS_ENDPOINT. Started by `npm run render:server` (render-server-command.ts).
 */
import { randomBytes } from 'node:crypto';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.js';
import { CHROMIUM_ARGS } from './open-browser.js';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

export interface RenderServerSettings {
  host: string;
  port: number;
  path: string;
  chromiumPath: string;
}

/** The settings from the environment, or the French reason they cannot serve. */
export function renderServerSettings(env: NodeJS.ProcessEnv): RenderServerSettings | { error: string } {
  const host = env.RENDER_SERVER_HOST?.trim() || '127.0.0.1';
  const port = Number(env.RENDER_SERVER_PORT?.trim() || '3100');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return { error: 'RENDER_SERVER_PORT doit être un numéro de port (0 à 65535).' };
  const secret = env.RENDER_SERVER_PATH?.trim();
  if (!secret && !LOOPBACK.test(host))
    return { error: `RENDER_SERVER_PATH est requis quand le service écoute sur ${host} : sans lui, quiconque atteint le port pilote le navigateur.` };
  if (secret && !/^\/?[A-Za-z0-9_-]{16,}$/.test(secret)) return { error: 'RENDER_SERVER_PATH doit compter au moins 16 lettres, chiffres, « - » ou « _ ».' };
  const chromiumPath = findChromium(env.CHROMIUM_PATH?.trim() || undefined);
  if (!chromiumPath) return { error: 'Aucun Chromium trouvé : installez le paquet chromium de Debian ou indiquez CHROMIUM_PATH.' };
  const path = secret ? `/${secret.replace(/^\//, '')}` : `/${randomBytes(16).toString('hex')}`;
  return { host, port, path, chromiumPath };
}

/** Starts the browser server; its endpoint carries the secret path. */
export async function startRenderServer(settings: RenderServerSettings): Promise<{ endpoint: string; close(): Promise<void> }> {
  const server = await chromium.launchServer({
    executablePath: settings.chromiumPath,
    args: CHROMIUM_ARGS,
    host: settings.host,
    port: settings.port,
    wsPath: settings.path,
  });
  return { endpoint: server.wsEndpoint(), close: () => server.close() };
}
