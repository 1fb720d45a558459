// Seeded data for the load benchmark: a bank CSV of a given size and export rows.

/** Park-Miller: the same numbers on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const DESCRIPTIONS = [
  'POS purchase store #',
  'Card payment GROCER ',
  'SQUARE sale counter ',
  'Transfer to savings ',
  'Rent payment unit ',
  'Payroll run week ',
];

/** A signed-amount bank statement of at most `bytes` bytes (header plus whole lines). */
export function bankCsv(bytes: number, seed = 7): { text: Buffer; rows: number } {
  const random = seeded(seed);
  const lines = ['Date,Description,Amount,Balance'];
  let size = lines[0]!.length + 1;
  let balance = 250_000_00;
  for (;;) {
    const day = 1 + Math.floor(random() * 28);
    const month = 1 + Math.floor(random() * 12);
    const cents = Math.floor(random() * 200_000) - 120_000;
    balance += cents;
    const description = `${DESCRIPTIONS[Math.floor(random() * DESCRIPTIONS.length)]}${Math.floor(random() * 9000)}`;
    const line = `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')},${description},${(cents / 100).toFixed(2)},${(balance / 100).toFixed(2)}`;
    if (size + line.length + 1 > bytes) break;
    lines.push(line);
    size += line.length + 1;
  }
  return { text: Buffer.from(lines.join('\n') + '\n'), rows: lines.length - 1 };
}

/** `count` rows with the transactions export's columns. */
export function exportRows(count: number, seed = 11): Record<string, string | number>[] {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, i) => ({
    Date: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    Description: `${DESCRIPTIONS[i % DESCRIPTIONS.length]}${i % 977}`,
    Amount: Math.round((random() * 4000 - 2500) * 100) / 100,
    Category: ['Sales', 'Rent', 'Payroll', 'Food Supplies'][i % 4]!,
    Balance: 100_000 + i,
  }));
}
