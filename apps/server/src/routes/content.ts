import { companyFactsSchema, legalPageSchema, legalTextSchema } from '@cashline/core';
import type { LegalText } from '@cashline/core';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';

const companyBodySchema = z.object({ company: companyFactsSchema });

/**
 * The legal pages and company facts the web app shows, read once at start-up (see
 * content/siteContent.ts). A page is looked up by its name in a fixed list, never as a file path.
 */
export function contentRoutes({ content }: AppContext): ApiRoutes {
  return new ApiRoutes()
    .get(
      '/company',
      {
        summary: 'The company facts shown in the footer and on the contact and support pages',
        description:
          "The operator's CONTENT_DIR/company.json, else neutral defaults: a name and nothing claimed.",
        responses: { 200: { description: 'The facts.', schema: companyBodySchema } },
      },
      (_input, _req, res) => {
        res.json({ company: content.company });
      },
    )
    .get(
      '/legal/:page',
      {
        summary: 'A legal page as markdown: the operator’s own text or the shipped one',
        params: z.object({ page: z.string().max(40) }),
        responses: { 200: { description: 'The page.', schema: legalTextSchema } },
        errors: { 404: 'No legal page has this name.' },
      },
      ({ params }, _req, res) => {
        const page = legalPageSchema.safeParse(params.page);
        if (!page.success) throw new HttpError(404, 'not_found', 'There is no such legal page.');
        const body: LegalText = { page: page.data, ...content.legal[page.data] };
        res.json(body);
      },
    );
}
