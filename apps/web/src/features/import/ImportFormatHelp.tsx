/** The import page's note on what a file should look like. */
export function ImportFormatHelp() {
  return (
    <aside className="card import-format">
      <h2 className="card__title">What a file should look like</h2>
      <ul>
        <li>
          CSV and Excel (.xlsx) exports, and bank statements: OFX/QFX, QIF, camt.053 (XML) and
          MT940.
        </li>
        <li>
          In a CSV or Excel file, columns date, description, amount, category and balance (any
          order, any names a bank uses; debit and credit columns work too).
        </li>
        <li>
          Dates such as YYYY-MM-DD; other formats are detected and can be changed in the preview.
        </li>
        <li>Amounts positive for inflows and negative for outflows.</li>
      </ul>
    </aside>
  );
}
