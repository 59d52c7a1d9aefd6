import { Ajv, type ValidateFunction } from 'ajv';
import reference from './stripe-schemas.json' with { type: 'json' };

/**
 * Checks an object answered by Stripe (or by our emulator) against the schema of its resource
 * (stripe-schemas.json, made by scripts/stripe-reference.ts from the pinned SDK's declarations
 * of Stripe's OpenAPI spec). The schemas are written as OpenAPI 3.0 writes them: `nullable`
 * beside a `type` or an `anyOf`, and expandable fields as `anyOf` of an id and the object. JSON
 * Schema has no `nullable` (and a validator ignores keywords beside `$ref` in draft-07), so each
 * `nullable` becomes an `anyOf` with `{type: 'null'}`. Objects are closed
 * (`additionalProperties: false`): a field Stripe does not have is an error, not a pass.
 */
type Schema = Record<string, unknown>;

function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Schema;
  const converted: Schema = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'x-not-followed') continue;
    converted[key] = key === 'properties' ? Object.fromEntries(Object.entries(value as Schema).map(([k, v]) => [k, toJsonSchema(v)])) : toJsonSchema(value);
  }
  if (converted.type === 'object' && converted.properties && Object.keys(converted.properties).length > 0 && converted.additionalProperties === undefined)
    converted.additionalProperties = false;
  return nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema({ $id: 'stripe', definitions: toJsonSchema(reference.definitions) as Schema });
const validators = new Map<string, ValidateFunction>();

function validatorFor(object: string): ValidateFunction {
  let validate = validators.get(object);
  if (!validate) {
    const resource = (reference.resources as Record<string, { $ref: string } | undefined>)[object];
    if (!resource) throw new Error(`no Stripe schema for object "${object}"`);
    validate = ajv.compile({ $ref: `stripe${resource.$ref}` });
    validators.set(object, validate);
  }
  return validate;
}

/** The schema errors of one Stripe answer (a list: of each of its items), empty when it conforms. */
export function stripeSchemaErrors(answer: unknown): string[] {
  const value = answer as { object?: string; data?: unknown[] };
  if (value?.object === 'list') {
    if (!Array.isArray(value.data)) return ['list without data'];
    return value.data.flatMap((item, i) => stripeSchemaErrors(item).map((e) => `data[${i}]${e}`));
  }
  const object = value?.object;
  if (typeof object !== 'string') return ['answer without an object type'];
  const validate = validatorFor(object);
  if (validate(value)) return [];
  return (validate.errors ?? []).map(
    (e) => `${object}${e.instancePath} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? `: ${String(e.params.additionalProperty)}` : ''}`,
  );
}

/** The pinned SDK version the schemas come from (the test fails when they drift apart). */
export const stripeSchemaSource = reference.source;
