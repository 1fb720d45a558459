import { z } from 'zod';
import { ApiError, apiJson } from './apiClient';

export type ContactMessageType = 'support' | 'sales';

/** The body of POST /api/contact (app.md section 7). */
export type ContactMessage = {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  type: ContactMessageType;
};

export type ContactResult = { ok: true; message: string } | { ok: false; error: string };

const answerSchema = z.object({ success: z.boolean().optional(), message: z.string().optional() });

export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const CONTACT_UNREACHABLE = 'Failed to send message. Please try again later.';

function failure(body: unknown): ContactResult {
  const parsed = answerSchema.safeParse(body);
  const message = parsed.success ? parsed.data.message : undefined;
  return { ok: false, error: message || CONTACT_FAILED };
}

/**
 * Sends the contact form. An answer without success shows the server's message or app.md section 8's
 * fallback; a network or parse failure shows the "try again later" message.
 */
export async function sendContactMessage(contact: ContactMessage): Promise<ContactResult> {
  let body: unknown;
  try {
    body = await apiJson('/contact', { method: 'POST', body: JSON.stringify(contact) });
  } catch (error) {
    if (error instanceof ApiError && error.body !== undefined) return failure(error.body);
    return { ok: false, error: CONTACT_UNREACHABLE };
  }
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success || body === undefined) return { ok: false, error: CONTACT_UNREACHABLE };
  if (parsed.data.success !== true) return failure(body);
  return { ok: true, message: parsed.data.message ?? '' };
}
