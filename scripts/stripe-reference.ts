/**
 * Builds the Stripe reference that the emulator is held against (src/server/billing/testing/):
 *
 * - `stripe-schemas.json`: OpenAPI-style schemas (`nullable`, `anyOf` for expandable fields,
 *   `required`, enums) of the objects the emulator answers, derived from the type declarations
 *   of the pinned `stripe` package, which Stripe generates from its OpenAPI spec (the package's
 *   OPENAPI_VERSION) for its pinned API version, the one we pin (stripe-provider.ts). The spec
 *   file itself (several MB) is not in the repository: see docs/decisions/2026-11-26-billing-stripe-rules.md.
 * - `stripe-fixtures.json`: Stripe's own example objects for the same resources, from
 *   `openapi/fixtures3.json` of github.com/stripe/openapi (commit given on the command line).
 *
 * Usage: node --import tsx scripts/stripe-reference.ts <path to fixtures3.json> <commit of it>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const require = createRequire(import.meta.url);
const stripeDir = path.resolve(path.dirname(require.resolve('stripe')), '..');
const out = path.resolve('src/server/billing/testing');

/** Resource name (the `object` field) -> the declaration that describes it. */
const roots: Record<string, { file: string; name: string }> = {
  customer: { file: 'Customers.d.ts', name: 'Customer' },
  price: { file: 'Prices.d.ts', name: 'Price' },
  setup_intent: { file: 'SetupIntents.d.ts', name: 'SetupIntent' },
  payment_method: { file: 'PaymentMethods.d.ts', name: 'PaymentMethod' },
  subscription: { file: 'Subscriptions.d.ts', name: 'Subscription' },
  subscription_schedule: { file: 'SubscriptionSchedules.d.ts', name: 'SubscriptionSchedule' },
  invoice: { file: 'Invoices.d.ts', name: 'Invoice' },
  payment_intent: { file: 'PaymentIntents.d.ts', name: 'PaymentIntent' },
  'billing_portal.session': { file: 'BillingPortal/Sessions.d.ts', name: 'Session' },
  'checkout.session': { file: 'Checkout/Sessions.d.ts', name: 'Session' },
  event: { file: 'Events.d.ts', name: 'EventBase' },
};
/** Declarations followed into (the rest is checked as "an object" only). */
const followed = new Set([...Object.values(roots).map((r) => r.file), 'SubscriptionItems.d.ts', 'InvoiceLineItems.d.ts', 'shared.d.ts']);

const program = ts.createProgram([path.join(stripeDir, 'cjs/stripe.cjs.node.d.ts')], { strict: true, skipLibCheck: true, noEmit: true });
const checker = program.getTypeChecker();
type Schema = Record<string, unknown>;
const definitions: Record<string, Schema> = {};

function declarationFile(symbol: ts.Symbol | undefined): string | undefined {
  const file = symbol?.declarations?.[0]?.getSourceFile().fileName;
  return file ? path.relative(path.join(stripeDir, 'cjs/resources'), file).replace(/^\.\.\//, '') : undefined;
}

function nameOf(symbol: ts.Symbol): string {
  const file = declarationFile(symbol)!
    .replace(/\.d\.ts$/, '')
    .replace(/\//g, '.');
  return `${file}:${checker.getFullyQualifiedName(symbol).replace(/^.*?"\)?\./, '')}`;
}

function isOtherString(type: ts.Type): boolean {
  return type.aliasSymbol?.name === 'OtherString' || (type.isIntersection() && type.types.some((t) => (t.flags & ts.TypeFlags.String) !== 0));
}

function schemaOf(type: ts.Type): Schema {
  if (type.isUnion()) {
    const members = type.types.filter((t) => (t.flags & ts.TypeFlags.Null) === 0 && (t.flags & ts.TypeFlags.Undefined) === 0);
    const nullable = members.length !== type.types.length;
    let schema: Schema;
    if (members.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) schema = { type: 'boolean' };
    else if (members.some(isOtherString)) schema = { type: 'string' };
    else if (members.every((t) => t.isStringLiteral())) schema = { type: 'string', enum: members.map((t) => t.value).sort() };
    else if (members.length === 1) schema = schemaOf(members[0]!);
    else {
      // `true | false | X` reads as boolean | X.
      const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
      const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
      schema = { anyOf: [...(booleans.length ? [{ type: 'boolean' }] : []), ...rest.map(schemaOf)] };
    }
    return nullable ? { ...schema, nullable: true } : schema;
  }
  if (isOtherString(type)) return { type: 'string' };
  if (type.flags & ts.TypeFlags.String) return { type: 'string' };
  if (type.flags & ts.TypeFlags.Number) return { type: 'number' };
  if (type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLiteral)) return { type: 'boolean' };
  if (type.isStringLiteral()) return { type: 'string', enum: [type.value] };
  if (type.isNumberLiteral()) return { type: 'number', enum: [type.value] };
  if (type.flags & ts.TypeFlags.Any || type.flags & ts.TypeFlags.Unknown) return {};
  if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(checker.getTypeArguments(type as ts.TypeReference)[0]!) };
  const symbol = type.aliasSymbol ?? type.getSymbol();
  if (symbol?.name === 'Decimal' || symbol?.name === 'DecimalImpl') return { type: 'string' };
  if (symbol?.name === 'ApiList') {
    // Stripe's list object (`object: 'list'`), its items checked as their own type.
    const item = (type.aliasTypeArguments ?? checker.getTypeArguments(type as ts.TypeReference))[0]!;
    return {
      type: 'object',
      properties: {
        object: { type: 'string', enum: ['list'] },
        data: { type: 'array', items: schemaOf(item) },
        has_more: { type: 'boolean' },
        url: { type: 'string' },
      },
      required: ['data', 'has_more', 'object', 'url'],
    };
  }
  if (type.flags & ts.TypeFlags.Object) {
    const file = declarationFile(symbol);
    if (!symbol || !file || !followed.has(file) || symbol.name === '__type') return objectSchema(type);
    const key = nameOf(symbol);
    if (!definitions[key]) {
      definitions[key] = {};
      definitions[key] = objectSchema(type);
    }
    return { $ref: `#/definitions/${key}` };
  }
  return {};
}

