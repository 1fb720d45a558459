import type { Totals, TransactionSort } from '@cashline/core';
import { criteriaOf, filtersNothing } from '../transactionQuery';
import type { FilterCriteria } from '../transactionQuery';
import { QueryColumns } from './queryColumns';
import type { QueryAnswer, QueryRequest, RowColumns } from './queryProtocol';
import { matchingRows } from './matchingRows';
import type { Matches } from './matchingRows';
import { compareRows, rowsAfterReplace, totalsOfRows } from './queryRows';
import { SortedOrders } from './sortedOrders';

type Query = Extract<QueryRequest, { type: 'query' }>;

/** The rows a query kept, and what it asked. */
type Searched = { sort: TransactionSort; criteria: FilterCriteria } & Matches;

/** Every filter but the search is the same, and the new search contains the old one. */
function narrows(previous: FilterCriteria, next: FilterCriteria): boolean {
  return (
    previous.category === next.category &&
    previous.account === next.account &&
    previous.startDate === next.startDate &&
    previous.endDate === next.endDate &&
    previous.min === next.min &&
    previous.max === next.max &&
    next.needle.includes(previous.needle)
  );
}

const sameSort = (a: TransactionSort, b: TransactionSort) =>
  a.key === b.key && a.direction === b.direction;

/** The rows were put back where they were taken out: an edit in place, no other row moving. */
function inPlace(removedAt: Int32Array, addedAt: Int32Array): boolean {
  return removedAt.length === addedAt.length && removedAt.every((at, k) => addedAt[k] === at);
}

/**
 * Holds the ledger's list as columns and answers the transactions page's queries over it. It keeps
 * the list's order for the last sorts asked (SortedOrders, brought up to date by each change), so
 * a keystroke, a filter or a sort asked again is a pass over sorted positions; and the last matches, so a search typed longer checks
 * only those again, each from where the shorter search was found in it. Requests must come in the
 * order they were made.
 */
export class QueryEngine {
  private version = -1;
  private columns = new QueryColumns(0);
  private readonly orders = new SortedOrders();
  private last: Searched | undefined;
  /**
   * The searches typed on to reach the last, shortest first, each narrowed to the next: a
   * Backspace is answered with the one it goes back to. Forgotten at every change.
   */
  private typed: Searched[] = [];
  /**
   * The kept positions last answered, and the list positions edited in place since: a query whose
   * answer is those same positions again sends only where those rows are among them.
   */
  private answered: { id: number; rows: Int32Array; replaced: Set<number> } | undefined;
  /**
   * The totals of kept positions (all of the sorted list, the last matches), by the array: a
   * search that clears or matches every row costs no sum. Forgotten at every change.
   */
  private totals = new WeakMap<Int32Array, Totals>();

  /** Takes in a ledger, a part of one or a change, or answers a query about the version held. */
  receive(request: QueryRequest): QueryAnswer | undefined {
    switch (request.type) {
      case 'load':
        this.version = request.version;
        this.columns = new QueryColumns(request.size);
        this.orders.clear();
        this.last = undefined;
        this.answered = undefined;
        this.totals = new WeakMap();
        this.typed = [];
        return undefined;
      case 'rows':
        if (request.version === this.version) this.columns.append(request.rows);
        return undefined;
      case 'change':
        this.totals = new WeakMap();
        this.typed = [];
        this.change(request);
        return undefined;
      case 'query':
        return this.answer(request);
    }
  }

  /** Whether a query about this version can be answered now (the whole list has come). */
  ready(version: number): boolean {
    return version === this.version && this.columns.complete;
  }

  private change(request: Extract<QueryRequest, { type: 'change' }>): void {
    // A change from a list never held whole (its sending was given up for a newer ledger) is
    // dropped: the newer ledger follows.
    if (!this.ready(request.base)) return;
    if (inPlace(request.removedAt, request.addedAt)) {
      this.replace(request.addedAt, request.rows);
    } else {
      this.moveRows(request);
    }
    this.version = request.version;
  }

