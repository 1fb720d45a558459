import { describe, expect, it } from 'vitest';
import { transformedExportFileName, transformedFileName } from './transformedFileName.js';

const at = new Date('2024-03-05T14:07:09.123Z');

describe('transformed file names (ai.md section 9)', () => {
  it('drops .csv and stamps the time with dashes for colons and dots', () => {
    expect(transformedFileName('bank-march.csv', at)).toBe(
      'bank-march_transformed_2024-03-05T14-07-09-123Z.csv',
    );
    expect(transformedFileName('Statement.CSV', at)).toBe(
      'Statement_transformed_2024-03-05T14-07-09-123Z.csv',
    );
  });

  it('names an unnamed file transformed_data', () => {
    expect(transformedFileName(undefined, at)).toBe(
      'transformed_data_transformed_2024-03-05T14-07-09-123Z.csv',
    );
    expect(transformedFileName('.csv', at)).toBe(
      'transformed_data_transformed_2024-03-05T14-07-09-123Z.csv',
    );
  });

  it('names the import page exports by date and format', () => {
    expect(transformedExportFileName('csv', '2024-03-05')).toBe(
      'transformed_transactions_2024-03-05.csv',
    );
    expect(transformedExportFileName('json', '2024-03-05')).toBe(
      'transformed_transactions_2024-03-05.json',
    );
  });
});
