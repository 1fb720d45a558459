import { joinParts } from '../statementValues.js';

const SEPA_KEY = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC|COAM|OAMT|SQTP|PURP)\+/g;

/** The SEPA purpose (`SVWZ+...`) of a remittance text that carries keys, else the whole text. */
function purposeOf(remittance: string): string {
  const keys = [...remittance.matchAll(SEPA_KEY)];
  const purpose = keys.findIndex((k) => k[1] === 'SVWZ');
  if (purpose === -1) return keys.length > 0 && keys[0]!.index === 0 ? '' : remittance;
  const start = keys[purpose]!.index + keys[purpose]![0].length;
  const end = keys[purpose + 1]?.index ?? remittance.length;
  return remittance.slice(start, end).trim();
}

/** SWIFT lines are at most 65 characters, the field's tag (`:86:`) counted on the first. */
const LINE_WIDTH = 65;

/**
 * Joins the lines of a field as the bank wrote them: a line cut at the width limit continues on
 * the next without a space; a shorter one ended at a word.
 */
function unwrap(details: string): string {
  const lines = details.split(/\r?\n/);
  let text = lines[0]!;
  for (let i = 1; i < lines.length; i++) {
    const before = lines[i - 1]!.length + (i === 1 ? 4 : 0);
    text += before >= LINE_WIDTH ? lines[i] : ` ${lines[i]!.trim()}`;
  }
  return text.trim();
}

/** `/TRTP/.../NAME/ACME BV/REMI/INV 1/` (Dutch and Belgian banks): the name and remittance. */
function slashFields(text: string): string | null {
  if (!/^\/[A-Z]{2,4}\//.test(text) || !/\/(NAME|REMI)\//.test(text)) return null;
  const fields = new Map<string, string>();
  const keys = [
    ...text.matchAll(
      /\/(TRTP|IBAN|BIC|NAME|REMI|EREF|CSID|MARF|ORDP|BENM|ID|USTD|STRD|CDTRREF)\//g,
    ),
  ];
  keys.forEach((key, i) => {
    const start = key.index + key[0].length;
    const end = keys[i + 1]?.index ?? text.length;
    if (!fields.has(key[1]!)) fields.set(key[1]!, text.slice(start, end).replace(/\/+$/, ''));
  });
  const remittance = fields.get('REMI') ?? '';
  const own = remittance === '' ? (fields.get('USTD') ?? '') : remittance;
  return joinParts([fields.get('NAME') ?? '', own]) || null;
}

/**
 * The description of an entry from its `:86:` details. German banks structure them in `?nn`
 * subfields after a three-digit transaction code: the counterparty's name (?32, ?33) and the
 * remittance lines (?20 to ?29, ?60 to ?63, split every 27 characters, so joined without spaces);
 * the posting text (?00) when there is nothing else. Other banks' free text is kept as written.
 */
export function describeDetails(details: string): string {
  const text = details.replace(/\r?\n/g, '');
  const structured = /^\d{3}\?/.exec(text);
  if (!structured) {
    const unwrapped = unwrap(details);
    return slashFields(unwrapped) ?? unwrapped.replace(/\s+/g, ' ');
  }
  const fields = new Map<number, string>();
  for (const match of text.slice(3).matchAll(/\?(\d{2})([^?]*)/g)) {
    const code = Number(match[1]);
    fields.set(code, (fields.get(code) ?? '') + match[2]);
  }
  const field = (code: number): string => fields.get(code) ?? '';
  const remittance = [20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 60, 61, 62, 63].map(field).join('');
  const name = joinParts([`${field(32)}${field(33)}`]);
  return joinParts([name, purposeOf(remittance)]) || field(0).trim();
}
