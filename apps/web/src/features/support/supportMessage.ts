import type { ContactMessage } from '../../lib/api/sendContactMessage';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from './data/supportOptions';
import type { SupportCategory, SupportPriority } from './data/supportOptions';

export type SupportRequest = {
  name: string;
  email: string;
  subject: string;
  priority: SupportPriority;
  category: SupportCategory;
  message: string;
};

function labelOf<T extends string>(options: readonly { value: T; label: string }[], value: T) {
  return options.find((option) => option.value === value)?.label ?? value;
}

/**
 * A support request as the contact route stores it (type support): the reference, category and
 * priority lead the message, so whoever reads the stored messages sees them.
 */
export function supportMessage(request: SupportRequest, reference: string): ContactMessage {
  return {
    name: request.name,
    email: request.email,
    company: '',
    subject: request.subject,
    type: 'support',
    message: [
      `Reference: ${reference}`,
      `Category: ${labelOf(SUPPORT_CATEGORIES, request.category)}`,
      `Priority: ${labelOf(SUPPORT_PRIORITIES, request.priority)}`,
      '',
      request.message,
    ].join('\n'),
  };
}
