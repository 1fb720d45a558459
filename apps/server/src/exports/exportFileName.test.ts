import { describe, expect, it } from 'vitest';
import { randomStoredName, sanitiseFileName } from './exportFileName.js';

describe('sanitiseFileName', () => {
  it.each([
    ['transactions-2024-01-15.csv', 'csv', 'transactions-2024-01-15.csv'],
    ['transformed_transactions_2024-01-15', 'json', 'transformed_transactions_2024-01-15.json'],
    ['report.JSON', 'json', 'report.json'],
    ['report.json', 'csv', 'report.csv'],
    ['my report (final).csv', 'csv', 'my_report_final.csv'],
    ['Café déjà vu.csv', 'csv', 'Cafe_deja_vu.csv'],
    ['../../etc/passwd', 'csv', 'passwd.csv'],
    ['..\\..\\Windows\\System32\\config', 'csv', 'config.csv'],
    ['/etc/shadow.csv', 'csv', 'shadow.csv'],
    ['..', 'csv', 'export.csv'],
    ['....', 'json', 'export.json'],
    ['a..b', 'csv', 'a.b.csv'],
    ['.bashrc', 'csv', 'bashrc.csv'],
    ['%2e%2e%2fsecret', 'csv', '2e_2e_2fsecret.csv'],
    ['name\u0000.csv', 'csv', 'name.csv'],
    ['', 'csv', 'export.csv'],
    [undefined, 'json', 'export.json'],
  ] as const)('%j as %s → %s', (requested, format, expected) => {
    expect(sanitiseFileName(requested, format)).toBe(expected);
  });

  it('keeps names short', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.csv`, 'csv');
    expect(name).toBe(`${'a'.repeat(100)}.csv`);
  });
});

describe('randomStoredName', () => {
  it('puts an unguessable token of URL-safe characters before the download name', () => {
    const a = randomStoredName('report.csv');
    const b = randomStoredName('report.csv');
    expect(a).toMatch(/^[A-Za-z0-9_-]{24}-report\.csv$/);
    expect(a).not.toBe(b);
  });
});
