/**
 * Card processors, payment platforms and marketplaces that pay a business its sales (lower case,
 * words apart). One list for the payee list's money-in family (their payout is a sale) and for the
 * money-in rules (a line naming one is no pay and no push to the owner's own card).
 */
export const CARD_PROCESSORS: readonly string[] = [
  'stripe',
  'square',
  'sq inc',
  'paypal',
  'shopify',
  'etsy',
  'ebay',
  'clover',
  'toast',
  'ubereats',
  'uber eats',
  'doordash',
  'grubhub',
  'amazon payments',
  'amazon marketplace',
  'zettle',
  'izettle',
  'sumup',
  'adyen',
  'braintree',
  'woocommerce',
  'gumroad',
  'mollie',
];
