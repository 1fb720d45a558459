/** The counterparty a structured bank description names, and what the payment was for. */
export type StructuredPayee = {
  /** The counterparty as the bank wrote it ("MERIDIAN FOODS CO"). */
  name: string;
  /** The payment's own words: an ACH entry description, a SEPA remittance ("PAYROLL", "INV 1042"). */
  memo: string;
  format: 'ach' | 'wire' | 'sepa';
};

/** A field's value: from after its label to the next label of the same format (or the end). */
function field(text: string, label: RegExp, next: RegExp): string | null {
  const at = label.exec(text);
  if (at === null) return null;
  const rest = text.slice(at.index + at[0].length);
  const end = next.exec(rest);
  return (end === null ? rest : rest.slice(0, end.index)).trim();
}

// NACHA fields as US banks print them (Chase: "ORIG CO NAME:... ORIG ID:... DESC DATE:... CO ENTRY
// DESCR:...SEC:CCD TRACE#:... EED:... IND ID:... IND NAME:... TRN:..."); labels may be glued on.
const ACH_NEXT =
  /ORIG ID:|DESC DATE:|CO ENTRY DESCR:|SEC:|TRACE ?#:?|EED:|IND ID:|IND NAME:|TRN:|ORIG CO NAME:/i;

function ach(text: string): StructuredPayee | null {
  const name = field(text, /ORIG CO NAME:/i, ACH_NEXT);
  if (name === null || name === '') return null;
  return { name, memo: field(text, /CO ENTRY DESCR:/i, ACH_NEXT) ?? '', format: 'ach' };
}

// Bank of America's ACH lines: "SQUARE INC DES:SQ241026 ID:T3B1K8J INDN:ACME LLC CO ID:... PPD".
const BOFA_ACH = /^(.+?)\s+DES:\s*(.*?)\s+ID:/i;

function bofaAch(text: string): StructuredPayee | null {
  const match = BOFA_ACH.exec(text);
  if (match === null) return null;
  return { name: match[1]!, memo: match[2]!, format: 'ach' };
}

// Wire fields: "B/O:" (by order of) names the payer of an incoming Fedwire, "ORG=" and "ORIG:"
// the originator in other banks' wire lines, "BNF=" the beneficiary of an outgoing one.
const WIRE_NEXT =
  /\s(?:REF|OBI|BBI|IMAD|OMAD|RFB|TRN|SEQ|SND BK|PMT DET|ID|SSN|BNF|BBK|ORG|OGB)\s?[:=]|\/AC-|\/(?:CTR|BNF)\//i;

function wire(text: string): StructuredPayee | null {
  const memo = field(text, /\b(?:OBI|PMT DET)\s?[:=]/i, WIRE_NEXT) ?? '';
  for (const label of [
    /\bB\/O:?\s/i,
    /\bORG=(?:\/\S*\s+)?/i,
    /\bORIG:/i,
    /\bBNF[=:](?:\/\S*\s+)?/i,
  ]) {
    const name = field(text, label, WIRE_NEXT);
    if (name !== null && name !== '') return { name, memo, format: 'wire' };
  }
  return null;
}

// Dutch and Belgian MT940 and camt lines: "/TRTP/SEPA OVERBOEKING/IBAN/NL.../NAME/ACME BV/REMI/INV 1/".
function slashFields(text: string): StructuredPayee | null {
  const name = /\/NAME\/([^/]+)/.exec(text);
  if (name === null) return null;
  const remittance = /\/REMI\/(?:USTD\/\/?|STRD\/)?([^/]*)/.exec(text);
  return { name: name[1]!, memo: remittance?.[1] ?? '', format: 'sepa' };
}

// The booking text German, Austrian, French and other SEPA banks put before the counterparty.
const SEPA_LEAD =
  /^(?:SEPA[- ]?(?:Überweisung|Ueberweisung|Lastschrift|Basislastschrift|Firmenlastschrift|Gutschrift|Dauerauftrag|Echtzeitüberweisung|Credit Transfer|Direct Debit|Instant Credit Transfer)|Überweisung|Ueberweisung|Gutschrift|Lastschrift|Dauerauftrag|Folgelastschrift|Erstlastschrift|Online-Überweisung|Online-Ueberweisung|PRLV SEPA|VIR SEPA(?: RECU| EMIS)?|Virement SEPA(?: reçu| émis)?|Prélèvement SEPA|Prelevement SEPA)\b[\s:,-]*(?:(?:an|von|de|à|DE:|\/DE)\s+)?/i;
// SEPA's keyed remittance fields (ZKA): the purpose and references follow the name.
const SEPA_KEYS = /\s(?:EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC|COAM|OAMT|PURP)[+:]/i;

function sepaText(text: string): StructuredPayee | null {
  const lead = SEPA_LEAD.exec(text);
  if (lead === null) return null;
  let rest = text.slice(lead[0].length);
  const keys = SEPA_KEYS.exec(rest);
  let memo = '';
  if (keys !== null) {
    const purpose = /\bSVWZ\+\s*(.*?)(?=\s(?:EREF|KREF|MREF|CRED|ABWA|ABWE|IBAN|BIC)[+:]|$)/i.exec(
      rest,
    );
    memo = purpose?.[1] ?? '';
    rest = rest.slice(0, keys.index);
  }
  // Statement readers join the name and the remittance with " - ".
  const dash = rest.indexOf(' - ');
  if (dash > 0) {
    memo = memo || rest.slice(dash + 3);
    rest = rest.slice(0, dash);
  }
  const name = rest.trim();
  return name === '' ? null : { name, memo: memo.trim(), format: 'sepa' };
}

/**
 * Whether a description may hold one of the formats: each has a field mark (`:`, `/`, `=`) or
 * starts with SEPA's booking text. Most card lines are passed over on this alone.
 */
function mayBeStructured(description: string): boolean {
  return (
    description.includes(':') ||
    description.includes('/') ||
    description.includes('=') ||
    SEPA_LEAD.test(description)
  );
}

/** The counterparty of an ACH, wire or SEPA description, or null for other descriptions. */
export function structuredPayee(description: string): StructuredPayee | null {
  if (!mayBeStructured(description)) return null;
  return (
    ach(description) ??
    wire(description) ??
    slashFields(description) ??
    sepaText(description) ??
    bofaAch(description)
  );
}
