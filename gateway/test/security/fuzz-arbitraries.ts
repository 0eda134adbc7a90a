import fc from 'fast-check';
import type { ApiRoute, SchemaObject } from './openapi-routes.js';
import { pathParams } from './openapi-routes.js';

/**
 * fast-check arbitraries for requests derived from a route's OpenAPI description: path and query values,
 * and JSON bodies of which at least one property has the wrong type (a body that must be refused), the
 * others drawn from the schema or from the classic hostile values.
 */

/**
 * A value nested `depth` levels deep ([[[…]]] or {"a":{"a":…}}), held as a placeholder string that
 * `toJsonText` expands: a test's own JSON.stringify would run out of stack on it.
 */
const nested = (depth: number, inObject: boolean): string =>
  `\u0001nest:${depth}:${inObject ? 'o' : 'a'}\u0001`;

/** The JSON text of a generated body, deep nesting expanded. */
export function toJsonText(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/"\\u0001nest:(\d+):([oa])\\u0001"/g, (_, depth, kind) => {
    const n = Number(depth);
    return kind === 'o' ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `${'['.repeat(n)}1${']'.repeat(n)}`;
  });
}

/** An object whose own property is `__proto__` (as JSON.parse makes it), with a payload that would elevate. */
const protoObject = () =>
  JSON.parse('{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"x":1}}}');

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.000001,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  99_999_999_999,
];

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '\u202e\u200b\ufeff',
  '😀🌍👩‍👩‍👧‍👦',
  'Ẁ̴̡̛ḁ̶̛r̵̢̧',
  '\ud800',
  'a'.repeat(256),
  '__proto__',
  'constructor',
  '2026-02-30',
  '0000-00-00T25:61:61Z',
];

/** The classics: wrong types, huge strings, deep nesting, __proto__, unicode, numbers at the edges. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.constantFrom(...ODD_STRINGS),
  fc.constantFrom(null, true, false, [], {}, [null], { '': '' }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 50, max: 3_000 }).map((n) => '💥'.repeat(n)),
  fc.integer({ min: 10, max: 2_000 }).chain((depth) => fc.boolean().map((obj) => nested(depth, obj))),
  fc.constant(null).map(protoObject),
  fc.double(),
  fc.array(fc.integer(), { maxLength: 2_000 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** A value of the type the schema describes (within its limits, most of the time). */
export function schemaValue(
  schema: SchemaObject,
  resolve: (s: SchemaObject) => SchemaObject,
): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 60, 200) });
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1_000, max: s.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? schemaValue(s.items, resolve) : fc.jsonValue({ maxDepth: 2 }), {
        maxLength: 5,
      });
    case 'object':
      return objectOf(s, resolve, fc.constant(undefined));
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value whose JSON type is not the one the schema asks for. */
export function wrongTypeValue(
  schema: SchemaObject,
  resolve: (s: SchemaObject) => SchemaObject,
): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const notString = fc.oneof(
    fc.constantFrom(...EDGE_NUMBERS),
    fc.constantFrom(true, false, [], {}, ['x'], { a: 'x' }),
  );
  if (s.enum?.length) return fc.oneof(notString, fc.constantFrom('NOT_A_VALUE', 'ADMIN', '', ' approved'));
  switch (s.type) {
    case 'string':
      return notString;
    case 'integer':
    case 'number':
      return fc.constantFrom('12', 'twelve', '', true, [], {}, [1], { n: 1 });
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, [], {}, 'yes');
    case 'array':
      return fc.constantFrom('[]', 1, true, { length: 1 }, 'x');
    case 'object':
      return fc.constantFrom('{}', 1, true, ['x'], 'x');
    default:
      return fc.constant({ unexpected: [] });
  }
}

