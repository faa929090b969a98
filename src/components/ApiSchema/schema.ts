/**
 * What the operation pages' parameter, body and response parts say about a schema: its type in
 * words, its constraints, its variants and which is which, and an example. Pure functions of the
 * schema, so that they run the same on the server, after a client-side navigation and in a unit
 * test (tests/unit/api-schema.test.tsx).
 *
 * The schemas come from the API plugin's `*.ParamsDetails.json`, `*.RequestSchema.json` and
 * `*.StatusCodes.json` (references resolved), with their Markdown descriptions turned into HTML
 * when the pages are generated (scripts/build/lib/api-parts.ts): `descriptionHtml`.
 */

export type Schema = {
  type?: string | string[];
  format?: string;
  title?: string;
  descriptionHtml?: string;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  prefixItems?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  discriminator?: {propertyName: string; mapping?: Record<string, string>};
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  pattern?: string;
  contentMediaType?: string;
};

const isNullSchema = (schema: Schema): boolean => schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');

/** The schema's types without `null`, and whether `null` is allowed. */
function typesOf(schema: Schema): {types: string[]; nullable: boolean} {
  const listed = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const types = listed.filter((type) => type !== 'null');
  return {types, nullable: listed.includes('null') || schema.nullable === true};
}

/**
 * One schema from an `allOf`: the parts' properties and required fields together; the schema's
 * own title and description first, then the first part's.
 */
export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf?.length) return schema;
  const {allOf, ...own} = schema;
  const merged: Schema = {};
  for (const part of allOf.map(mergeAllOf)) {
    const {properties, required, ...rest} = part;
    for (const [key, value] of Object.entries(rest)) {
      if ((merged as Record<string, unknown>)[key] === undefined) (merged as Record<string, unknown>)[key] = value;
    }
    if (properties) merged.properties = {...merged.properties, ...properties};
    if (required) merged.required = [...new Set([...(merged.required ?? []), ...required])];
  }
  const result: Schema = {...merged, ...own};
  if (merged.properties || own.properties) result.properties = {...merged.properties, ...own.properties};
  if (merged.required || own.required) result.required = [...new Set([...(merged.required ?? []), ...(own.required ?? [])])];
  return result;
}

/**
 * The schema as the parts show it: `allOf` merged, and a `oneOf`/`anyOf` of `null` and one other
 * schema (how the description says "a User or null") read as that schema, nullable, with the
 * outer description.
 */
export function normalize(schema: Schema): Schema {
  const merged = mergeAllOf(schema);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const variants = merged[key];
    if (!variants?.some(isNullSchema)) continue;
    const others = variants.filter((variant) => !isNullSchema(variant));
    if (others.length !== 1) return {...merged, [key]: others, nullable: true};
    const {[key]: _variants, ...outer} = merged;
    const inner = normalize(others[0]!);
    return {...inner, ...outer, title: outer.title ?? inner.title, descriptionHtml: outer.descriptionHtml ?? inner.descriptionHtml, nullable: true};
  }
  return merged;
}

export function isNullable(schema: Schema): boolean {
  return typesOf(schema).nullable;
}

/** The schema's type in a few words: `string<uuid>`, `object (User)`, `array of string`. */
export function typeLabel(schema: Schema): string {
  const normal = normalize(schema);
  const {types} = typesOf(normal);
  const type = types.length ? types.join(' | ') : normal.properties ? 'object' : normal.items ? 'array' : undefined;
  if (type === 'array' && normal.items) return `array of ${typeLabel(normal.items)}`;
  if (type === 'object' || (!type && normal.properties)) return normal.title ? `object (${normal.title})` : 'object';
  if (!type) {
    const variants = normal.oneOf ?? normal.anyOf;
    if (variants) return normal.title ?? `${normal.oneOf ? 'one' : 'any'} of ${variants.length} variants`;
    if (normal.enum?.length) return typeof normal.enum[0];
    return 'any';
  }
  return normal.format ? `${type}<${normal.format}>` : type;
}

/** A value as JSON text, for constraints, defaults and enum values. */
export const asJson = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** The schema's constraints in words, each with its value. */
export function constraintsOf(schema: Schema): {label: string; value?: string}[] {
  const s = normalize(schema);
  const list: {label: string; value?: string}[] = [];
  const plural = (count: number, word: string) => `${word}${count === 1 ? '' : 's'}`;
  if (s.const !== undefined) list.push({label: 'always', value: asJson(s.const)});
  if (s.minLength !== undefined) list.push({label: `at least ${s.minLength} ${plural(s.minLength, 'character')}`});
  if (s.maxLength !== undefined) list.push({label: `at most ${s.maxLength} ${plural(s.maxLength, 'character')}`});
  if (s.pattern !== undefined) list.push({label: 'matches', value: s.pattern});
  if (s.minimum !== undefined) list.push({label: 'minimum', value: String(s.minimum)});
  if (s.exclusiveMinimum !== undefined) list.push({label: 'greater than', value: String(s.exclusiveMinimum)});
  if (s.maximum !== undefined) list.push({label: 'maximum', value: String(s.maximum)});
  if (s.exclusiveMaximum !== undefined) list.push({label: 'less than', value: String(s.exclusiveMaximum)});
  if (s.multipleOf !== undefined) list.push({label: 'multiple of', value: String(s.multipleOf)});
  if (s.minItems !== undefined) list.push({label: `at least ${s.minItems} ${plural(s.minItems, 'item')}`});
  if (s.maxItems !== undefined) list.push({label: `at most ${s.maxItems} ${plural(s.maxItems, 'item')}`});
  if (s.uniqueItems) list.push({label: 'items unique'});
  if (s.contentMediaType !== undefined) list.push({label: 'text of type', value: s.contentMediaType});
  if (s.default !== undefined) list.push({label: 'default', value: asJson(s.default)});
  return list;
}

