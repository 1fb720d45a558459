import { z } from 'zod';
import type { FormSpec, Operation } from '../http/apiRoutes.js';
import { IDEMPOTENCY_KEY_HEADER } from '../http/idempotencyKey.js';
import { LANDED_MUTATION_DAYS } from '../ledger/landedMutations.js';

export const errorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.string().describe('A stable, machine-readable code such as validation_failed.'),
    message: z.string().describe('A sentence for people.'),
  })
  .describe('The one shape of every error answer.');

const STANDARD_ERRORS: Record<number, string> = {
  400: 'The request failed validation.',
  413: 'The request body is larger than this route accepts.',
  415: 'The request body is not JSON.',
  500: 'Something went wrong on the server.',
};

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: `A key the client picks for this change and sends again with every retry of it. A retry of a change that landed is not applied again: it answers what the change answered then. Kept ${LANDED_MUTATION_DAYS} days.`,
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
};

function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const described = jsonSchema(schema, 'input');
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function formBody(form: FormSpec): JsonSchema {
  const fields = jsonSchema(form.fields, 'input');
  const files = Object.entries(form.files);
  const required = [
    ...files.filter(([, file]) => file.required).map(([name]) => name),
    ...((fields.required ?? []) as string[]),
  ];
  const schema: JsonSchema = {
    ...fields,
    properties: {
      ...Object.fromEntries(
        files.map(([name, file]) => [
          name,
          { type: 'string', format: 'binary', description: file.description },
        ]),
      ),
      ...((fields.properties ?? {}) as JsonSchema),
    },
    ...(required.length > 0 ? { required } : {}),
  };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema,
        encoding: Object.fromEntries(
          files.map(([name, file]) => [name, { contentType: file.contentType }]),
        ),
      },
    },
  };
}

function errorResponse(description: string): JsonSchema {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
}

function operationObject(op: Operation): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, spec] of Object.entries(op.responses)) {
    const schema = spec.schema
      ? jsonSchema(spec.schema, 'output')
      : { type: 'string', format: 'binary' };
    const types = [spec.contentType ?? 'application/json'].flat();
    responses[status] = {
      description: spec.description,
      content: Object.fromEntries(types.map((type) => [type, { schema }])),
    };
  }
  const errors: Record<number, string> = { ...(op.errors ?? {}), 500: STANDARD_ERRORS[500]! };
  if (op.body || op.form || op.query || op.params) errors[400] ??= STANDARD_ERRORS[400]!;
  if (op.body || op.form) errors[413] ??= STANDARD_ERRORS[413]!;
  if (op.body) errors[415] ??= STANDARD_ERRORS[415]!;
  if (op.idempotencyKey) {
    errors[422] ??= 'The Idempotency-Key was already used for a different request.';
  }
  for (const [status, description] of Object.entries(errors)) {
    responses[status] ??= errorResponse(description);
  }
  return {
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters: [
      ...parameters(op.params, 'path'),
      ...parameters(op.query, 'query'),
      ...(op.idempotencyKey ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(op.body, 'input') } },
          },
        }
      : {}),
    ...(op.form ? { requestBody: formBody(op.form) } : {}),
    responses,
  };
}

/** An OpenAPI 3.1 document (JSON Schema 2020-12 bodies) built from the routes' own zod schemas. */
export function buildOpenApiDocument(
  info: { title: string; version: string },
  operations: Operation[],
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of operations) {
    const path = openApiPath(op.path);
    paths[path] = { ...paths[path], [op.method]: operationObject(op) };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { schemas: { ErrorBody: jsonSchema(errorBodySchema, 'output') } },
  };
}
