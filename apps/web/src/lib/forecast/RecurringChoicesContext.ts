import { createContext } from 'react';
import type { RecurringChoice, RecurringChoices } from '@cashline/core';

export type RecurringChoicesValue = {
  choices: RecurringChoices;
  /** Confirms or dismisses a series by key; null forgets the choice. */
  choose: (key: string, choice: RecurringChoice | null) => void;
  /** False when the last choice could not be saved in this browser. */
  saved: boolean;
};

export const RecurringChoicesContext = createContext<RecurringChoicesValue | null>(null);
