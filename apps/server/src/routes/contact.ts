import type { AppContext } from '../context.js';
import { createContactForwarder } from '../contact/contactForwarder.js';
import { contactRequestSchema, contactResponseSchema } from '../contact/contactRequest.js';
import { contactMessageRepository } from '../db/contactMessageRepository.js';
import { ApiRoutes } from '../http/apiRoutes.js';
import { HttpError } from '../http/httpError.js';
import { perClientRateLimit } from '../http/rateLimit.js';
import { getSession } from '../http/sessions.js';

export const CONTACT_SENT_MESSAGE = 'Thank you for your message. We will reply within 24 hours.';
/** app.md section 8's words for a message that did not get through. */
export const CONTACT_NOT_SENT_MESSAGE = 'Failed to send message. Please try again later.';
export const CONTACT_RATE_LIMITED_MESSAGE =
  'Too many messages sent from your connection. Please try again later.';

export function contactRoutes({ config, sql, logger, now }: AppContext): ApiRoutes {
  const messages = contactMessageRepository(sql);
  const forwarder = createContactForwarder(config);

  return new ApiRoutes().post(
    '/',
    {
      summary: 'Send a message from the contact form',
      description:
        'The message is stored, then forwarded by e-mail when the server is configured to; success means it reached the inbox (or, without forwarding, the database).',
      body: contactRequestSchema,
      bodyLimit: '16kb',
      before: [
        perClientRateLimit(sql, {
          name: 'contact',
          max: config.contactRateLimitMax,
          windowMinutes: config.rateLimitWindowMinutes,
          message: CONTACT_RATE_LIMITED_MESSAGE,
        }),
      ],
      responses: {
        200: { description: 'The message was received.', schema: contactResponseSchema },
      },
      errors: {
        429: 'Too many messages from this client; try again later.',
        502: 'Forwarding by e-mail is configured and failed: the message was not sent.',
      },
    },
    async ({ body }, req, res) => {
      const id = await messages.add({
        ...body,
        sessionId: getSession(req).id,
        createdAt: now(),
        forwardStatus: forwarder ? 'pending' : 'not_configured',
      });
      if (forwarder) {
        try {
          await forwarder.forward(body);
          await messages.setForwardStatus(id, 'sent');
        } catch (err) {
          // Nothing reads the stored copy back or sends it again, so nobody would ever reply to it:
          // the visitor is told it did not get through (the form keeps the text to try again). The
          // copy stays, marked failed, for an operator recovering messages from the log's id.
          await messages.setForwardStatus(id, 'failed');
          const reason = err instanceof Error ? err.message : String(err);
          logger.error({ contactMessageId: id, reason }, 'contact message could not be forwarded');
          throw new HttpError(502, 'contact_not_sent', CONTACT_NOT_SENT_MESSAGE);
        }
      }
      res.json({ success: true, message: CONTACT_SENT_MESSAGE });
    },
  );
}
