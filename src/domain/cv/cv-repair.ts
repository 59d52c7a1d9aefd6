import { stripControlCharsDeep } from './control-chars.js';
import { CV_LIMITS, cvDocumentSchema, type CvDocument } from './cv-schema.js';

/** One change made to a stored CV so that it fits the schema again. */
export interface CvRepair {
  /** The field's path in the document, as the server's field errors name it (`education.0.city`). */
  path: string;
  kind: 'shortened' | 'list-shortened' | 'removed';
  /** The text taken out (shortened or removed text), or how many items were taken off a list. */
  removedText?: string;
  removedItems?: number;
}

type Json = Record<string, unknown> | unknown[];

function setAt(root: Json, path: readonly PropertyKey[], value: unknown): void {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) node = (node as Record<PropertyKey, unknown>)[key as string];
  if (node && typeof node === 'object') (node as Record<PropertyKey, unknown>)[path.at(-1) as string] = value;
}

function getAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key as string] : undefined;
  return node;
}

/**
 * A stored CV (an anonymous draft, a safety copy) that no longer fits the schema, made to fit:
 * too-long texts are shortened, too-long lists cut, and values of the wrong kind removed; each
 * change is returned so that the editor can say what changed. Undefined when it cannot be made
 * to fit (then the caller keeps the original aside).
 */
export function repairCvDocument(raw: unknown): { cv: CvDocument; repairs: CvRepair[] } | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const input = JSON.parse(JSON.stringify(stripControlCharsDeep(raw))) as Json;
  const repairs: CvRepair[] = [];
  for (let round = 0; round < 10; round += 1) {
    const parsed = cvDocumentSchema.safeParse(input);
    if (parsed.success) return { cv: parsed.data, repairs };
    for (const issue of parsed.error.issues) {
      const path = issue.path;
      if (path.length === 0) return undefined;
      const value = getAt(input, path);
      const name = path.map(String).join('.');
      const maximum = 'maximum' in issue && typeof issue.maximum === 'number' ? issue.maximum : undefined;
      if (typeof value === 'string' && maximum !== undefined) {
        setAt(input, path, value.slice(0, maximum));
        repairs.push({ path: name, kind: 'shortened', removedText: value.slice(maximum) });
      } else if (Array.isArray(value)) {
        const max = maximum ?? (name === 'custom_fields' ? CV_LIMITS.customSections : CV_LIMITS.listItems);
        setAt(input, path, value.slice(0, max));
        repairs.push({ path: name, kind: 'list-shortened', removedItems: value.length - max });
      } else {
        setAt(input, path, undefined);
        repairs.push({ path: name, kind: 'removed', ...(typeof value === 'string' ? { removedText: value } : {}) });
      }
    }
  }
  return undefined;
}
