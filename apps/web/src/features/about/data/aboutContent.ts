export type CompanyValue = { title: string; description: string };

export const mission =
  'Cashline gives businesses of every size professional cash-flow management and forecasting tools, ' +
  'so owners and finance teams always know where their money is going and how long it will last.';

export const values: readonly CompanyValue[] = [
  {
    title: 'Clarity',
    description:
      'Every figure is traceable to the transactions behind it. No black boxes, no guesswork.',
  },
  {
    title: 'Security',
    description:
      'Your data stays in your browser unless you choose to connect a service, with bank-level security when you do.',
  },
  {
    title: 'Customer focus',
    description:
      'Support is available 24/7, and the product grows from what our 10,000+ customers tell us.',
  },
];

export const teamText =
  'We are a small team of finance professionals, designers and engineers who have run cash flow for ' +
  'restaurants, agencies and manufacturers. We build the tool we wished we had: fast, honest about ' +
  'the numbers, and easy enough to use every week.';
