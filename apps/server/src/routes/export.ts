import fs from 'node:fs';
import { requestOwnerOf } from '../auth/requestOwner.js';
import { bytesOfSize } from '../config.js';
import type { AppContext } from '../context.js';
import type { ExportFormat } from '../db/exportFileRepository.js';
import {
  exportFileParamsSchema,
  exportRequestSchema,
  exportResponseSchema,
} from '../exports/exportRequest.js';
import type { ExportResponse } from '../exports/exportRequest.js';
import { exportStoreFor } from '../exports/exportStore.js';
import { bodyAdmission } from '../http/bodyAdmission.js';
import { bodyFileOf, incomingDirOf } from '../http/bodyToFile.js';
import { workAdmission, WORK_QUEUE_MS } from '../http/workAdmission.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import type { RouteHandler, RouteSpec } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';
import { perClientRateLimit } from '../http/rateLimit.js';

export { NO_DATA_MESSAGE } from '../exports/exportRequest.js';
export const STORAGE_FULL_MESSAGE =
  'The export service is busy: too many exports are waiting to be downloaded. Please try again later.';
export const OVER_QUOTA_MESSAGE =
  'This export is larger than the export space one visitor may use. Export fewer rows at a time.';
export const EXPORT_NOT_FOUND_MESSAGE = 'This export does not exist or has expired.';
export const EXPORTS_BUSY_MESSAGE =
  'The export service is busy with other exports. Please try again in a few seconds.';
/** How long a client refused for want of room should wait: an export takes seconds. */
const BUSY_RETRY_SECONDS = 5;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

export function exportRoutes(ctx: AppContext): ApiRoutes {
  const { config, work } = ctx;
  const store = exportStoreFor(ctx);
  // One budget for both formats: each export stores its file in the database.
  const limit = perClientRateLimit(ctx.sql, {
    name: 'export',
    max: config.exportRateLimitMax,
    windowMinutes: config.rateLimitWindowMinutes,
    message: 'Too many exports from your connection. Please try again later.',
  });
  const admission = bodyAdmission(config, 'export');
  const exportBodyBytes = bytesOfSize(config.exportBodyLimit);
  // One budget for both formats: all exports share the worker threads and the database.
  const cap = workAdmission({
    budgetBytes: config.exportConcurrencyMax * exportBodyBytes,
    minWeightBytes: Math.ceil(exportBodyBytes / 64),
    queueMs: WORK_QUEUE_MS,
    retryAfterSeconds: BUSY_RETRY_SECONDS,
    message: EXPORTS_BUSY_MESSAGE,
    weightOf: (req) => fs.statSync(bodyFileOf(req)).size,
  });

  const createSpec = (format: ExportFormat) =>
    ({
      summary: `Export rows as a ${format.toUpperCase()} file to download`,
      description:
        format === 'csv'
          ? 'Columns are the first row\u2019s keys; cells that a spreadsheet would run as a formula are neutralised. Rows with exactly the transactions export\u2019s columns (Date, Description, Amount, Category, Balance, and Account last for a ledger of several accounts) get its rule: the description is always quoted.'
          : 'The rows as a JSON array.',
      body: exportRequestSchema,
      bodyLimit: config.exportBodyLimit,
      bodyToDir: incomingDirOf(config.dataDir),
      before: [limit, ...admission],
      afterBody: [cap],
      responses: { 200: { description: 'The file was written.', schema: exportResponseSchema } },
      errors: {
        413: 'The export alone is larger than EXPORT_SESSION_QUOTA_MB or EXPORT_ADDRESS_QUOTA_MB (a session\u2019s, then an address\u2019s, oldest exports are deleted to make room for a new one).',
        408: 'The request body arrived slower than BODY_MIN_BYTES_PER_SECOND or not within BODY_DEADLINE_SECONDS.',
        429: 'Too many exports from this client (TRANSFERS_PER_ADDRESS_MAX at once, or EXPORT_RATE_LIMIT_MAX per window); Retry-After says when to try again.',
        503: `Export storage is full until older exports expire, or no room within 10 seconds among the exports being written; Retry-After (seconds) says when to try again.`,
      },
    }) satisfies RouteSpec;

  const create =
    (format: ExportFormat): RouteHandler<ReturnType<typeof createSpec>> =>
    async ({ bodyFile }, req, res) => {
      const rendered = await work.renderExport({ format, bodyPath: bodyFile });
      if (!rendered.ok) throw new HttpError(rendered.status, rendered.code, rendered.message);
      // Signed in, the export is the user's: their quota, and no one else's cookie reaches it.
      const saved = await store.save({
        sessionId: await requestOwnerOf(ctx.auth, req),
        clientAddress: req.ip ?? '',
        format,
        ...rendered.value,
      });
      if (!saved.ok && saved.reason === 'over_quota') {
        throw new HttpError(413, 'payload_too_large', OVER_QUOTA_MESSAGE);
      }
      if (!saved.ok) {
        throw new HttpError(503, 'storage_full', STORAGE_FULL_MESSAGE, saved.retryAfterSeconds);
      }
      const { record } = saved;
      const answer: ExportResponse = {
        success: true,
        filePath: `/api/export/files/${encodeURIComponent(record.name)}`,
        rowCount: record.rowCount,
        filename: record.downloadName,
      };
      res.json(answer);
    };

  return new ApiRoutes()
    .post('/csv', createSpec('csv'), create('csv'))
    .post('/json', createSpec('json'), create('json'))
    .get(
      '/files/:name',
      {
        summary: 'Download an export',
        description:
          'Only the signed-in user who created the export (signed out: the browser session) may download it, until it expires.',
        params: exportFileParamsSchema,
        responses: {
          200: {
            description: 'The file, as an attachment.',
            contentType: Object.values(CONTENT_TYPES),
          },
        },
        errors: { 404: EXPORT_NOT_FOUND_MESSAGE },
      },
      async ({ params }, req, res) => {
        const found = await store.find(params.name, await requestOwnerOf(ctx.auth, req));
        if (!found) throw new HttpError(404, 'not_found', EXPORT_NOT_FOUND_MESSAGE);
        const { record, content } = found;
        res
          .attachment(record.downloadName)
          .set({
            'Content-Type': CONTENT_TYPES[record.format],
            'Cache-Control': 'private, no-store',
          })
          .send(content);
      },
    );
}
