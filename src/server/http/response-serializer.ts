import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;
type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => Serialize;

const isPlainObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON Schema made easy for fast-json-stringify: zod writes a nullable value as
 * `anyOf: [{ type: T, … }, { type: 'null' }]`, which fast-json-stringify writes by trying each
 * branch with a validator; `type: [T, 'null']` says the same and is written with a typeof check.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!isPlainObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) out[key] = simplify(value);
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(out).length === 1) {
    const nullAt = branches.findIndex(
      (b) => isPlainObject(b) && b.type === 'null' && Object.keys(b).length === 1,
    );
    const other = branches[1 - nullAt];
    if (nullAt !== -1 && isPlainObject(other) && typeof other.type === 'string' && other.type !== 'null') {
      return { ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/**
 * The writer of a route's answers (issue 15). Each zod response schema that JSON Schema can say
 * (no transforms, dates or other values only zod knows) is compiled once into a
 * fast-json-stringify function: it writes the declared properties only, in the schema's order,
 * so a column the schema does not name never leaks, and it skips zod's encode pass and the
 * generic JSON.stringify (a third of a cruise list's serialisation time). Any other schema is
 * written through zod, as before.
 *
 * `check` (development and tests): every answer is also encoded by zod and the two must say the
 * same (the order of keys aside: optional properties come last), so the test suites prove the fast writer says exactly what zod would; a mismatch, or
 * data that does not match its schema, is a 500 there (`ResponseSerializationError` from zod's
 * side). Production writes with the fast function alone.
 */
export function createResponseSerializerCompiler({ check }: { check: boolean }): SerializerCompiler {
  const viaZod = zodSerializerCompiler as unknown as SerializerCompiler;
  return (route) => {
    const zodWrite = viaZod(route);
    const schema = route.schema as unknown;
    if (!(schema instanceof z.ZodType)) return zodWrite;
    let jsonSchema: JsonSchema;
    try {
      jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    } catch {
      return zodWrite;
    }
    delete jsonSchema.$schema;
    const fastWrite = fastJsonStringify(
      simplify(jsonSchema) as Parameters<typeof fastJsonStringify>[0],
    ) as Serialize;
    if (!check) return fastWrite;
    return (data) => {
      const expected = zodWrite(data);
      const written = fastWrite(data);
      // The same values; the order of keys may differ (optional properties come last).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The fast writer of ${route.method} ${route.url} disagrees with zod:\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
}
