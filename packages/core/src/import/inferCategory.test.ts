import { describe, expect, it } from 'vitest';
import { inferCategory } from './inferCategory.js';

describe('inferCategory (app.md section 5)', () => {
  it.each([
    ['Weekend sales', 'Sales'],
    ['Monthly rent', 'Rent'],
    ['CON ED ELECTRIC BILL', 'Utilities'],
    ['Thames Water', 'Utilities'],
    ['Gusto payroll', 'Payroll'],
    ['Staff wages', 'Payroll'],
    ['Google Ads advertising', 'Marketing'],
    ['Oven repair', 'Maintenance'],
    ['Bright cleaning co', 'Maintenance'],
    ['SYSCO CORPORATION', 'Food Supplies'],
    ['Restaurant Depot #12', 'Food Supplies'],
    ['Farmers market produce', 'Food Supplies'],
    ['Business license renewal', 'Miscellaneous'],
    ['Monthly service fee', 'Miscellaneous'],
    ['Adobe Creative Cloud', 'Other'],
  ])('%s -> %s', (description, category) => {
    expect(inferCategory(description)).toBe(category);
  });

  it('takes the first category of the list when several match', () => {
    expect(inferCategory('Garage sale rent share')).toBe('Sales');
  });

  it('matches keywords at the start of words only', () => {
    expect(inferCategory('Coffee beans')).toBe('Other');
    expect(inferCategory('Current account transfer')).toBe('Other');
    expect(inferCategory('Las Vegas trip')).toBe('Other');
  });
});
