import { z } from 'zod';
import { emptyCvDocument } from '../../domain/cv/cv-schema.js';
import { letterDocumentSchema } from '../../domain/letter/letter-schema.js';

/**
 * The corpus of the fuzz test over every route (http/fuzz-every-route.test.ts): bodies a
 * client can send by mistake or on purpose, most of them made from a body the route accepts
 * (its baseline) so that they reach past validation into the code that stores and renders.
 */
export interface MalformedBody {
  name: string;
  payload: string | Buffer;
  contentType?: string;
}

/** The ids of the signed-in user's own things, for the fields that name one. */
export type OwnedIds = Record<'cv' | 'letter' | 'document' | 'application' | 'tracked' | 'email', string>;

/** Replaced by a new address in each request (registration must not find it taken). */
export const FRESH_EMAIL = 'fuzz.fresh@example.ch';

const NUL = '\u0000';
const PASSWORD = 'rivière grise sous le pont du Rhône';

/** A plausible string for a field, by its name and JSON schema. */
function plausibleText(name: string, schema: Record<string, unknown>, ids: OwnedIds): string {
  if (schema.format === 'email' || /email/.test(name)) return FRESH_EMAIL;
  if (/password/.test(name)) return PASSWORD;
  if (/phone/.test(name)) return '+41 79 123 45 67';
  if (/postal/.test(name)) return '1204';
  if (name === 'cv_id') return ids.cv;
  if (name === 'letter_id') return ids.letter;
  if (/attachment/.test(name)) return ids.document;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  return 'Texte'.padEnd(min, 'x');
}

/** A value of the JSON schema's shape, with plausible strings. */
function sample(schema: unknown, ids: OwnedIds, name = '', depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 8) return 'Texte';
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  if ('const' in s) return s.const;
  if ('default' in s && s.default !== undefined) return s.default;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options: unknown = s[key];
    if (Array.isArray(options) && options.length) {
      const preferred: unknown =
        options.find((o) => (o as { type?: unknown }).type === 'object') ?? options.find((o) => (o as { type?: unknown }).type !== 'null') ?? options[0];
      return sample(preferred, ids, name, depth + 1);
    }
  }
  switch (s.type) {
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value, ids, key, depth + 1)]));
    }
    case 'array':
      return [sample(s.items, ids, name, depth + 1)];
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return plausibleText(name, s, ids);
  }
}

/** Every empty string of a document given some text, so that corrupting it reaches the stored text. */
function filled(document: unknown): unknown {
  return mapLeaves(document, (v) => (v === '' ? 'Texte' : v));
}

/**
 * A body the route accepts, or comes close to: its declared schema's shape, or for the routes that
 * read their body themselves, the document they store (a CV, a letter, an application).
 */
