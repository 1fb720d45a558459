import type { QboEntity } from '../seed/ledger.js';
import type { Condition, Literal, Query, QueryError } from './parseQuery.js';

/** The body of a successful v3 query, without the `time` stamp the router adds. */
export type QueryResponseBody = { QueryResponse: Record<string, unknown> };
export type RunResult = { ok: true; body: QueryResponseBody } | { ok: false; error: QueryError };

/** Entity collections by their canonical v3 name (case matters in answers, not in queries). */
export type Tables = Record<string, readonly QboEntity[]>;

function fieldValue(entity: QboEntity, path: string): unknown {
  let current: unknown = entity;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    const record = current as Record<string, unknown>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === part.toLowerCase());
    current = key === undefined ? undefined : record[key];
  }
  // A reference (CustomerRef, VendorRef...) is compared by its id, as Intuit does.
  if (typeof current === 'object' && current !== null && 'value' in current) {
    return (current as { value: unknown }).value;
  }
  return current;
}

function compare(left: unknown, right: Literal): number | undefined {
  if (left === undefined || left === null) return undefined;
  const leftNumber = Number(left);
  const rightNumber = Number(right);
  if (
    typeof left !== 'boolean' &&
    !Number.isNaN(leftNumber) &&
    !Number.isNaN(rightNumber) &&
    String(left).trim() !== '' &&
    String(right).trim() !== ''
  ) {
    return leftNumber - rightNumber;
  }
  const a = String(left);
  const b = String(right);
  return a < b ? -1 : a > b ? 1 : 0;
}

function likePattern(pattern: string): RegExp {
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('%', '.*');
  return new RegExp(`^${escaped}$`, 'i');
}

function matches(entity: QboEntity, condition: Condition): boolean {
  const value = fieldValue(entity, condition.field);
  const expected = condition.value;
  switch (condition.operator) {
    case 'IN':
      return (expected as Literal[]).some((item) => compare(value, item) === 0);
    case 'LIKE':
      return value !== undefined && likePattern(String(expected)).test(String(value));
    default: {
      const order = compare(value, expected as Literal);
      if (order === undefined) return false;
      if (condition.operator === '=') return order === 0;
      if (condition.operator === '<') return order < 0;
      if (condition.operator === '>') return order > 0;
      if (condition.operator === '<=') return order <= 0;
      return order >= 0;
    }
  }
}

export function runQuery(tables: Tables, query: Query): RunResult {
  const entityName = Object.keys(tables).find(
    (name) => name.toLowerCase() === query.entity.toLowerCase(),
  );
  if (entityName === undefined) {
    return {
      ok: false,
      error: {
        code: '4000',
        message: 'Error parsing query',
        detail: `QueryParserError: Invalid context declaration : ${query.entity}`,
      },
    };
  }
  const rows = tables[entityName] ?? [];
  const knownField = (path: string): boolean =>
    path.toLowerCase() === 'id' || rows.some((row) => fieldValue(row, path) !== undefined);
  const unknown = [...query.where.map((c) => c.field), query.orderBy?.field]
    .filter((field): field is string => field !== undefined)
    .find((field) => rows.length > 0 && !knownField(field));
  if (unknown !== undefined) {
    return {
      ok: false,
      error: {
        code: '4001',
        message: 'Invalid query',
        detail: `QueryValidationError: property '${unknown}' is not queryable`,
      },
    };
  }

  const selected = rows.filter((row) => query.where.every((c) => matches(row, c)));
  if (query.count) {
    return { ok: true, body: { QueryResponse: { totalCount: selected.length } } };
  }
  const orderField = query.orderBy?.field ?? 'Id';
  const direction = query.orderBy?.descending ? -1 : 1;
  const ordered = [...selected].sort(
    (a, b) =>
      direction * (compare(fieldValue(a, orderField), fieldValue(b, orderField) as Literal) ?? 0),
  );
  const page = ordered.slice(query.startPosition - 1, query.startPosition - 1 + query.maxResults);
  if (page.length === 0) return { ok: true, body: { QueryResponse: {} } };
  return {
    ok: true,
    body: {
      QueryResponse: {
        [entityName]: page,
        startPosition: query.startPosition,
        maxResults: page.length,
      },
    },
  };
}