function objectSchema(type: ts.Type): Schema {
  const file = declarationFile(type.aliasSymbol ?? type.getSymbol());
  if (!file || !followed.has(file)) return { type: 'object', 'x-not-followed': (type.aliasSymbol ?? type.getSymbol())?.name ?? 'anonymous' };
  const index = type.getStringIndexType();
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const prop of type.getProperties()) {
    const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
    if (!declaration || ts.isMethodSignature(declaration)) continue;
    properties[prop.name] = schemaOf(checker.getTypeOfSymbolAtLocation(prop, declaration));
    if (!(prop.flags & ts.SymbolFlags.Optional)) required.push(prop.name);
  }
  return {
    type: 'object',
    properties,
    ...(required.length ? { required: required.sort() } : {}),
    ...(index ? { additionalProperties: schemaOf(index) } : {}),
  };
}

const resources: Record<string, Schema> = {};
for (const [object, root] of Object.entries(roots)) {
  const source = program.getSourceFile(path.join(stripeDir, 'cjs/resources', root.file));
  const symbol = source && checker.getSymbolAtLocation(source)?.exports?.get(ts.escapeLeadingUnderscores(root.name));
  if (!symbol) throw new Error(`${root.file}: ${root.name} not found`);
  resources[object] = schemaOf(checker.getDeclaredTypeOfSymbol(symbol));
}

const pkg = JSON.parse(readFileSync(path.join(stripeDir, 'package.json'), 'utf8')) as { version: string };
const apiVersion = /ApiVersion = '([^']+)'/.exec(readFileSync(path.join(stripeDir, 'cjs/apiVersion.js'), 'utf8'))![1];
const source = {
  package: `stripe@${pkg.version}`,
  openapiVersion: readFileSync(path.join(stripeDir, 'OPENAPI_VERSION'), 'utf8').trim(),
  apiVersion,
};
writeFileSync(path.join(out, 'stripe-schemas.json'), `${JSON.stringify({ source, resources, definitions }, null, 1)}\n`);

const [fixturesPath, fixturesCommit] = process.argv.slice(2);
if (fixturesPath) {
  const all = JSON.parse(readFileSync(fixturesPath, 'utf8')) as { resources: Record<string, unknown> };
  const fixtures = Object.fromEntries(Object.keys(roots).map((object) => [object, all.resources[object]]));
  const origin = { repository: 'github.com/stripe/openapi', path: 'openapi/fixtures3.json', commit: fixturesCommit ?? 'unknown' };
  writeFileSync(path.join(out, 'stripe-fixtures.json'), `${JSON.stringify({ source: origin, fixtures }, null, 1)}\n`);
}
console.log(`stripe-schemas.json: ${Object.keys(definitions).length} definitions from ${source.package} (${source.openapiVersion}, ${source.apiVersion})`);
