import { ISO_4217_CODES, isIsoCurrencyCode } from '@cashline/core';
import { COMMON_CURRENCIES } from '../settings/reportingOptions';

const COMMON: readonly string[] = COMMON_CURRENCIES;
const OTHERS = ISO_4217_CODES.filter((code) => !COMMON.includes(code));

/**
 * An account's currency, one of ISO 4217's: the common ones first, then every other. A code an
 * older ledger stored that ISO 4217 does not list is shown, and kept, as it is.
 */
export function CurrencySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <label className="field">
      Currency
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {!isIsoCurrencyCode(value) && (
          <option value={value}>{`${value} (as stored; not an ISO 4217 code)`}</option>
        )}
        <optgroup label="Common">
          {COMMON.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </optgroup>
        <optgroup label="All ISO 4217 currencies">
          {OTHERS.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </optgroup>
      </select>
    </label>
  );
}
