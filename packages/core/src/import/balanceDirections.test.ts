import { describe, expect, it } from 'vitest';
import { directionsFromBalance } from './balanceDirections.js';

describe('directionsFromBalance', () => {
  it('reads each row of an oldest-first file from the change since the row before', () => {
    const rows = [
      { date: '2024-03-01', amount: 50, balance: 1000 },
      { date: '2024-03-02', amount: 1000, balance: 2000 },
      { date: '2024-03-03', amount: 250.5, balance: 1749.5 },
    ];
    expect(directionsFromBalance(rows)).toEqual([undefined, 1, -1]);
  });

  it('reads each row of a newest-first file from the change since the row after', () => {
    const rows = [
      { date: '2024-03-03', amount: 250.5, balance: 1749.5 },
      { date: '2024-03-02', amount: 1000, balance: 2000 },
      { date: '2024-03-01', amount: 50, balance: 1000 },
    ];
    expect(directionsFromBalance(rows)).toEqual([-1, 1, undefined]);
  });

  it('tells the order by the dates when every amount fits both orders', () => {
    const rows = [
      { date: '2024-03-03', amount: 100, balance: 300 },
      { date: '2024-03-02', amount: 100, balance: 200 },
      { date: '2024-03-01', amount: 100, balance: 100 },
    ];
    expect(directionsFromBalance(rows)).toEqual([1, 1, undefined]);
  });

  it('leaves a row undecided where its balance is missing or moved by another sum', () => {
    const rows = [
      { date: '2024-03-01', amount: 10, balance: 500 },
      { date: '2024-03-02', amount: 20, balance: 480 },
      { date: '2024-03-03', amount: 30 },
      { date: '2024-03-04', amount: 40, balance: 999 },
      { date: '2024-03-05', amount: 1, balance: 1000 },
    ];
    expect(directionsFromBalance(rows)).toEqual([undefined, -1, undefined, undefined, 1]);
  });

  it('is null when the balances explain no row', () => {
    const rows = [
      { date: '2024-03-01', amount: 10, balance: 500 },
      { date: '2024-03-02', amount: 20, balance: 900 },
    ];
    expect(directionsFromBalance(rows)).toBeNull();
  });
});
