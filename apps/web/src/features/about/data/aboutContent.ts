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
      'Signed out, your transactions stay in this browser. Signed in, your team\u2019s ledger is kept on this installation\u2019s server, for your organisation\u2019s members only, and you can run that server yourself. Nothing goes to an AI service unless you switch AI on, and the privacy policy says exactly what is sent.',
  },
  {
    title: 'Honest numbers',
    description:
      'Every page says which period and as-of date its figures use, and no sample data is shown as yours.',
  },
];

export const teamText =
  'Cashline is built to be fast, honest about the numbers, and easy enough to use every week. ' +
  'Questions and suggestions are welcome through the contact page.';
