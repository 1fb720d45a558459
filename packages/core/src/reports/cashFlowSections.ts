import { BUILT_IN_CATEGORIES } from '../categories/builtInCategories.js';
import { CASH_FLOW_SECTIONS, CASH_FLOW_SECTION_TITLES } from '../categories/cashFlowSection.js';
import type { CashFlowSection } from '../categories/cashFlowSection.js';
import type { CategoryDefinition } from '../categories/categoryOperations.js';
import { fromCents, toCents } from '../money.js';
import type { Cents } from '../money.js';
import type { CashFlowStatement, StatementLine } from './cashFlowStatement.js';

/** Each built-in category's section (bank fees, like interest, stay operating). */
const BUILT_IN_SECTIONS: ReadonlyMap<string, CashFlowSection> = new Map(
  BUILT_IN_CATEGORIES.map((category) => [category.name, category.section]),
);

/** Words of a category name that place it outside operating activities. */
const INVESTING_WORDS =
  /\b(equipment|capex|capital expenditures?|machinery|vehicles?|property|furniture|fixtures|acquisitions?|investments?)\b/i;
const FINANCING_WORDS =
  /\b(loans?|loan payments?|debt|financing|equity|investors?|capital contributions?|owner'?s? (contributions?|draws?|investment)|dividends?|share issue|repayments?)\b/i;

/** How a category's section is decided: the user's choice by name wins over the built-in one. */
export type SectionChoices = Readonly<Record<string, CashFlowSection>>;

/** The sections the user chose, by category name, from their category definitions. */
export function sectionChoices(definitions: readonly CategoryDefinition[]): SectionChoices {
  const choices: Record<string, CashFlowSection> = {};
  for (const { name, section } of definitions) if (section !== undefined) choices[name] = section;
  return choices;
}

/**
 * The section of a category: the user's choice; else the built-in category's; else read from its
 * name (equipment and other long-lived assets are investing; loans, equity and owner's money are
 * financing); else operating.
 */
export function cashFlowSectionOf(category: string, choices: SectionChoices = {}): CashFlowSection {
  const chosen = choices[category];
  if (chosen !== undefined) return chosen;
  const builtIn = BUILT_IN_SECTIONS.get(category);
  if (builtIn !== undefined) return builtIn;
  if (FINANCING_WORDS.test(category)) return 'financing';
  if (INVESTING_WORDS.test(category)) return 'investing';
  return 'operating';
}

/** One section of the statement: its money in and out by category and its net per month. */
export type StatementSection = {
  section: CashFlowSection;
  title: string;
  inflows: StatementLine[];
  outflows: StatementLine[];
  /** Inflows less outflows of the section, per month. */
  net: number[];
  total: number;
};

/**
 * The statement in operating, investing and financing sections, each with its subtotal; the three
 * nets add up, in cents, to the statement's net, so opening cash plus them is the closing cash.
 */
export type SectionedCashFlowStatement = CashFlowStatement & { sections: StatementSection[] };

function sumCents(lines: readonly StatementLine[], months: number): Cents[] {
  const sums = new Array<Cents>(months).fill(0);
  for (const line of lines) {
    line.amounts.forEach((amount, i) => {
      sums[i] = (sums[i] ?? 0) + toCents(amount);
    });
  }
  return sums;
}

/** Splits a statement's lines into the three sections by each category's section. */
export function sectionedStatement(
  statement: CashFlowStatement,
  choices: SectionChoices = {},
): SectionedCashFlowStatement {
  const months = statement.months.length;
  const sections = CASH_FLOW_SECTIONS.map((section) => {
    const mine = (line: StatementLine) => cashFlowSectionOf(line.category, choices) === section;
    const inflows = statement.inflows.filter(mine);
    const outflows = statement.outflows.filter(mine);
    const inCents = sumCents(inflows, months);
    const outCents = sumCents(outflows, months);
    const netCents = inCents.map((cents, i) => cents - (outCents[i] ?? 0));
    return {
      section,
      title: CASH_FLOW_SECTION_TITLES[section],
      inflows,
      outflows,
      net: netCents.map(fromCents),
      total: fromCents(netCents.reduce((sum, cents) => sum + cents, 0)),
    };
  });
  return { ...statement, sections };
}
