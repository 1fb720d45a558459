import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.js';
import { decodeBytes } from './decodeBytes.js';
import type { TextEncodingName } from './decodeBytes.js';
import { importCsv } from './importCsv.js';
import type { ImportSummary } from './types.js';

// Exports written in Central European code pages, Western ones, and UTF-16 without a byte order
// mark, read from their bytes as the upload route reads them (issue 18, class 7).

function importFixture(name: string): { encoding: TextEncodingName; summary: ImportSummary } {
  const bytes = fs.readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));
  const { text, encoding } = decodeBytes(bytes);
  const result = importCsv(text, { fileName: name, today: '2024-06-30' });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return { encoding, summary: result.value };
}

function total(summary: ImportSummary): number {
  return summary.transactions.reduce((sum, t) => sum + toCents(t.amount), 0);
}

describe('single-byte code pages', () => {
  it('reads a Czech export in Windows-1250 with its háčky and čárky', () => {
    const { encoding, summary } = importFixture('cz-fio-windows1250.csv');
    expect(encoding).toBe('windows-1250');
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Teplárny Brno, a.s. - Záloha teplo únor',
      'Šťastný & Syn s.r.o. - Faktura 2024017 – překlady',
      'Potraviny Žabka Praha 6',
      'Správa budov Kuřim - Nájem kanceláře – březen',
      'Účetní kancelář Říha - Vrácení přeplatku',
      'Fio banka – poplatek - Poplatek za vedení účtu',
    ]);
    expect(total(summary)).toBe(-1450_00 + 18600_00 - 312_90 - 2800_00 + 4250_50 - 129_00);
  });

  it('reads a Polish export in ISO-8859-2', () => {
    const { encoding, summary } = importFixture('pl-pko-iso8859-2.csv');
    expect(encoding).toBe('iso-8859-2');
    expect(summary.mapping).toMatchObject({ date: 'Data operacji', amount: 'Kwota' });
    expect(summary.transactions[1]).toMatchObject({
      date: '2024-05-28',
      amount: -187.45,
      description: 'Tytuł: Biedronka Łódź ul. Piotrkowska',
    });
    expect(total(summary)).toBe(3200_00 - 187_45 - 1500_00 - 89_99 + 640_00);
  });

  it('still reads a Spanish export in Windows-1252 as Western', () => {
    const { encoding, summary } = importFixture('es-bbva-windows1252.csv');
    expect(encoding).toBe('windows-1252');
    expect(summary.transactions.map((t) => t.description)).toEqual([
      'Peña Muñoz Diseño S.L.',
      'Endesa Energía',
      'Cafetería La Coruña',
      'Señora Ibáñez',
      'Comisión mantenimiento',
    ]);
    expect(total(summary)).toBe(1815_00 - 96_38 - 14_60 - 950_00 - 12_00);
  });
});

describe('UTF-16 without a byte order mark', () => {
  it.each([
    ['se-swedbank-utf16le-no-bom.csv', 'utf-16le'],
    ['se-swedbank-utf16be-no-bom.csv', 'utf-16be'],
  ] as const)('reads %s as %s', (name, expected) => {
    const { encoding, summary } = importFixture(name);
    expect(encoding).toBe(expected);
    expect(summary.mapping).toMatchObject({ date: 'Bokföringsdag', amount: 'Belopp' });
    expect(summary.transactions.map((t) => [t.date, toCents(t.amount), t.description])).toEqual([
      ['2024-01-31', -42500_00, 'Löner Åberg Bygg AB'],
      ['2024-01-29', 18750_00, 'Faktura Ängelholms Trä'],
      ['2024-01-22', -1245_50, 'ICA Maxi Göteborg'],
      ['2024-01-15', -15800_00, 'Fastighets AB Öresund'],
      ['2024-01-02', -99_00, 'Månadsavgift företagspaket'],
    ]);
  });
});
