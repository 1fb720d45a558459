import { z } from 'zod';

/**
 * The codes of ISO 4217's list of current currencies and funds (List One), without XTS (kept for
 * testing) and XXX (no currency). Older codes a stored ledger holds still load: only a write of
 * an account's currency is checked against this list.
 */
export const ISO_4217_CODES: readonly string[] = `
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP
BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR
FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES
KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR
MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF
SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS
UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG XAU XBA XBB XBC XBD XCD XCG XDR XOF
XPD XPF XPT XSU XUA YER ZAR ZMW ZWG
`
  .trim()
  .split(/\s+/);

const known = new Set(ISO_4217_CODES);

export const isIsoCurrencyCode = (code: string): boolean => known.has(code);

/** A currency code as an account's create or edit must give it: ISO 4217's, in capitals. */
export const isoCurrencyCodeSchema = z.string().refine(isIsoCurrencyCode, {
  error: (issue) =>
    `Currency "${String(issue.input).slice(0, 10)}" is not an ISO 4217 code: give three capital letters such as USD, EUR or GBP.`,
});
