/**
 * OFX TRNTYPE values (OFX 2.2 section 11.4.4.3) that move money between the business's own
 * accounts: a transfer, and on a credit card a payment of the card.
 */
const TRANSFER_TYPES = new Set(['XFER']);
const CARD_PAYMENT_TYPES = new Set(['PAYMENT', 'CREDIT', 'XFER', 'DIRECTDEP', 'DEP']);
const CARD_PAYMENT_WORDS = /\b(payment|thank you|autopay|pymt|pmt)\b/i;

/**
 * True when an entry is likely a transfer between own accounts: an OFX transfer, or money paid
 * into a credit card account (a payment from the bank account, not a refund).
 */
export function isTransferCandidate(
  trnType: string,
  cents: number,
  creditCard: boolean,
  description: string,
): boolean {
  const type = trnType.toUpperCase();
  if (TRANSFER_TYPES.has(type)) return true;
  if (!creditCard || cents <= 0) return false;
  return (
    type === 'PAYMENT' || (CARD_PAYMENT_TYPES.has(type) && CARD_PAYMENT_WORDS.test(description))
  );
}
