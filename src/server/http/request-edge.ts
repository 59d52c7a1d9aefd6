import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mapStringsDeep } from '../../domain/cv/control-chars.js';
import { detailError } from './errors.js';

/**
 * What every request goes through before any route reads it, whatever the route:
 * - a JSON body nested deeper than MAX_JSON_DEPTH is refused (400) before it is parsed: deep
 *   nesting costs nothing to send and overflows the stack of every recursive reader after it
 *   (zod, sanitisers, our own walks);
 * - NUL is removed from every string of a JSON or text body, of the query and of the path
 *   parameters (PostgreSQL refuses it in text and jsonb), and a lone UTF-16 surrogate (a
 *   `\ud800` escape, which jsonb refuses too) becomes U+FFFD, as undecodable bytes already do.
 * The size bound is Fastify's `bodyLimit` (2 MB, larger on the upload routes): 413.
 */
export const MAX_JSON_DEPTH = 32;

/** True when the JSON text opens more than `max` arrays or objects inside each other. */
export function jsonNestingExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** NUL removed, lone surrogates replaced (the string PostgreSQL can store). */
export function storableText(text: string): string {
  const withoutNul = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  return withoutNul.replace(LONE_SURROGATE, '\uFFFD');
}

/** Every string of a parsed JSON value, keys included, made storable. Depth is bounded by the parser. */
export function storableDeep(value: unknown): unknown {
  return mapStringsDeep(value, storableText);
}

export const requestEdgeMessages = {
  tooDeep: `Les données envoyées sont trop imbriquées (au plus ${MAX_JSON_DEPTH} niveaux).`,
} as const;

function cleanRecord(request: FastifyRequest, key: 'query' | 'params'): void {
  const value = request[key];
  if (value && typeof value === 'object') (request as unknown as Record<string, unknown>)[key] = storableDeep(value);
}

export const requestEdge = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
        done(detailError(400, requestEdgeMessages.tooDeep, 'too_deep'), undefined);
        return;
      }
      void parseJson(request, text, (err, parsed) => {
        if (err) done(err, undefined);
        else done(null, storableDeep(parsed));
      });
    });
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, storableText(body as string)));
    app.addHook('preValidation', async (request) => {
      cleanRecord(request, 'query');
      cleanRecord(request, 'params');
    });
  },
  { name: 'request-edge' },
);