export function baselineBody(method: string, url: string, bodySchema: unknown, ids: OwnedIds): unknown {
  const cv = filled(emptyCvDocument(1));
  if (url === '/api/cvs/create/' || (method === 'PUT' && url === '/api/cvs/:id/')) return cv;
  if (url === '/api/cvs/template-preview/') return { cv_data: cv, template_id: 1, accent_color: '#E1E1E1' };
  const letter = { ...(filled(letterDocumentSchema.parse({})) as object), date: '2026-11-23', cv_id: ids.cv };
  if (url === '/api/letters/preview/') return { letter_data: letter, letter_id: ids.letter };
  if (url.startsWith('/api/letters/') && method !== 'DELETE') return letter;
  if (url === '/api/accounts/profile/')
    return {
      first_name: 'Léa',
      last_name: 'Muller',
      email: ids.email,
      phone_number: '+41 79 123 45 67',
      country: 'Suisse',
      address: 'Rue du Rhône 14',
      postal_code: '1204',
      city: 'Genève',
    };
  if (url === '/api/tracker/applications/' || url === '/api/tracker/applications/:id/') {
    return {
      company: 'Migros',
      company_address: 'Rue du Rhône 14, 1204 Genève',
      position: 'Gestionnaire',
      status: 'sent',
      sent_on: '2026-01-15',
      channel: 'email',
      workload_kind: 'part_time',
      workload_percent: 80,
      contact_email: 'rh@migros.example',
      interview_at: '2026-02-01T10:00:00+01:00',
      cv_id: ids.cv,
      letter_id: ids.letter,
    };
  }
  if (url === '/api/tracker/applications/from-dossier/') return { dossier_id: ids.application };
  if (url === '/api/tracker/proof/')
    return { month: '2026-01', language: 'de', name: 'Léa Muller', address: 'Rue du Rhône 14', person_number: '756.1234.5678.97', format: 'pdf' };
  if (url === '/api/tracker/import/') return { text: 'Date;Entreprise;Poste\n31.01.2026;Migros;Gestionnaire', dry_run: true };
  if (url === '/api/tracker/settings/') return { monthly_target: 12, follow_up_days: 10, monthly_reminder: true, proof_language: 'fr' };
  if (url.startsWith('/api/applications/'))
    return {
      company: 'Migros',
      position: 'Gestionnaire',
      cv_id: ids.cv,
      letter_id: ids.letter,
      attachment_ids: [ids.document],
      options: { cover_page: true, page_numbers: true, target_mb: 3 },
    };
  if (url.startsWith('/api/documents/')) return { name: 'Certificat de travail', kind: 'certificate' };
  if (bodySchema instanceof z.ZodType) return sample(z.toJSONSchema(bodySchema, { io: 'input', unrepresentable: 'any' }), ids);
  return { title: 'Texte', name: 'Texte' };
}

/** `value` with every leaf (string, number, boolean, null) replaced by `leaf(leaf)`. */
function mapLeaves(value: unknown, leaf: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, leaf));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, leaf)]));
  return leaf(value);
}

const strings = (value: unknown, make: (s: string) => string) => mapLeaves(value, (v) => (typeof v === 'string' ? make(v) : v));

/** One copy of `value` per string leaf (at most `max`), that leaf alone changed by `make`; named by its path. */
function eachString(value: unknown, make: (s: string) => string, max = 80): Array<{ path: string; value: unknown }> {
  const paths: string[][] = [];
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === 'string') paths.push(path);
    else if (Array.isArray(v)) v.forEach((item, i) => walk(item, [...path, String(i)]));
    else if (v && typeof v === 'object') for (const [k, item] of Object.entries(v)) walk(item, [...path, k]);
  };
  walk(value, []);
  return paths.slice(0, max).map((path) => {
    const copy = structuredClone(value) as Record<string, unknown>;
    let node: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
    const last = path[path.length - 1]!;
    node[last] = make(node[last] as string);
    return { path: path.join('.'), value: copy };
  });
}

function countStrings(value: unknown): number {
  let n = 0;
  mapLeaves(value, (v) => (typeof v === 'string' ? n++ : v));
  return n;
}

