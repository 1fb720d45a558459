import { importStatement } from '../import/formats/importStatement.js';
import type { StatementImport } from '../import/formats/importStatement.js';
import type { ImportOptions, ImportSummary } from '../import/types.js';

/** The transactions' total in cents. */
export function totalCents(summary: ImportSummary): number {
  return summary.transactions.reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
}

/**
 * Imports of the statement fixtures in test/fixtures/statements, whose bytes `read` gives (the
 * test reads the file: this module, like all of packages/core/src, uses no Node API).
 */
export function statementFixtures(read: (name: string) => Uint8Array) {
  function importFixture(name: string, options: Partial<ImportOptions> = {}): StatementImport {
    return importStatement(
      { bytes: read(name) },
      { fileName: name, today: '2024-12-31', ...options },
    );
  }
  return {
    importFixture,
    /** The summary of a fixture that must import. */
    fixtureSummary(name: string, options: Partial<ImportOptions> = {}): ImportSummary {
      const { result } = importFixture(name, options);
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    },
    /** The failure message of a fixture that must not import. */
    fixtureFailure(name: string, options: Partial<ImportOptions> = {}): string {
      const { result } = importFixture(name, options);
      if (result.ok) throw new Error(`${name} imported`);
      return result.error.message;
    },
  };
}
