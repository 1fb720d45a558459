/**
 * The assignment of rows to columns with the greatest total weight (Hungarian algorithm, O(n²m)).
 * `weight(r, c)` is 0 where a row and a column may not be paired; such pairs are left out of the
 * answer, so the result is a maximum-weight matching. Returns, per row, its column or -1.
 */
export function bestAssignment(
  rows: number,
  columns: number,
  weight: (row: number, column: number) => number,
): number[] {
  if (rows > columns) {
    const byColumn = bestAssignment(columns, rows, (c, r) => weight(r, c));
    const result = new Array<number>(rows).fill(-1);
    byColumn.forEach((r, c) => {
      if (r >= 0) result[r] = c;
    });
    return result;
  }
  // Potentials u (rows) and v (columns), 1-based with column 0 as the free start (e-maxx's form).
  const u = new Float64Array(rows + 1);
  const v = new Float64Array(columns + 1);
  const owner = new Int32Array(columns + 1);
  const way = new Int32Array(columns + 1);
  const minv = new Float64Array(columns + 1);
  const used = new Uint8Array(columns + 1);
  for (let i = 1; i <= rows; i += 1) {
    owner[0] = i;
    let j0 = 0;
    minv.fill(Infinity);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = owner[j0] as number;
      let delta = Infinity;
      let j1 = 0;
      for (let j = 1; j <= columns; j += 1) {
        if (used[j] === 1) continue;
        const cost = -weight(i0 - 1, j - 1);
        const reduced = cost - (u[i0] as number) - (v[j] as number);
        if (reduced < (minv[j] as number)) {
          minv[j] = reduced;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= columns; j += 1) {
        if (used[j] === 1) {
          u[owner[j] as number] = (u[owner[j] as number] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else {
          minv[j] = (minv[j] as number) - delta;
        }
      }
      j0 = j1;
    } while (owner[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      owner[j0] = owner[j1] as number;
      j0 = j1;
    } while (j0 !== 0);
  }
  const result = new Array<number>(rows).fill(-1);
  for (let j = 1; j <= columns; j += 1) {
    const i = owner[j] as number;
    if (i > 0 && weight(i - 1, j - 1) > 0) result[i - 1] = j - 1;
  }
  return result;
}
