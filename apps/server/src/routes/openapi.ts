import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Api } from '../http/api.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { buildOpenApiDocument } from '../openapi/openApiDocument.js';

export function openApiRoutes(api: Api, { version }: AppContext): ApiRoutes {
  return new ApiRoutes().get(
    '/',
    {
      summary: 'This document: every API route, generated from its zod schemas',
      responses: {
        200: {
          description: 'An OpenAPI 3.1 document.',
          schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
        },
      },
    },
    (_input, _req, res) => {
      res.json(buildOpenApiDocument({ title: 'Cashline API', version }, api.operations()));
    },
  );
}
