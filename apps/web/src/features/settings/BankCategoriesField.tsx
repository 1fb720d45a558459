type BankCategoriesFieldProps = {
  text: string;
  onText: (text: string) => void;
  /** Why the text cannot be saved, if it cannot. */
  error: string | null;
};

/**
 * The user's entries of the bank-category table: how a bank's own category column (Chase's
 * "Bills & Utilities") is read at import, over Cashline's defaults.
 */
export function BankCategoriesField({ text, onText, error }: BankCategoriesFieldProps) {
  return (
    <fieldset className="card">
      <legend>Bank Categories</legend>
      <label className="field">
        Your bank&apos;s categories
        <textarea
          rows={4}
          value={text}
          aria-describedby="bank-categories-note"
          aria-invalid={error !== null}
          placeholder={'Bills & Utilities = Utilities\nShopping = none'}
          onChange={(e) => onText(e.target.value)}
        />
      </label>
      {error === null ? null : (
        <p className="banner banner--error" role="alert">
          {error}
        </p>
      )}
      <p className="muted" id="bank-categories-note">
        One line each, &quot;Bank category = Cashline category&quot;: a file&apos;s own category
        column is read through these at import, over Cashline&apos;s defaults. &quot;= none&quot;
        leaves rows of that bank category to Cashline&apos;s own rules of thumb.
      </p>
    </fieldset>
  );
}
