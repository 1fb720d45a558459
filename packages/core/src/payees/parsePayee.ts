import { cleanDescriptor } from './cleanDescriptor.js';
import { keyOfText } from './payeeKey.js';
import { ShapeCache } from './shapeCache.js';
import { structuredPayee } from './structuredPayee.js';

/** The counterparty of a bank description, as read by `parsePayee`. */
export type ParsedPayee = {
  /** The readable form shown to the user and written in rules ("Meridian Foods Co"). */
  name: string;
  /** The matching form: same payee, same key ("meridian foods co"). */
  key: string;
  /** What the payment was for, when the description's format says ("PAYROLL", "INV 1042"). */
  memo: string;
};

/** Names a bank abbreviates past recognition, as their readable form. */
const ALIASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^PGANDE\b/i, 'PG&E'],
  [/^AMZN\b/i, 'Amazon'],
  [/^WHOLEFDS\b/i, 'Whole Foods'],
];

/** Words kept in capitals: legal forms and initialisms. */
const CAPITALS = new Set(
  (
    'LLC LLP LP PLC PLLC USA US UK IRS ADP AWS BP CVS IBM HP TD BMO RBC HSBC ATM NA DBA AG BV NV ' +
    'SA SRL EDF BT UPS USPS DHL HMRC EFTPS CPA SBA BCBS IKEA EMEA APAC'
  ).split(' '),
);
const SPECIAL_CASE: Readonly<Record<string, string>> = { GMBH: 'GmbH', "MCDONALD'S": "McDonald's" };

/** An all-capitals word in title case, keeping initialisms; words written in mixed case stay. */
function titleWord(word: string): string {
  if (word !== word.toUpperCase()) return word;
  const bare = word.replace(/[.,]+$/, '');
  if (CAPITALS.has(bare) || bare.includes('&') || /^(?:\p{L}\.)+\p{L}?$/u.test(bare)) return word;
  const special = SPECIAL_CASE[bare];
  if (special !== undefined) return word.replace(bare, special);
  return word
    .toLowerCase()
    .replace(
      /(^|[-(/])(\p{L})/gu,
      (_, lead: string, letter: string) => lead + letter.toUpperCase(),
    );
}

/** The readable form of a counterparty as the bank wrote it. */
function readable(text: string): string {
  return text.split(' ').map(titleWord).join(' ');
}

/** The counterparty's text of a description, without the format's fields and the bank's noise. */
function counterpartyText(description: string): { text: string; memo: string } {
  const structured = structuredPayee(description);
  if (structured === null) return { text: cleanDescriptor(description), memo: '' };
  // A wire's payer is followed by their address ("... FORT WORTH, TX"); an ACH name stands alone.
  return {
    text: cleanDescriptor(structured.name, structured.format === 'wire'),
    memo: structured.memo,
  };
}

const aliasOf = (text: string): string | undefined =>
  ALIASES.find(([pattern]) => pattern.test(text))?.[1];

const keyOf = (text: string, description: string): string =>
  keyOfText(text) || keyOfText(description);

/**
 * The counterparty of a bank description, for rules, recurring series, categories and display.
 * ACH lines give their originator (ORIG CO NAME, or the name before DES:), wires the payer (B/O,
 * ORG=, ORIG:) or the beneficiary (BNF=), SEPA lines their name field; card lines lose their lead
 * (POS, CHECKCARD 1026, DEBIT CARD PURCHASE), the processor's prefix (SQ *, TST*, PAYPAL *), card
 * numbers, trace ids, dates and "CITY ST". What is left is the name: "ORIG CO NAME:MERIDIAN FOODS
 * CO ORIG ID:..." is "Meridian Foods Co", key "meridian foods co".
 */
export function parsePayee(description: string): ParsedPayee {
  const { text, memo } = counterpartyText(description);
  const alias = aliasOf(text);
  if (alias !== undefined) return { name: alias, key: keyOfText(alias), memo };
  return { name: readable(text) || description.trim(), key: keyOf(text, description), memo };
}

/** Keys of the descriptions read lately, by their shape (see `payeeKey`). */
const KEYS_BY_SHAPE = new ShapeCache(50_000);
const HAS_DIGIT = /\d/;

function keyOfDescription(description: string): string {
  const { text } = counterpartyText(description);
  const alias = aliasOf(text);
  return alias === undefined ? keyOf(text, description) : keyOfText(alias);
}

/**
 * The payee key of a description: `parsePayee(description).key`, what rules and series match on,
 * without making the readable name. It runs once per description of ledgers of a million rows,
 * whose lines of one payee differ mostly in their digits (dates, trace and card numbers); the
 * parse reads digits only as digits, so the key of a line is that of its shape with every digit
 * a 0, and is remembered under it. A key that kept digits (a line of nothing but numbers) is not.
 */
export function payeeKey(description: string): string {
  let key = KEYS_BY_SHAPE.get(description);
  if (key !== undefined) return key;
  key = keyOfDescription(description);
  if (!HAS_DIGIT.test(key)) KEYS_BY_SHAPE.set(description, key);
  return key;
}
