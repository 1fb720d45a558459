import type { QboEntity } from './entity.js';

export type Ref = { value: string; name: string };

type Classification = 'Asset' | 'Liability' | 'Equity' | 'Revenue' | 'Expense';
type AccountSpec = Ref & { type: string; subType: string; classification: Classification };

const account = (
  value: string,
  name: string,
  type: string,
  subType: string,
  classification: Classification,
): AccountSpec => ({ value, name, type, subType, classification });

/** The bakery's chart of accounts, with Intuit's AccountType and AccountSubType for each. */
const CHART = {
  checking: account('1', 'Checking', 'Bank', 'Checking', 'Asset'),
  savings: account('2', 'Savings', 'Bank', 'Savings', 'Asset'),
  mastercard: account('3', 'Mastercard', 'Credit Card', 'CreditCard', 'Liability'),
  undeposited: account(
    '4',
    'Undeposited Funds',
    'Other Current Asset',
    'UndepositedFunds',
    'Asset',
  ),
  receivable: account(
    '5',
    'Accounts Receivable (A/R)',
    'Accounts Receivable',
    'AccountsReceivable',
    'Asset',
  ),
  payable: account(
    '6',
    'Accounts Payable (A/P)',
    'Accounts Payable',
    'AccountsPayable',
    'Liability',
  ),
  ovenLoan: account('7', 'Oven Loan', 'Long Term Liability', 'NotesPayable', 'Liability'),
  accumulatedDepreciation: account(
    '8',
    'Accumulated Depreciation',
    'Fixed Asset',
    'AccumulatedDepreciation',
    'Asset',
  ),
  cateringIncome: account('11', 'Catering Income', 'Income', 'SalesOfProductIncome', 'Revenue'),
  interest: account('12', 'Interest Earned', 'Other Income', 'InterestEarned', 'Revenue'),
  ownerInvestment: account('13', "Owner's Investment", 'Equity', 'PartnerContributions', 'Equity'),
  rent: account('20', 'Rent or Lease', 'Expense', 'RentOrLeaseOfBuildings', 'Expense'),
  wages: account('21', 'Payroll Expenses:Wages', 'Expense', 'PayrollExpenses', 'Expense'),
  payrollTaxes: account('22', 'Payroll Expenses:Taxes', 'Expense', 'PayrollExpenses', 'Expense'),
  electric: account('23', 'Utilities:Gas and Electric', 'Expense', 'Utilities', 'Expense'),
  telephone: account('24', 'Utilities:Telephone', 'Expense', 'Utilities', 'Expense'),
  insurance: account('25', 'Insurance', 'Expense', 'Insurance', 'Expense'),
  ingredients: account(
    '26',
    'Supplies:Ingredients',
    'Cost of Goods Sold',
    'SuppliesMaterialsCogs',
    'Expense',
  ),
  packaging: account(
    '27',
    'Supplies:Packaging',
    'Cost of Goods Sold',
    'SuppliesMaterialsCogs',
    'Expense',
  ),
  advertising: account('28', 'Advertising', 'Expense', 'AdvertisingPromotional', 'Expense'),
  repairs: account('29', 'Repairs and Maintenance', 'Expense', 'RepairMaintenance', 'Expense'),
  bankCharges: account('30', 'Bank Charges', 'Expense', 'BankCharges', 'Expense'),
  interestPaid: account('31', 'Interest Paid', 'Other Expense', 'InterestPaid', 'Expense'),
  depreciation: account('32', 'Depreciation', 'Other Expense', 'Depreciation', 'Expense'),
} satisfies Record<string, AccountSpec>;

export type AccountKey = keyof typeof CHART;

/** References to the chart's accounts, as transactions carry them (`AccountRef`). */
export const ACCOUNTS = Object.fromEntries(
  Object.entries(CHART).map(([key, spec]) => [key, { value: spec.value, name: spec.name }]),
) as Record<AccountKey, Ref>;

/** The chart as the v3 API returns `Account` entities (a sub-account's name is its last part). */
export function accountEntities(): QboEntity[] {
  return Object.values(CHART).map((spec) => ({
    Id: spec.value,
    Name: spec.name.split(':').at(-1) ?? spec.name,
    SubAccount: spec.name.includes(':'),
    FullyQualifiedName: spec.name,
    Active: true,
    Classification: spec.classification,
    AccountType: spec.type,
    AccountSubType: spec.subType,
    CurrentBalance: 0,
    CurrentBalanceWithSubAccounts: 0,
    CurrencyRef: { value: 'USD', name: 'United States Dollar' },
    domain: 'QBO',
    sparse: false,
    SyncToken: '0',
    MetaData: {
      CreateTime: '2019-03-01T09:00:00-08:00',
      LastUpdatedTime: '2019-03-01T09:00:00-08:00',
    },
  }));
}
