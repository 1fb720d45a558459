import type { RecurringChoices } from '@cashline/core';

/** The choices as one text, whatever order their keys were set in: part of a cache key. */
export function choicesKey(choices: RecurringChoices): string {
  return Object.keys(choices)
    .sort()
    .map((key) => `${key}=${choices[key] ?? ''}`)
    .join('\n');
}
