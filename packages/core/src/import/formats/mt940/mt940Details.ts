import { joinParts } from '../statementValues.js';

const SEPA_KEY = /\b(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC|COAM|OAMT|SQTP|PURP)\+/g;

/** The SEPA purpose (`SVWZ+...`) of a remittance text that carries keys, else the whole text. */
function purposeOf(remittance: string): string {
  const keys = [...remittance.matchAll(SEPA_KEY)];
  const purpose = keys.findIndex((k) => k[1] === 'SVWZ');
  if (purpose === -1) return keys.length > 0 && keys[0]!.index === 0 ? '' : remittance;
  const start = keys[purpose]!.index + keys[purpose]![0].length;
  const end = keys[purpose + 1]?.index ?? remittance.length;
  return remittance.slice(start, end).trim();
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
  if (!structured) return details.replace(/\s*\n\s*/g, ' ').trim();
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
