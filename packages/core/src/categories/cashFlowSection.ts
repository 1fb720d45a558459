import { z } from 'zod';

/** The three sections of a cash-flow statement, in the order an accountant lays them out. */
export const CASH_FLOW_SECTIONS = ['operating', 'investing', 'financing'] as const;
export type CashFlowSection = (typeof CASH_FLOW_SECTIONS)[number];

/** A category's section as stored with the user's categories. */
export const cashFlowSectionSchema = z.enum(CASH_FLOW_SECTIONS);

export const CASH_FLOW_SECTION_TITLES: Readonly<Record<CashFlowSection, string>> = {
  operating: 'Cash flows from operating activities',
  investing: 'Cash flows from investing activities',
  financing: 'Cash flows from financing activities',
};

/** The short name a select or a table shows for a section. */
export const CASH_FLOW_SECTION_LABELS: Readonly<Record<CashFlowSection, string>> = {
  operating: 'Operating',
  investing: 'Investing',
  financing: 'Financing',
};