function objectOf(
  s: SchemaObject,
  resolve: (s: SchemaObject) => SchemaObject,
  broken: fc.Arbitrary<[string, unknown] | undefined>,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(s.properties ?? {});
  const fields = properties.map(([name, property]) =>
    fc.option(
      fc.oneof(
        { arbitrary: schemaValue(property, resolve), weight: 3 },
        { arbitrary: hostileValue, weight: 1 },
      ),
      {
        nil: undefined,
        freq: s.required?.includes(name) ? 20 : 3,
      },
    ),
  );
  return fc.tuple(fc.tuple(...fields), broken).map(([values, wrong]) => {
    const body: Record<string, unknown> = {};
    properties.forEach(([name], i) => {
      if (values[i] !== undefined) body[name] = values[i];
    });
    if (wrong) Object.defineProperty(body, wrong[0], { value: wrong[1], enumerable: true, writable: true });
    return body;
  });
}

/**
 * A JSON body the route must refuse: one property of the wrong type (or an unknown one), a text holding the
 * NUL character, or no object at all.
 */
export function refusedBody(
  route: ApiRoute,
  resolve: (s: SchemaObject) => SchemaObject,
): fc.Arbitrary<unknown> {
  const schema = route.jsonBody ?? { type: 'object' };
  const properties = Object.entries(resolve(schema).properties ?? {});
  const brokenProperty: fc.Arbitrary<[string, unknown]> = properties.length
    ? fc
        .constantFrom(...properties)
        .chain(([name, property]) =>
          wrongTypeValue(property, resolve).map((value): [string, unknown] => [name, value]),
        )
    : fc.tuple(fc.constantFrom('__proto__', 'isAdmin', 'role', 'constructor'), hostileValue);
  // Text PostgreSQL cannot hold: a string property with the NUL character inside.
  const textProperties = properties.filter(([, property]) => {
    const resolved = resolve(property);
    return resolved.type === 'string' && !resolved.enum;
  });
  const nulProperty: fc.Arbitrary<[string, unknown]> = textProperties.length
    ? fc.constantFrom(...textProperties).map(([name]): [string, unknown] => [name, 'Ada\u0000Okafor'])
    : brokenProperty;
  return fc.oneof(
    { arbitrary: objectOf(resolve(schema), resolve, brokenProperty), weight: 5 },
    { arbitrary: objectOf(resolve(schema), resolve, nulProperty), weight: 1 },
    { arbitrary: fc.constantFrom(null, 0, 'body', true, [], [{}]), weight: 1 },
    { arbitrary: fc.integer({ min: 500, max: 5_000 }).map((depth) => nested(depth, true)), weight: 1 },
    { arbitrary: fc.constant(null).map(protoObject), weight: 1 },
  );
}

export interface FuzzRequest {
  path: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
  /** Raw JSON text sent instead of `body` (broken JSON). */
  raw?: string;
}

/** A generated value as query or path text (String() throws on an object without a prototype). */
const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
const hostileText: fc.Arbitrary<string> = hostileValue.map(asText);

export function requestArbitrary(
  route: ApiRoute,
  resolve: (s: SchemaObject) => SchemaObject,
): fc.Arbitrary<FuzzRequest> {
  const path = fc.record(
    Object.fromEntries(
      pathParams(route.path).map((name) => [
        name,
        fc.oneof(fc.uuid(), hostileText, fc.string({ unit: 'grapheme', maxLength: 30 })),
      ]),
    ),
  );
  const queryParameters = route.parameters.filter((p) => p.in === 'query');
  const query = fc.record(
    Object.fromEntries(
      queryParameters.map((p) => [
        p.name,
        fc.oneof(schemaValue(p.schema ?? { type: 'string' }, resolve).map(asText), hostileText),
      ]),
    ),
    { requiredKeys: [] },
  );
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body = takesBody
    ? fc.oneof(
        { arbitrary: refusedBody(route, resolve).map((value) => ({ body: value })), weight: 9 },
        {
          arbitrary: fc
            .constantFrom('{"a":', '{"__proto__":', '[1,2', '\u0000', '{"a":1}}')
            .map((raw) => ({ raw })),
          weight: 1,
        },
      )
    : fc.constant({});
  return fc
    .tuple(path, query, body)
    .map(([p, q, b]) => ({ path: p as Record<string, string>, query: q as Record<string, string>, ...b }));
}
