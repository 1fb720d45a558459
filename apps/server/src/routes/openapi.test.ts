import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext } from '../testing/testContext.js';
import type { TestContext } from '../testing/testContext.js';

let ctx: TestContext;
afterEach(() => ctx?.cleanup());

describe('GET /api/openapi.json', () => {
  it('documents every route with its schemas and the one error shape', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info).toEqual({ title: 'Cashline API', version: '1.2.3' });
    expect(Object.keys(res.body.paths).sort()).toEqual(
      [
        '/api/ai/chat',
        '/api/ai/status',
        '/api/contact',
        '/api/content/company',
        '/api/content/legal/{page}',
        '/api/export/csv',
        '/api/export/files/{name}',
        '/api/export/json',
        '/api/health',
        '/api/me',
        '/api/newsletter',
        '/api/notifications/unsubscribe',
        '/api/openapi.json',
        '/api/orgs/{orgId}/accounts',
        '/api/orgs/{orgId}/accounts/{id}',
        '/api/orgs/{orgId}/audit',
        '/api/orgs/{orgId}/audit.csv',
        '/api/orgs/{orgId}/tasks',
        '/api/orgs/{orgId}/changes',
        '/api/orgs/{orgId}/documents/{kind}',
        '/api/orgs/{orgId}/frozen-forecasts',
        '/api/orgs/{orgId}/frozen-forecasts/moved',
        '/api/orgs/{orgId}/imports',
        '/api/orgs/{orgId}/imports/{id}',
        '/api/orgs/{orgId}/imports/{id}/chunks',
        '/api/orgs/{orgId}/imports/{id}/commit',
        '/api/orgs/{orgId}/notifications',
        '/api/orgs/{orgId}/rates',
        '/api/orgs/{orgId}/transactions',
        '/api/orgs/{orgId}/transactions/{id}',
        '/api/orgs/{orgId}/transactions/batch',
        '/api/orgs/{orgId}/transactions/columns',
        '/api/orgs/{orgId}/transactions/by-id',
        '/api/quickbooks/auth',
        '/api/quickbooks/callback',
        '/api/quickbooks/disconnect',
        '/api/quickbooks/expenses',
        '/api/quickbooks/export',
        '/api/quickbooks/income',
        '/api/quickbooks/open-items',
        '/api/quickbooks/status',
        '/api/quickbooks/transactions',
        '/api/upload',
        '/api/upload/pages/{id}/{page}',
      ].sort(),
    );
    const edit = res.body.paths['/api/orgs/{orgId}/transactions/{id}'].patch;
    expect(edit.parameters.map((p: { name: string }) => p.name)).toEqual([
      'orgId',
      'id',
      'Idempotency-Key',
    ]);
    type Op = { parameters: { name: string; in: string }[]; responses: Record<string, unknown> };
    const ledgerWrites = Object.entries(res.body.paths as Record<string, Record<string, Op>>)
      .filter(([path]) =>
        /^\/api\/orgs\/\{orgId\}\/(transactions|imports|accounts|documents)/.test(path),
      )
      .flatMap(([path, ops]) =>
        Object.entries(ops)
          // Reading rows by id is a POST for its list of ids, not a write.
          .filter(([method]) => method !== 'get' && path !== '/api/orgs/{orgId}/transactions/by-id')
          .map(([method, op]) => ({ route: `${method} ${path}`, op })),
      );
    expect(ledgerWrites.length).toBe(11);
    for (const { route, op } of ledgerWrites) {
      expect(
        op.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header'),
        route,
      ).toBe(true);
      expect(Object.keys(op.responses), route).toContain('422');
    }
    expect(Object.keys(edit.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404']),
    );
    const download = res.body.paths['/api/export/files/{name}'].get;
    expect(download.parameters).toEqual([
      expect.objectContaining({ name: 'name', in: 'path', required: true }),
    ]);
    expect(Object.keys(download.responses).sort()).toEqual(['200', '400', '404', '500']);
    expect(Object.keys(download.responses['200'].content)).toEqual([
      'text/csv; charset=utf-8',
      'application/json; charset=utf-8',
    ]);
    expect(download.responses['200'].content['text/csv; charset=utf-8'].schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    const contact = res.body.paths['/api/contact'].post;
    const body = contact.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['name', 'email', 'subject', 'message']);
    expect(body.properties.type).toMatchObject({ enum: ['support', 'sales'], default: 'support' });
    expect(Object.keys(contact.responses).sort()).toEqual(
      ['200', '400', '413', '415', '429', '500', '502'].sort(),
    );
    const upload = res.body.paths['/api/upload'].post;
    const form = upload.requestBody.content['multipart/form-data'];
    expect(upload.requestBody.required).toBe(true);
    expect(form.schema.required).toEqual(['file']);
    expect(form.schema.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.encoding).toEqual({ file: { contentType: 'application/octet-stream' } });
    expect(form.schema.properties.dateFormat.enum).toContain('DD/MM/YYYY');
    expect(form.schema.properties.existing).toMatchObject({ type: 'string' });
    expect(form.schema.properties.mapping).toMatchObject({ type: 'string' });
    expect(Object.keys(upload.responses).sort()).toEqual([
      '200',
      '400',
      '408',
      '413',
      '429',
      '500',
      '503',
    ]);
    const health = res.body.paths['/api/health'].get;
    expect(health.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'database',
    );
    expect(health.responses['500'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(res.body.components.schemas.ErrorBody.required).toEqual(['success', 'error', 'message']);
  });

  it('says a viewer is refused only on the ledger routes that write', async () => {
    ctx = await createTestContext();
    const res = await request(createApp(ctx)).get('/api/openapi.json').expect(200);
    type Operation = { responses: Record<string, { description?: string }> };
    const paths = res.body.paths as Record<string, Record<string, Operation>>;
    const refusing: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      if (!path.startsWith('/api/orgs/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const forbidden = operation.responses['403']?.description ?? '';
        if (forbidden.includes('Viewers')) refusing.push(`${method} ${path}`);
      }
    }
    expect(refusing.filter((operation) => operation.startsWith('get '))).toEqual([]);
    expect(refusing).toContain('post /api/orgs/{orgId}/imports');
    expect(refusing).toContain('put /api/orgs/{orgId}/documents/{kind}');
  });
});
