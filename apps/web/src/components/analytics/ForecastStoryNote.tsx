import { forecastStoryText } from '@cashline/core';
import type { ForecastStory } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';

/** Says which coming payments make the forecast go the other way than the burn; nothing when they agree. */
export function ForecastStoryNote({
  story,
  weeks,
  format,
}: {
  story: ForecastStory;
  weeks: number;
  format: Formatters;
}) {
  const text = forecastStoryText(story, weeks, format);
  return text === null ? null : <p className="panel__basis">{text}</p>;
}
