import { z } from 'zod';
import { emailAddressSchema } from '../contact/contactRequest.js';
import type { AppContext } from '../context.js';
import { newsletterRepository } from '../db/newsletterRepository.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { perClientRateLimit } from '../http/rateLimit.js';
import { getSession } from '../http/sessions.js';

export const SUBSCRIBED_MESSAGE = 'Subscribed! Cash-flow tips will come to this address.';

const newsletterRequestSchema = z.object({ email: emailAddressSchema });

const newsletterResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The footer's newsletter form: the address is stored, as contact messages are, for the operator. */
export function newsletterRoutes({ config, sql, now }: AppContext): ApiRoutes {
  const subscriptions = newsletterRepository(sql);
  return new ApiRoutes().post(
    '/',
    {
      summary: 'Subscribe an e-mail address to the newsletter',
      description:
        'The address is stored once (a second sign-up changes nothing). Nothing is sent from here: the operator mails subscribers from the stored list.',
      body: newsletterRequestSchema,
      bodyLimit: '4kb',
      before: [
        perClientRateLimit(sql, {
          name: 'newsletter',
          max: config.contactRateLimitMax,
          windowMinutes: config.rateLimitWindowMinutes,
          message: 'Too many sign-ups from your connection. Please try again later.',
        }),
      ],
      responses: { 200: { description: 'Subscribed.', schema: newsletterResponseSchema } },
      errors: { 429: 'Too many sign-ups from this client; try again later.' },
    },
    async ({ body }, req, res) => {
      await subscriptions.subscribe(body.email, getSession(req).id, now());
      res.json({ success: true, message: SUBSCRIBED_MESSAGE });
    },
  );
}
