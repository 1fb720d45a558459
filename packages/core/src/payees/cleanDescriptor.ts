import { isNoiseWord, withoutReference } from './noiseWords.js';

// What card and bank lines put before a merchant's name, as US and UK banks print it.
const LEADS = [
  /^(?:Online (?:ACH )?Payment|Online Transfer|Zelle Payment|Payment|Transfer)(?: \S*\d\S*)? (?:To|From)\s+/i,
  /^(?:PURCHASE|RECURRING PAYMENT|RECURRING PURCHASE|WITHDRAWAL|PAYMENT) AUTHORI[SZ]ED ON \d\d?\/\d\d?\s*/i,
  /^(?:CHECK ?CARD|DEBIT CARD|CARD|POS|VISA|MC) ?(?:PURCHASE|DEBIT|WITHDRAWAL|TRANSACTION|PMT|PAYMENT)?\s+\d{4}\s+/i,
  /^(?:POS|DEBIT CARD|CHECK ?CARD|CARD|VISA|ATM|ACH|ONLINE|RECURRING|DBT|PRE-?AUTH(?:ORIZED)?) (?:PURCHASE|DEBIT|CREDIT|WITHDRAWAL|TRANSACTION|PAYMENT|PMT)\b[\s:-]*/i,
  /^(?:POS|CHECKCARD|CHECK CARD|VISA|DEBIT|PURCHASE|CARD|ACH)\b[\s:-]*/i,
  /^POS\d+\s+/i,
  /^\d\d\/\d\d\s+/,
];
/** The first words the leads start with: other descriptions skip them. */
const LEAD_WORDS =
  /^(?:online|zelle|payment|transfer|purchase|recurring|withdrawal|check|checkcard|debit|card|pos\d*|visa|mc|atm|ach|dbt|pre|preauth|preauthorized|\d\d\/\d\d)$/i;

// Payment processors' prefixes: the merchant follows ("SQ *BLUE BOTTLE", "TST* JOE'S", "PAYPAL *ADOBE").
const PROCESSOR =
  /^(?:SQ|SQU|SQR|TST|PAYPAL|PP|SP|PY|IC|BT|CKE|DD|EB|IN|SMK|WPY|FS|GRUBHUB|UBR|LYFT|OLO)\s?\*\s*/i;

// Tails that carry no name: ACH company ids, card numbers, "WEB(S)", trace and reference numbers.
const TAILS = [
  /\s+(?:PPD|CCD|WEB|TEL|CTX|IAT|ARC|BOC|POP)\s+ID:.*$/i,
  /\s+(?:CARD|CRD)\s*(?:NO\.?|#)?\s*[X*\d]{4,}.*$/i,
  /\s+(?:REF|TRACE|CONF|CONFIRMATION|TRN|TXN|AUTH|SEQ)\s?(?:#|NO\.?|:)\s*\S+.*$/i,
  /\s+ID:\s*\S+\s*$/i,
  /\s+(?:PPD|CCD|CTX|WEB|TEL|IAT)$/,
];
/** Whether a tail may be there at all: each one has a colon, a '#', a card word or an SEC code. */
const MAYBE_TAIL = /[:#]|CARD|CRD|NO\.|\s(?:PPD|CCD|CTX|WEB|TEL|IAT)$/i;

/** US states and territories, as card lines end: "... SEATTLE WA". */
const STATES = new Set(
  (
    'AL AK AZ AR CA CT DE DC FL GA IL IA KS KY LA MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH PA RI SC SD TN TX UT VT VA WA WV WI WY PR'
  ).split(' '),
);
// Left out: CO, IN, OR, ME, OK, HI, ID are also words ("ACME CO", "CHECK IN", "... ID").

/** First words of two-word city names, so that "FORT WORTH TX" goes whole. */
const CITY_LEADS = new Set(
  (
    'FORT SAN LOS NEW SANTA LAS SAINT ST EL SALT PALO WEST EAST NORTH SOUTH LONG BATON CORPUS ' +
    'COLORADO KANSAS OKLAHOMA JERSEY SIOUX GRAND'
  ).split(' '),
);

/** A legal form that ends a company's name: what follows is the bank's (city, reference). */
const LEGAL_FORMS = new Set(
  'INC LLC L.L.C CORP CORPORATION LTD LLP PLLC GMBH PLC COMPANY CO'.split(' '),
);
/** First letters of the legal forms, either case: most words are passed over on this alone. */
const LEGAL_FIRST = new Set([67, 71, 73, 76, 80, 99, 103, 105, 108, 112]);
const legalForm = (word: string): boolean =>
  word.length >= 2 &&
  word.length <= 12 &&
  LEGAL_FIRST.has(word.charCodeAt(0)) &&
  LEGAL_FORMS.has(word.replace(/[.,]+$/, '').toUpperCase());

/** Whether a character code ends a word of a bank line: whitespace or a merchant's own star. */
const isBreak = (code: number): boolean =>
  code === 32 || code === 42 || (code >= 9 && code <= 13) || code === 160;

/** The words of a line: a merchant's star ("GOOGLE *ADS", "US*2K3") separates them as spaces do. */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i += 1) {
    if (i < text.length && !isBreak(text.charCodeAt(i))) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    }
  }
  return words;
}

