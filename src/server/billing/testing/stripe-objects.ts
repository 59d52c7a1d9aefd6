import fixtures from './stripe-fixtures.json' with { type: 'json' };
import reference from './stripe-schemas.json' with { type: 'json' };

/**
 * Complete Stripe objects for the emulator: every field the resource's schema requires, so that
 * what the emulator answers has Stripe's full shape. A nullable field starts null, a list empty;
 * the rest takes Stripe's own example value (stripe-fixtures.json) when it fits the schema, else
 * a neutral value. The emulator then sets the fields it models.
 */
type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
};
const definitions = reference.definitions as Record<string, Schema>;

function resolve(schema: Schema): Schema {
  if (!schema.$ref) return schema;
  const target = definitions[schema.$ref.replace('#/definitions/', '')]!;
  return schema.nullable ? { ...target, nullable: true } : target;
}

function fill(raw: Schema, example: unknown): unknown {
  const schema = resolve(raw);
  if (schema.nullable) return null;
  if (schema.anyOf) return typeof example === 'string' ? example : '';
  switch (schema.type) {
    case 'object': {
      if (!schema.properties) return {};
      const value: Record<string, unknown> = {};
      const from = example && typeof example === 'object' ? (example as Record<string, unknown>) : {};
      for (const key of schema.required ?? []) value[key] = fill(schema.properties[key]!, from[key]);
      return value;
    }
    case 'array':
      return [];
    case 'string':
      if (schema.enum) return schema.enum.includes(example) ? example : schema.enum[0];
      return typeof example === 'string' ? example : '';
    case 'number':
      return typeof example === 'number' ? example : 0;
    case 'boolean':
      return typeof example === 'boolean' ? example : false;
    default:
      return null;
  }
}

/** A complete object of `object` type (e.g. 'invoice'), with `fields` set over it. */
export function stripeObject<T extends Record<string, unknown>>(object: string, fields: T): Record<string, unknown> & T {
  const root = (reference.resources as Record<string, Schema>)[object];
  if (!root) throw new Error(`no Stripe schema for ${object}`);
  const example = (fixtures.fixtures as Record<string, unknown>)[object];
  return { ...(fill(root, example) as Record<string, unknown>), object, ...fields };
}

/** A complete nested object (a definition such as 'Invoices:Invoice.StatusTransitions'). */
export function stripePart<T extends Record<string, unknown>>(definition: string, fields: T): Record<string, unknown> & T {
  if (!definitions[definition]) throw new Error(`no Stripe definition ${definition}`);
  return { ...(fill({ $ref: `#/definitions/${definition}` }, undefined) as Record<string, unknown>), ...fields };
}
