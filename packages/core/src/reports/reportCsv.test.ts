import { describe, expect, it } from 'vitest';
import { reportSheetsToCsv } from './reportCsv.js';

describe('reportSheetsToCsv', () => {
  it('neutralises a title that a spreadsheet would run as a formula, like every other cell', () => {
    const csv = reportSheetsToCsv([
      {
        name: 'summary',
        title: '=HYPERLINK("http://evil.example","Cash flow")',
        header: ['@Category', 'Amount'],
        rows: [['+Sales', 12.5]],
      },
    ]);
    expect(csv.split('\n')).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""Cash flow"")"`,
      `'@Category,Amount`,
      `'+Sales,12.50`,
    ]);
  });
});