const PUNCTUATION_END = /[\s,.*#:;/-]+$/;
const INITIALISM_END = /(?:^|\s)(?:\p{L}\.)+\p{L}$/u;

/** The lead and processor prefix of a line taken off ("CHECKCARD 1026 SQ *BLUE BOTTLE"). */
function withoutLead(text: string): string {
  let rest = text;
  for (let pass = 0; pass < 2; pass += 1) {
    const space = rest.indexOf(' ');
    if (LEAD_WORDS.test(space < 0 ? rest : rest.slice(0, space))) {
      for (const lead of LEADS) rest = rest.replace(lead, '');
    }
    if (rest.includes('*')) rest = rest.replace(PROCESSOR, '');
  }
  return rest;
}

/**
 * The words left of a card or bank line once its lead, processor prefix, tail, numbers, dates,
 * masked card numbers, trace ids and "CITY ST" are taken off (`places`: a card line ends with a
 * place; an ACH name does not), cut after a legal form ("LAGARTO RENTAL TOOLS, INC 05/28").
 * "CHECKCARD 1026 SQ *BLUE BOTTLE COFFEE OAKLAND CA 24431066300" gives "BLUE BOTTLE COFFEE".
 */
export function cleanDescriptor(description: string, places = true): string {
  let text = withoutLead(description.trim());
  if (MAYBE_TAIL.test(text)) for (const tail of TAILS) text = text.replace(tail, '');
  const words: string[] = [];
  for (const raw of wordsOf(text)) {
    const word = withoutReference(raw);
    if (words.length > 0 && isNoiseWord(word)) continue;
    words.push(word);
    if (words.length > 1 && legalForm(word)) break;
  }
  while (words.length > 1 && isNoiseWord(words[words.length - 1]!)) words.pop();
  const end = words[words.length - 1];
  const last = end !== undefined && end.length <= 3 ? end.replace(/[.,]/g, '') : undefined;
  if (places && words.length >= 2 && last !== undefined && STATES.has(last)) {
    words.pop();
    const city = words[words.length - 1]!;
    if (words.length >= 2 && !city.includes('.') && !legalForm(city)) {
      words.pop();
      if (words.length >= 2 && CITY_LEADS.has(words[words.length - 1]!.toUpperCase())) words.pop();
    }
  }
  let name = words.join(' ');
  const tail = name.charCodeAt(name.length - 1);
  if (tail < 48 || (tail > 57 && tail < 65)) name = name.replace(PUNCTUATION_END, '');
  // An initialism keeps its last dot ("L.L.C.").
  return name.charCodeAt(name.length - 2) === 46 && INITIALISM_END.test(name) ? `${name}.` : name;
}
