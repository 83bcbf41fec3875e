import { randomUUID } from 'node:crypto';

/**
 * Requests built from the OpenAPI document the server serves (/api/docs/json): every
 * operation, with its parameters and JSON body filled from their schemas. The route sweep
 * and the fuzzing tests call the routes the server has, never a list kept by hand, so a
 * route added tomorrow is swept tomorrow (issue 20 §1-2).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  minimum?: number;
  $ref?: string;
}

export interface Operation {
  method: HttpMethod;
  /** The OpenAPI path, `{name}` for path parameters. */
  path: string;
  /** `GET /api/…`, the key the sweep's lists use. */
  key: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
  multipart: boolean;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const resolve = refResolver(document);
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, op]) => {
        const parameters = op.parameters ?? [];
        const content = op.requestBody?.content ?? {};
        const json = content['application/json']?.schema;
        return {
          method: method.toUpperCase() as HttpMethod,
          path,
          key: `${method.toUpperCase()} ${path}`,
          pathParams: parameters
            .filter((p) => p.in === 'path')
            .map((p) => ({ name: p.name, schema: resolve(p.schema) })),
          queryParams: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: resolve(p.schema), required: !!p.required })),
          body: json ? resolve(json) : undefined,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}

function refResolver(document: OpenApiDocument) {
  const schemas = document.components?.schemas ?? {};
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 12 || !schema) return schema;
    if (schema.$ref) {
      const name = schema.$ref.split('/').at(-1)!;
      return resolve(schemas[name] ?? {}, depth + 1);
    }
    const out: JsonSchema = { ...schema };
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)]),
      );
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      if (schema[key]) out[key] = schema[key].map((s) => resolve(s, depth + 1));
    }
    return out;
  };
  return resolve;
}

/** Values by parameter or property name: the identifiers of the client the caller targets. */
export type KnownValues = Record<string, unknown>;

/** A plausible value of a schema: the known value of its name first, else one of its type. */
export function sampleOf(schema: JsonSchema, name: string, known: KnownValues): unknown {
  if (name in known && fits(schema, known[name])) return known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant?.length) {
    const concrete = variant.find((s) => s.type !== 'null') ?? variant[0]!;
    return sampleOf(concrete, name, known);
  }
  if (schema.allOf?.length) return sampleOf(Object.assign({}, ...schema.allOf), name, known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return '2024-12-31';
      if (schema.format === 'date-time') return '2024-12-31T00:00:00.000Z';
      if (schema.format === 'uuid') return randomUUID();
      return 'x';
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items
        ? Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
            sampleOf(schema.items!, name, known),
          )
        : [];
    case 'object':
    default: {
      if (!schema.properties) return {};
      return Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([key]) => schema.required?.includes(key) || key in known)
          .map(([key, property]) => [key, sampleOf(property, key, known)]),
      );
    }
  }
}

/** Whether a known value suits a schema's type (an `id` may be a number or a uuid). */
function fits(schema: JsonSchema, value: unknown): boolean {
  const types = [schema.type, ...(schema.anyOf ?? schema.oneOf ?? []).map((s) => s.type)]
    .flat()
    .filter((type): type is string => typeof type === 'string');
  if (types.length === 0) return true;
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return types.some(
    (type) =>
      type === kind ||
      ((type === 'integer' || type === 'number') && kind === 'number') ||
      (type === 'integer' && kind === 'string' && /^\d+$/.test(String(value))),
  );
}

/** The URL of an operation with its path and query parameters filled. */
export function urlOf(
  op: Operation,
  known: KnownValues,
  query: Record<string, unknown> = sampleQuery(op, known),
): string {
  const path = op.pathParams.reduce(
    (url, p) =>
      url.replace(`{${p.name}}`, percentEncoded(String(sampleOf(p.schema, p.name, known)))),
    op.path.replace('{*}', 'x'),
  );
  // Built by hand: URLSearchParams would turn a lone surrogate into U+FFFD before sending.
  const text = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${percentEncoded(name)}=${percentEncoded(String(item))}`,
      ),
    )
    .join('&');
  return text ? `${path}?${text}` : path;
}

/**
 * encodeURIComponent, except that a lone surrogate, which it refuses, is sent as the bytes
 * a careless client would send (its WTF-8 form), so the server meets it.
 */
export function percentEncoded(value: string): string {
  let out = '';
  for (const char of value) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** The required query parameters, and the optional ones the caller knows a value of. */
export function sampleQuery(op: Operation, known: KnownValues): Record<string, unknown> {
  return Object.fromEntries(
    op.queryParams
      .filter((p) => p.required || p.name in known)
      .map((p) => [p.name, sampleOf(p.schema, p.name, known)]),
  );
}
