import type { Ref } from './accounts.js';

export type TypedRef = Ref & { type: 'Vendor' | 'Customer' };

/** The bakery's vendors, customers, items and payment methods, as its ledger refers to them. */
const vendor = (value: string, name: string): TypedRef => ({ value, name, type: 'Vendor' });
const customer = (value: string, name: string): TypedRef => ({ value, name, type: 'Customer' });

export const VENDORS = {
  landlord: vendor('50', 'Oakwood Properties'),
  payroll: vendor('51', 'Gusto Payroll'),
  power: vendor('52', 'Bay State Electric'),
  phone: vendor('53', 'Coastal Telecom'),
  insurer: vendor('54', 'Harbor Mutual Insurance'),
  wholesaler: vendor('55', 'Restaurant Depot'),
  flour: vendor('56', 'Valley Flour Mill'),
  dairy: vendor('57', 'Green Meadow Dairy'),
  packaging: vendor('58', 'PackRight Supplies'),
  newspaper: vendor('59', 'Local Herald Media'),
  refrigeration: vendor('60', 'CoolTech Refrigeration'),
  bank: vendor('61', 'First Harbor Bank'),
};

export const CUSTOMERS = {
  walkIn: customer('70', 'Walk-in Customers'),
  cafe: customer('71', 'Seaside Cafe'),
  events: customer('72', 'Marina Events Co.'),
  school: customer('73', 'Hillside School'),
  hotel: customer('74', 'Tidewater Hotel'),
};

export const ITEMS = {
  bread: { value: '80', name: 'Bread' },
  pastries: { value: '81', name: 'Pastries' },
  coffee: { value: '82', name: 'Coffee' },
  cakes: { value: '83', name: 'Celebration Cakes' },
};

export const PAYMENT_METHODS = {
  cash: { value: '1', name: 'Cash' },
  check: { value: '2', name: 'Check' },
  visa: { value: '3', name: 'Visa' },
};

/** The owner, who paid in capital once. */
export const OWNER: Ref & { type: 'Employee' } = {
  value: '90',
  name: 'Dana Whitfield',
  type: 'Employee',
};
