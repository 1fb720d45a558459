import { useState } from 'react';
import { todayIso } from './clock';

/** Today's local calendar date, read once when the page opens so every figure uses the same day. */
export function useToday(): string {
  const [today] = useState(todayIso);
  return today;
}
