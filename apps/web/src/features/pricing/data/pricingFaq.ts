import { TRIAL_DAYS } from '@cashline/core';

export type FaqEntry = { question: string; answer: string };

export const pricingFaq: readonly FaqEntry[] = [
  {
    question: 'Is there a free trial?',
    answer: `Yes. Every plan starts with a ${TRIAL_DAYS}-day free trial, and you can cancel at any time during it.`,
  },
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Upgrade or downgrade whenever you like; the change applies from your next billing date.',
  },
  {
    question: 'How does annual billing work?',
    answer: 'You pay for twelve months at once and save about 17% compared with paying monthly.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'All major credit and debit cards. Enterprise customers can also pay by invoice.',
  },
];
