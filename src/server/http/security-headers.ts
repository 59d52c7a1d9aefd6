import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { CODE_AFTER_PAINT_SCRIPT, SESSION_HINT_SCRIPT } from '../../domain/prerender.js';
import type { Config } from '../config.js';

/** The CSP source that allows one inline script, and no other. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Security headers on every answer. The CSP allows only our own origin, plus the payment
 * provider's and Apple's scripts when those are configured (the only third-party code the
 * product loads), and two inline scripts by their hashes: the prerendered pages' session hint and the phone editor's code loader. Inline styles stay allowed: the CV preview is a sandboxed srcdoc frame
 * that inherits this policy and carries its own <style>.
 */
export const securityHeaders = fp(
  async (app, opts: { config: Config }) => {
    const { config } = opts;
    const scriptSrc = ["'self'", inlineScriptSource(SESSION_HINT_SCRIPT), inlineScriptSource(CODE_AFTER_PAINT_SCRIPT)];
    const connectSrc = ["'self'"];
    const frameSrc = ["'self'"];
    const imgSrc = ["'self'", 'data:', 'blob:'];
    if (config.stripe) {
      scriptSrc.push('https://js.stripe.com');
      connectSrc.push('https://api.stripe.com');
      frameSrc.push('https://js.stripe.com', 'https://hooks.stripe.com');
      imgSrc.push('https://*.stripe.com');
    }
    if (config.social.apple) {
      scriptSrc.push('https://appleid.cdn-apple.com');
      frameSrc.push('https://appleid.apple.com');
    }
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc,
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc,
          fontSrc: ["'self'", 'data:'],
          connectSrc,
          frameSrc,
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      // Popups of the social providers post back to their opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