  /**
   * An edit in place costs steps in the rows edited and a copy of the sorted positions: the
   * columns take the new values where they are, and the sorted positions and the last matches
   * keep their order but for the edited rows, placed again.
   */
  private replace(at: Int32Array, rows: RowColumns): void {
    this.columns.replace(at, rows);
    for (const row of at) this.answered?.replaced.add(row);
    this.orders.replaced(this.columns, at);
    const last = this.last;
    if (last) {
      const compare = compareRows(this.columns, last.sort);
      const admitted = matchingRows(this.columns, last.criteria, at).rows;
      // Where the search occurs in the rows is not kept: the edited rows' texts changed.
      this.last = {
        sort: last.sort,
        criteria: last.criteria,
        rows: rowsAfterReplace(last.rows, at, admitted, compare),
      };
    }
  }

  private moveRows(request: Extract<QueryRequest, { type: 'change' }>): void {
    const { columns, moved } = this.columns.changed(
      request.removedAt,
      request.addedAt,
      request.rows,
    );
    this.orders.changed(columns, moved, request.addedAt);
    this.columns = columns;
    this.last = undefined;
    this.answered = undefined;
  }

  /**
   * The rows the query keeps: its kept matches when it asks the same again (the list changed, and
   * they were brought up to date), those of a shorter search typed on from (a Backspace), the last
   * matches checked again when it searches further, else a pass over the sorted list.
   */
  private matchesOf(sort: TransactionSort, criteria: FilterCriteria): Matches {
    const last = this.last;
    const narrowing = last && sameSort(last.sort, sort) && narrows(last.criteria, criteria);
    if (last && narrowing && last.criteria.needle === criteria.needle) return last;
    const back = this.typed.findIndex(
      (kept) =>
        sameSort(kept.sort, sort) &&
        narrows(kept.criteria, criteria) &&
        kept.criteria.needle === criteria.needle,
    );
    if (back !== -1) {
      const kept = this.typed[back] as Searched;
      this.typed.length = back;
      return kept;
    }
    if (!narrowing) {
      this.typed = [];
      return matchingRows(this.columns, criteria, this.orders.of(this.columns, sort));
    }
    // A search matching many rows is not kept: it is held for a Backspace only, and costs a pass.
    if (last.rows.length * 4 <= this.columns.size) this.typed.push(last);
    const prior = last.at && { needle: last.criteria.needle, at: last.at };
    return matchingRows(this.columns, criteria, last.rows, prior);
  }

  private answer(query: Query): QueryAnswer | undefined {
    if (!this.ready(query.version)) return undefined;
    const criteria = criteriaOf(query.filters);
    const matches = this.matchesOf(query.sort, criteria);
    const rows = matches.rows;
    if (!filtersNothing(criteria)) this.last = { sort: query.sort, criteria, rows, at: matches.at };
    const totals = this.totals.get(rows) ?? totalsOfRows(this.columns, rows);
    this.totals.set(rows, totals);
    const repeated = this.answered;
    this.answered = { id: query.id, rows, replaced: new Set() };
    if (repeated && repeated.rows === rows && repeated.id === query.holding) {
      // A replaced row the filters keep out is not among the rows answered.
      const shown = [...repeated.replaced]
        .map((row) => [row, rows.indexOf(row)] as const)
        .filter(([, at]) => at !== -1);
      const changedRows = Int32Array.from(shown, ([row]) => row);
      const changedAt = Int32Array.from(shown, ([, at]) => at);
      return {
        type: 'answer',
        id: query.id,
        version: query.version,
        order: new Int32Array(0),
        totals,
        repeats: { answer: repeated.id, changedAt, changedRows },
      };
    }
    // The kept rows stay here; the page gets a copy it can own.
    return { type: 'answer', id: query.id, version: query.version, order: rows.slice(), totals };
  }
}
