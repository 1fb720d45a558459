import { useContext } from 'react';
import { RecurringChoicesContext } from './RecurringChoicesContext';
import type { RecurringChoicesValue } from './RecurringChoicesContext';

const noChoices: RecurringChoicesValue = { choices: {}, choose: () => undefined, saved: true };

/** The user's recurring choices; none (and choosing does nothing) outside the provider. */
export function useRecurringChoices(): RecurringChoicesValue {
  return useContext(RecurringChoicesContext) ?? noChoices;
}
