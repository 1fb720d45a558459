/**
 * Words (lower case, words apart) that name money given rather than earned: gifts, donations,
 * congratulations and inheritances, in the languages of the statements Cashline reads.
 */
export const GIFT_WORDS: readonly string[] = [
  'gift',
  'gifts',
  'geschenk',
  'cadeau',
  'regalo',
  'spende',
  'spenden',
  'donation',
  'donations',
  'donated',
  'proficiat',
  'gefeliciteerd',
  'verjaardag',
  'birthday',
  'inheritance',
  'erbe',
  'erbschaft',
  'erfenis',
  'herencia',
];
