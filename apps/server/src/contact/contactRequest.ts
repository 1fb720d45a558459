import { z } from 'zod';

/** A required single line of text: trimmed, not empty, no line breaks (it may become a mail header). */
function requiredLine(label: string, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .regex(/^[^\r\n]*$/, `${label} must be a single line.`);
}

/** A required e-mail address, trimmed, with the messages a visitor reads. */
export const emailAddressSchema = z
  .string({ error: 'Email address is required.' })
  .trim()
  .min(1, 'Email address is required.')
  .max(254, 'Email address is too long.')
  .pipe(z.email('Please enter a valid email address.'));

/** The contact form (app.md section 5): name, email, subject and message required; company optional. */
export const contactRequestSchema = z.object({
  name: requiredLine('Name', 200),
  email: emailAddressSchema,
  company: z
    .string({ error: 'Company must be text.' })
    .trim()
    .max(200, 'Company must be at most 200 characters.')
    .regex(/^[^\r\n]*$/, 'Company must be a single line.')
    .optional()
    .default(''),
  subject: requiredLine('Subject', 200),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(1, 'Message is required.')
    .max(5000, 'Message must be at most 5000 characters.'),
  type: z
    .enum(['support', 'sales'], { error: 'Message type must be support or sales.' })
    .default('support'),
});

export type ContactRequest = z.output<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
