/** The import page's note on what a file should look like. */
export function ImportFormatHelp() {
  return (
    <aside className="card import-format">
      <h2 className="card__title">What a file should look like</h2>
      <ul>
        <li>Only CSV files are supported.</li>
        <li>
          Columns date, description, amount, category and balance (any order, any names a bank uses;
          debit and credit columns work too).
        </li>
        <li>
          Dates such as YYYY-MM-DD; other formats are detected and can be changed in the preview.
        </li>
        <li>Amounts positive for inflows and negative for outflows.</li>
      </ul>
    </aside>
  );
}
