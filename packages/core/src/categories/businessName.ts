/**
 * A business's legal forms as banks write them after its name ("LLC", "Inc.", "GmbH", "B.V.").
 * Not "Co", which ACH lines also write as a field ("CO ID:"), nor short forms that are words.
 */
const LEGAL_FORMS = [
  'llc',
  'l l c',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'ltd',
  'limited',
  'plc',
  'gmbh',
  'mbh',
  'bv',
  'b v',
  'nv',
  'sarl',
  'srl',
  'pty',
];

/** Anything between two words. */
const GAP = '[^\\p{L}\\p{N}]+';

/**
 * Up to four words ending in a legal form, and a division of it ("ACME CORP DIV"): a business's
 * name, wherever the line writes it.
 */
const BUSINESS_NAME = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:[\\p{L}\\p{N}&'’]+${GAP}){1,4}?(?:${LEGAL_FORMS.map((form) =>
    form.split(' ').join(GAP),
  ).join('|')})(?![\\p{L}\\p{N}])(?:${GAP}div(?:ision)?(?![\\p{L}\\p{N}]))?`,
  'giu',
);

/** A legal form, whole, anywhere in a line: a business is named in it. */
const LEGAL_FORM = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${LEGAL_FORMS.map((form) => form.split(' ').join(GAP)).join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Whether a line names a business by its legal form ("INTEGRAL SOLUTIONS LLC", "Pte. Ltd."). */
export function namesBusiness(text: string): boolean {
  return LEGAL_FORM.test(text);
}

/**
 * The line without the names of businesses in it: the words of a payer's name ("BENEFIT COSMETICS
 * LLC", "PENSION PARTNERS INC") say who paid, not what the money is.
 */
export function withoutBusinessNames(text: string): string {
  return text.replace(BUSINESS_NAME, ' ');
}
