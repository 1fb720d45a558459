import type { BillingInterval } from '@cashline/core';

export type Invoice = {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  description: string;
  amount: number;
  status: 'Paid' | 'Pending';
};

export type UsageItem = { label: string; used: number; limit: number | null };

/** Static sample account data of the billing page (app.md section 2: no server call). */
export const billingSample = {
  interval: 'monthly' as BillingInterval,
  nextBillingDate: '2024-07-01',
  paymentCard: { brand: 'Visa', last4: '4242', expiry: '12/2026', holder: 'Jordan Ellis' },
  invoices: [
    {
      id: 'INV-2024-006',
      date: '2024-06-01',
      description: 'Professional plan, June 2024',
      amount: 79,
      status: 'Paid',
    },
    {
      id: 'INV-2024-005',
      date: '2024-05-01',
      description: 'Professional plan, May 2024',
      amount: 79,
      status: 'Paid',
    },
    {
      id: 'INV-2024-004',
      date: '2024-04-01',
      description: 'Professional plan, April 2024',
      amount: 79,
      status: 'Paid',
    },
    {
      id: 'INV-2024-003',
      date: '2024-03-01',
      description: 'Starter plan, March 2024',
      amount: 29,
      status: 'Paid',
    },
  ] satisfies readonly Invoice[],
  usage: [
    { label: 'Transactions this month', used: 1247, limit: null },
    { label: 'AI predictions this month', used: 89, limit: null },
    { label: 'Team members', used: 3, limit: 5 },
  ] satisfies readonly UsageItem[],
};
