import { CARD_PROCESSORS } from './cardProcessors.js';
import type { KeywordFamily } from './keywordFamily.js';

/**
 * Money in that says only that it was transferred: own money moving, unless the line names a
 * business by its legal form (then a customer paid by transfer: `matchCategory`).
 */
export const TRANSFER_IN: KeywordFamily = {
  category: 'Other',
  phrases: ['transfer', 'xfer', 'trf', 'tfr', 'trnsfr'],
  only: 'inflow',
};

/**
 * The payee list's families that read money in, and the names generic words would misread: card
 * processors' payouts and incoming wires are Sales; own money moving, refunds, interest, loans and
 * card payments received are Other; a car hire is no rent, a filling station's "gas" no utility,
 * Pret A Manger no loan and shipping no bank fee. Part of `PAYEE_FAMILIES`, after the families of
 * costs.
 */
export const MONEY_IN_AND_NOT_FAMILIES: readonly KeywordFamily[] = [
  {
    category: 'Sales',
    phrases: [
      'wire transfer',
      'incoming wire',
      'wire in',
      'fedwire credit',
      'book transfer credit',
      ...CARD_PROCESSORS,
      'shopify payout',
      'shopify payouts',
      'shopify payments',
      'shopify transfer',
      // A business's Venmo account: a person's alone is no payout.
      'venmo business',
    ],
    only: 'inflow',
  },
  {
    // Not what a generic word says: a car hire is no rent, a filling station's "gas" no utility.
    category: 'Other',
    phrases: [
      'rent a car',
      'car rental',
      'shell',
      'chevron',
      'exxon',
      'exxonmobil',
      'mobil',
      'texaco',
      'valero',
      'circle k',
      'gas station',
      'fuel',
      // A warehouse's or a grocer's filling station.
      'costco gas',
      'costco fuel',
      'sams club fuel',
      'kroger fuel',
      'safeway fuel',
      'speedway',
      'sunoco',
      'wawa',
      'quiktrip',
      'sheetz',
      'petrol',
      'petrol station',
      // A shop's name is no loan ("prêt" is also "ready"), and shipping or travel costs are no
      // bank fee though French writes them "frais".
      'pret a manger',
      'pret a porter',
      'frais de port',
      'frais d envoi',
      'frais de livraison',
      'frais de transport',
      'frais de deplacement',
      'frais kilometriques',
      'frais kilometrique',
      'frais de scolarite',
      'frais de notaire',
      'shipping',
      'postage',
      'versandkosten',
      'verzendkosten',
    ],
  },
  {
    // A grocer's food is a household's, no restaurant's supplies. Money in from a grocer is a
    // supplier's customer paying ("WHOLE FOODS MARKET VENDOR PMT"): a sale.
    category: 'Other',
    phrases: ['grocery', 'grocery store', 'groceries', 'supermarket', 'whole foods'],
    only: 'outflow',
  },
  {
    // A commission paid to sell is a fee for a service, as app.md files a fee; only a bank's
    // commission is a bank fee. Money in that says so is a commission earned: a sale.
    category: 'Miscellaneous',
    phrases: ['sales commission', 'sales commissions', 'agent commission', 'agent commissions'],
    only: 'outflow',
  },
  {
    // Money in that is not a sale: own money moving, a refund, interest, a loan, a card's payment.
    category: 'Other',
    phrases: [
      'interest',
      'intrst',
      'dividend',
      'refund',
      'reversal',
      'reversed',
      'returned',
      'return',
      'rebate',
      'cashback',
      'cash back',
      'reward',
      'rewards',
      'adjustment',
      'reimburse',
      'reimbursement',
      'loan',
      'loan proceeds',
      'owner',
      'capital contribution',
      'thank you',
      // A card's statement: what its holder paid off.
      'internet payment',
      'payment by internet',
      'cr card payment',
      'autopay',
      'epay',
      'payment received thank you',
      'credit card payment',
      'zinsen',
      'habenzinsen',
      'rente',
      'interessi',
      'intereses',
      'interets',
      'top up',
      'topup',
      'auto top up',
      'salary',
      'lohn',
      'gehalt',
      'nomina',
      'traspaso',
      'interne overboeking',
      // A treasury account pooling the business's own accounts' money, and a PayPal balance
      // topped up from the holder's bank or card.
      'cash concentration',
      'deposit to pp account',
      'virement par carte bancaire',
      'dank u',
      'gebuehren',
      'kwijtschelding',
      // Gifts and inheritances, and refunds in the languages of European statements.
      'gift',
      'geschenk',
      'cadeau',
      'regalo',
      'inheritance',
      'erbe',
      'erbschaft',
      'erfenis',
      'herencia',
      'reembolso',
      'devolucion',
      'remboursement',
      'rimborso',
      'erstattung',
      'rueckerstattung',
      'terugbetaling',
      'restitutie',
      // A currency conversion, the current account, and salaries in other languages.
      'converted',
      'compte courant',
      'salaire',
      'salario',
      'stipendio',
    ],
    only: 'inflow',
  },
  TRANSFER_IN,
];