export function malformedBodies(baseline: unknown): MalformedBody[] {
  const json = (name: string, value: unknown): MalformedBody => ({ name, payload: JSON.stringify(value), contentType: 'application/json' });
  const raw = (name: string, payload: string | Buffer, contentType = 'application/json'): MalformedBody => ({ name, payload, contentType });
  const boundary = 'fuzzboundary';
  const multipart = (name: string, body: string) => raw(name, Buffer.from(body, 'latin1'), `multipart/form-data; boundary=${boundary}`);
  // Every string as long as the 2 MB body limit allows, all together.
  const hugeLength = Math.min(200_000, Math.floor(1_500_000 / Math.max(1, countStrings(baseline)) / 2));

  const nulInside = (s: string) => (s === '' ? `x${NUL}y` : `${s.slice(0, 1)}${NUL}${s.slice(1)}`);
  return [
    json('the baseline', baseline),
    ...eachString(baseline, nulInside).map(({ path, value }) => json(`NUL in ${path}`, value)),
    ...eachString(baseline, (s) => `${s}\uD800`).map(({ path, value }) => json(`a lone surrogate in ${path}`, value)),
    raw('deep array nesting', `${'['.repeat(10_000)}${']'.repeat(10_000)}`),
    raw('deep object nesting', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`),
    raw(
      'deep nesting inside the baseline',
      JSON.stringify({ deep: 0, ...(baseline as object) }).replace('"deep":0', `"deep":${'['.repeat(5_000)}${']'.repeat(5_000)}`),
    ),
    json('NUL inside every string', strings(baseline, nulInside)),
    json(
      'NUL at the end of every string',
      strings(baseline, (s) => `${s}${NUL}`),
    ),
    json('NUL in a key', { [`a${NUL}b`]: 1, ...(baseline as object) }),
    json(
      'lone surrogates in every string',
      strings(baseline, (s) => `${s}\uD800`),
    ),
    json(
      'a lone low surrogate in every string',
      strings(baseline, (s) => `\uDFFF${s}`),
    ),
    json(
      'every string huge',
      strings(baseline, () => 'é'.repeat(hugeLength)),
    ),
    json('one string of 1.5 MB', { ...(baseline as object), title: 'x'.repeat(1_500_000) }),
    raw('a body over the size limit', JSON.stringify({ data: 'z'.repeat(3 * 1024 * 1024) })),
    json(
      'numbers for every field',
      mapLeaves(baseline, () => 1e20),
    ),
    json(
      'negative fractions for every field',
      mapLeaves(baseline, () => -1.5),
    ),
    json(
      'arrays for every field',
      mapLeaves(baseline, () => [1, 'a', null]),
    ),
    json(
      'objects for every field',
      mapLeaves(baseline, () => ({ nested: { deeper: true } })),
    ),
    json(
      'null for every field',
      mapLeaves(baseline, () => null),
    ),
    json(
      'booleans for every field',
      mapLeaves(baseline, () => false),
    ),
    json('unknown fields', { ...(baseline as object), first_name: 'Léa', zzz: { a: 1 } }),
    json('an array body', [baseline]),
    json('a string body', 'just a string'),
    json('a number body', 42),
    json('a null body', null),
    raw('an empty JSON body', ''),
    raw('truncated JSON', JSON.stringify(baseline).slice(0, 40)),
    raw(
      'invalid UTF-8 bytes',
      Buffer.concat([
        Buffer.from('{"email":"'),
        Buffer.from([0xff, 0xfe, 0xc3, 0x28]),
        Buffer.from('","title":"'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    ),
    raw('invalid UTF-8 inside the baseline', Buffer.from(JSON.stringify(baseline).replaceAll('Texte', 'T\u00ffxte'), 'latin1')),
    raw('prototype poisoning', '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
    raw('NUL in a text body', `plain${NUL}text`, 'text/plain'),
    raw('a form body', `email=a%00b&password=${'x'.repeat(100)}`, 'application/x-www-form-urlencoded'),
    raw('an unknown content type', '<xml/>', 'application/xml'),
    multipart(
      'truncated multipart (no closing boundary)',
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\nabc`,
    ),
    multipart(
      'truncated multipart with NUL in the file name',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a${NUL}b.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`,
    ),
    multipart(
      'multipart with NUL in a field and the file name',
      `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\ncert${NUL}ificate\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x${NUL}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n--${boundary}--\r\n`,
    ),
    multipart(
      'multipart with a field where a file is expected',
      `--${boundary}\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot a file\r\n--${boundary}--\r\n`,
    ),
    multipart('multipart with a broken part header', `--${boundary}\r\nGarbage-Header\r\n\r\n`),
    raw('multipart without a boundary', Buffer.from('--x\r\n\r\n'), 'multipart/form-data'),
    raw('multipart with an empty body', Buffer.alloc(0), `multipart/form-data; boundary=${boundary}`),
  ];
}

/** Query strings for every route: NUL, undecodable bytes, repeated and huge parameters. */
export const malformedQueries: readonly string[] = [
  '?t=%00&key=%00x&fresh=1%00&format=pdf%00',
  '?t=%ff%fe&key=%c3%28&q=%ed%a0%80',
  '?fresh=1&fresh=2&t=a&t=b&plan_type[]=x',
  `?t=${'9'.repeat(400)}&version=${'9'.repeat(40)}`,
  '?t=-1&version=-1&fresh=true&page=NaN',
];
