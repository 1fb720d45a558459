import { CardSignsChoice } from './CardSignsChoice';
import { ImportAccountPicker } from './ImportAccountPicker';
import { ReportingCurrencyQuestion } from './ReportingCurrencyQuestion';
import type { useCardSigns } from './useCardSigns';
import type { useImportAccount } from './useImportAccount';

type ImportAccountSectionProps = {
  account: ReturnType<typeof useImportAccount>;
  signs: ReturnType<typeof useCardSigns>;
  /** An import is running or done: nothing may change. */
  busy: boolean;
  /** The file is being read again (a flip of signs waits for it). */
  reading: boolean;
};

/** Which account the file goes to and, for a card, how its amounts are signed. */
export function ImportAccountSection({ account, signs, busy, reading }: ImportAccountSectionProps) {
  return (
    <>
      <ImportAccountPicker
        accounts={account.accounts}
        choice={account.choice}
        remembered={account.remembered}
        guessReason={account.guessReason}
        onChoice={account.choose}
        disabled={busy}
        askBalance={account.askBalance}
        inCredit={account.inCredit}
        fileCurrency={account.fileCurrency}
        newCurrency={account.newCurrency}
        mismatch={account.mismatch}
      />
      {account.fileCurrency !== undefined && (
        <ReportingCurrencyQuestion fileCurrency={account.fileCurrency} disabled={busy} />
      )}
      {signs.reading && (
        <CardSignsChoice
          reading={signs.reading}
          flip={signs.flip}
          remembered={signs.remembered}
          onFlip={signs.choose}
          disabled={busy || reading}
        />
      )}
    </>
  );
}