export type Variant = {label: string; schema: Schema; tag?: {property: string; value: string}};

/**
 * The property that tells the variants apart: the schema's `discriminator`, else a property every
 * variant has with a single allowed value (`"type": {"enum": ["File"]}`), different in each.
 */
function tagOf(variants: Schema[], discriminator?: Schema['discriminator']): ((variant: Schema) => string | undefined) & {property?: string} {
  const single = (property: Schema | undefined): string | undefined => {
    if (!property) return undefined;
    if (property.const !== undefined) return asJson(property.const);
    return property.enum?.length === 1 ? asJson(property.enum[0]) : undefined;
  };
  const merged = variants.map(normalize);
  if (discriminator) {
    const name = discriminator.propertyName;
    const byTitle = Object.entries(discriminator.mapping ?? {});
    const find = Object.assign(
      (variant: Schema) =>
        single(variant.properties?.[name]) ??
        (byTitle.find(([, ref]) => variant.title && ref.split('/').pop() === variant.title)?.[0] ?? undefined) ??
        undefined,
      {property: name},
    );
    return find;
  }
  const names = Object.keys(merged[0]?.properties ?? {}).filter((name) => merged.every((variant) => single(variant.properties?.[name]) !== undefined));
  const name = names.find((candidate) => new Set(merged.map((variant) => single(variant.properties?.[candidate]))).size === merged.length);
  return Object.assign((variant: Schema) => (name ? single(variant.properties?.[name]) : undefined), {property: name});
}

/** A schema's `oneOf` or `anyOf` (after `normalize`), each variant named. */
export function variantsOf(schema: Schema): {kind: 'oneOf' | 'anyOf'; variants: Variant[]} | undefined {
  const s = normalize(schema);
  const kind = s.oneOf?.length ? 'oneOf' : s.anyOf?.length ? 'anyOf' : undefined;
  if (!kind) return undefined;
  const list = s[kind]!.map(normalize);
  const tag = tagOf(list, s.discriminator);
  return {
    kind,
    variants: list.map((variant, index) => {
      const value = tag(variant);
      const named = variant.title ?? (value !== undefined ? value.replace(/^"|"$/g, '') : undefined);
      const label = named ?? (typesOf(variant).types.length || variant.properties ? typeLabel(variant) : `Option ${index + 1}`);
      return {label, schema: variant, ...(value !== undefined && tag.property ? {tag: {property: tag.property, value}} : {})};
    }),
  };
}

const EXAMPLE_BY_FORMAT: Record<string, unknown> = {
  uuid: '00000000-0000-4000-8000-000000000000',
  'date-time': '2026-01-01T00:00:00Z',
  date: '2026-01-01',
  email: 'name@example.com',
  uri: 'https://example.com/',
  binary: '<binary data>',
};

/**
 * An example value built from the schema, for a body or response the description gives no
 * example for: the schema's own examples, defaults and first enum values where it has them.
 */
export function exampleOf(schema: Schema, depth = 0): unknown {
  const s = normalize(schema);
  if (s.example !== undefined) return s.example;
  if (s.examples?.length) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  if (depth > 8) return undefined;
  const variants = s.oneOf ?? s.anyOf;
  if (variants?.length) return exampleOf(variants[0]!, depth + 1);
  const type = typesOf(s).types[0] ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(s.properties ?? {})) value[name] = exampleOf(property, depth + 1);
      return value;
    }
    case 'array':
      return s.items ? [exampleOf(s.items, depth + 1)] : [];
    case 'string':
      return (s.format && EXAMPLE_BY_FORMAT[s.format]) ?? 'string';
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return true;
    default:
      return isNullable(s) ? null : undefined;
  }
}

/** The fields an object schema lists, in the order the schema gives them. */
export function fieldsOf(schema: Schema): {name: string; schema: Schema; required: boolean}[] {
  const s = normalize(schema);
  return Object.entries(s.properties ?? {}).map(([name, property]) => ({name, schema: property, required: s.required?.includes(name) ?? false}));
}

/** Whether the schema has more inside it than one line says: fields, variants or structured items. */
export function hasInside(schema: Schema): boolean {
  const s = normalize(schema);
  if (s.properties && Object.keys(s.properties).length) return true;
  if (variantsOf(s)) return true;
  if (typeof s.additionalProperties === 'object' && hasInside(s.additionalProperties)) return true;
  return Boolean(s.items && hasInside(s.items)) || Boolean(s.prefixItems?.length);
}
