import type { z } from 'zod';

/** What a zod schema is made of, as far as object keys are concerned (zod 4's definitions). */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default, catch, readonly, lazy and the input side of a transform. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    const next = def.innerType ?? (def.type === 'pipe' ? def.in : undefined) ?? (def.type === 'lazy' ? def.getter?.() : undefined);
    if (!next) return current;
    current = next;
  }
  return current;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface UnknownKey {
  /** Dotted path of the key, e.g. `personal_info.first_name` or `education.0.school`. */
  path: string;
  /** The known sibling it most likely means (`firstName` for `first_name`), if any. */
  suggestion?: string;
}

/** `first_name`, `FirstName` and `first-name` all mean `firstName`. */
const loose = (key: string) => key.toLowerCase().replace(/[_\-\s]/g, '');

/**
 * The keys of `value` that `schema` does not know (zod strips them silently), wherever they are:
 * in nested objects, list items, record values and the object branch of unions. `allowed` lists
 * dotted paths accepted without being in the schema (`*` matches a list index).
 */
export function unknownKeys(schema: z.ZodType, value: unknown, allowed: ReadonlySet<string> = new Set()): UnknownKey[] {
  const found: UnknownKey[] = [];
  const walk = (node: z.ZodType, data: unknown, path: string[], pattern: string[]) => {
    if (data === null || data === undefined) return;
    const s = unwrap(node);
    const def = defOf(s);
    if (def.type === 'object' && isPlainObject(data)) {
      const shape = def.shape ?? {};
      for (const [key, item] of Object.entries(data)) {
        const keyPath = [...path, key];
        const keyPattern = [...pattern, key];
        const known = shape[key] ?? (def.catchall && defOf(def.catchall).type !== 'never' ? def.catchall : undefined);
        if (known) walk(known, item, keyPath, keyPattern);
        else if (!allowed.has(keyPattern.join('.'))) {
          const suggestion = Object.keys(shape).find((name) => loose(name) === loose(key));
          found.push(suggestion ? { path: keyPath.join('.'), suggestion } : { path: keyPath.join('.') });
        }
      }
    } else if (def.type === 'array' && Array.isArray(data) && def.element) {
      const element = def.element;
      data.forEach((item, index) => walk(element, item, [...path, String(index)], [...pattern, '*']));
    } else if (def.type === 'record' && isPlainObject(data) && def.valueType) {
      const valueType = def.valueType;
      for (const [key, item] of Object.entries(data)) walk(valueType, item, [...path, key], [...pattern, '*']);
    } else if (def.type === 'union' && def.options) {
      // The branch of the value's kind: an object for an object, a list for a list.
      const kind = Array.isArray(data) ? 'array' : isPlainObject(data) ? 'object' : undefined;
      const branch = def.options.find((option) => defOf(unwrap(option)).type === kind);
      if (branch) walk(branch, data, path, pattern);
    }
  };
  walk(schema, value, [], []);
  return found;
}
