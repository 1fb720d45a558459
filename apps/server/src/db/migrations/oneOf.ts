import { sql } from 'kysely';
import type { Expression } from 'kysely';

/** A CHECK constraint keeping a text column to a fixed set of values, on both databases. */
export function oneOf(column: string, values: readonly string[]): Expression<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}
