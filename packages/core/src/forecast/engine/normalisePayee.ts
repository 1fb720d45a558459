import { payeeKey } from '../../payees/parsePayee.js';

/**
 * The payee key of a bank description: what stays the same between occurrences of one payment
 * (see `parsePayee`). "CARD 0923 AWS EMEA 4491" and "CARD 1023 AWS EMEA 8812" both give
 * "aws emea"; an ACH line gives its originator's name alone.
 */
export function normalisePayee(description: string): string {
  return payeeKey(description);
}
