import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../testing/silentLogger.js';
import { Api } from './api.js';
import { ApiRoutes } from './apiRoutes.js';
import { errorHandler } from './errorHandler.js';

function appWith(routes: ApiRoutes): express.Express {
  const app = express();
  const api = new Api('/api');
  api.mount('/things', routes);
  app.use('/api', api.router);
  app.use(errorHandler(silentLogger()));
  return app;
}

describe('ApiRoutes', () => {
  it('hands the handler the parsed query and params, not the raw strings', async () => {
    const routes = new ApiRoutes().get(
      '/:id',
      {
        summary: 'one thing',
        params: z.object({ id: z.coerce.number().int() }),
        query: z.object({ format: z.enum(['json', 'csv']).default('json') }),
        responses: {},
      },
      ({ params, query }, _req, res) => {
        res.json({ id: params.id, idType: typeof params.id, format: query.format });
      },
    );
    const ok = await request(appWith(routes)).get('/api/things/42').expect(200);
    expect(ok.body).toEqual({ id: 42, idType: 'number', format: 'json' });
    const badId = await request(appWith(routes)).get('/api/things/abc').expect(400);
    expect(badId.body).toMatchObject({ error: 'validation_failed', message: /^id: / });
    const badFormat = await request(appWith(routes)).get('/api/things/1?format=xml').expect(400);
    expect(badFormat.body.message).toMatch(/^format: /);
  });

  it('reads no body on a route that declares none', async () => {
    const routes = new ApiRoutes().post('/', { summary: 'ping', responses: {} }, (_i, req, res) => {
      res.json({ body: req.body ?? null });
    });
    const res = await request(appWith(routes)).post('/api/things').send({ a: 1 }).expect(200);
    expect(res.body).toEqual({ body: null });
  });

  it('records each operation with its full path for the OpenAPI document', () => {
    const api = new Api('/api');
    api.mount(
      '/things',
      new ApiRoutes()
        .get('/', { summary: 'list', responses: {} }, () => undefined)
        .delete('/:id', { summary: 'remove', responses: {} }, () => undefined),
    );
    expect(api.operations().map((op) => `${op.method} ${op.path}`)).toEqual([
      'get /api/things',
      'delete /api/things/:id',
    ]);
  });
});
