import { StatementError } from '../statement.js';

/** One `^`-ended record of a QIF file: its field lines by code, splits in order. */
export type QifRecord = {
  line: number;
  fields: Map<string, string>;
  splits: { category: string; memo: string; amount: string }[];
};

/** A `!Type:` section and the `!Account` it belongs to. */
export type QifSection = {
  type: string;
  account: { name: string; type: string } | null;
  records: QifRecord[];
};

/**
 * Splits a QIF file into its sections and records. Field lines are a one-letter code and a value;
 * `S`, `E` and `$` lines are a split's category, memo and amount. A record ends at `^` (the last
 * one may lack it). Lines before the first `!` header are an error: the file is not QIF.
 */
export function qifSections(text: string): QifSection[] {
  const lines = text.split(/\r\n|\r|\n/);
  const sections: QifSection[] = [];
  let account: { name: string; type: string } | null = null;
  let section: QifSection | null = null;
  let inAccountBlock = false;
  let record: QifRecord | null = null;
  const end = (): void => {
    if (record && section && record.fields.size + record.splits.length > 0) {
      section.records.push(record);
    }
    record = null;
  };
  lines.forEach((raw, index) => {
    const line = raw.replace(/^\ufeff/, '').trimEnd();
    if (line.trim() === '') return;
    if (line.startsWith('!')) {
      end();
      const header = line.slice(1).trim();
      const type = /^Type\s*:\s*(.*)$/i.exec(header);
      if (/^Account$/i.test(header)) {
        inAccountBlock = true;
        account = { name: '', type: '' };
      } else if (type) {
        inAccountBlock = false;
        section = { type: type[1]!.trim(), account, records: [] };
        sections.push(section);
      }
      return;
    }
    const code = line[0]!;
    const value = line.slice(1).trim();
    if (inAccountBlock) {
      if (code === 'N' && account) account.name = value;
      if (code === 'T' && account) account.type = value;
      return;
    }
    if (section === null) {
      throw new StatementError(
        `"${line.slice(0, 40)}" comes before the first !Type: header, so this is not a QIF file`,
        index + 1,
      );
    }
    if (code === '^') {
      end();
      return;
    }
    record ??= { line: index + 1, fields: new Map(), splits: [] };
    if (code === 'S') record.splits.push({ category: value, memo: '', amount: '' });
    else if (code === 'E' && record.splits.length > 0) record.splits.at(-1)!.memo = value;
    else if (code === '$' && record.splits.length > 0) record.splits.at(-1)!.amount = value;
    else if (!record.fields.has(code)) record.fields.set(code, value);
  });
  end();
  return sections;
}
