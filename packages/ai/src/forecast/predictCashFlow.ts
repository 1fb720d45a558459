import { engineForecast, normaliseForecast } from '@cashline/core';
import type {
  ForecastResult,
  IsoDate,
  PlannedItem,
  RecurringChoices,
  Transaction,
} from '@cashline/core';
import type { Json } from '../aiCall.js';
import { completeForForecast } from '../helpers.js';
import { parseModelJson } from '../modelJson.js';
import type { OpenRouterClient } from '../openRouterClient.js';
import { forecastFacts, forecastMessages } from './forecastPrompt.js';
import { FORECAST_MAX_TOKENS, FORECAST_TEMPERATURE } from './forecastParameters.js';

export type ForecastOutcome =
  | { source: 'ai'; forecast: ForecastResult }
  /** The local fallback forecast, and why the AI one could not be used. */
  | { source: 'fallback'; forecast: ForecastResult; error: string };

export type PredictCashFlowOptions = {
  client: OpenRouterClient;
  /** The date the history is read as of and the forecast starts from (see core's `analysisDate`). */
  asOf: IsoDate;
  /** The user's confirm/dismiss choices of recurring series, for the engine's forecast. */
  choices?: RecurringChoices;
  /** The one-off payments and receipts the user expects, for the engine's forecast. */
  planned?: readonly PlannedItem[];
  /** Where a failure is reported before falling back; the console by default. */
  log?: (message: string, error: unknown) => void;
};

const consoleLog = (message: string, error: unknown) => console.warn(message, error);

/**
 * The 13-week AI forecast (ai.md sections 4 and 7): a summary of the history goes to the model at
 * temperature 0 / 4000 tokens and its reply goes through the core normaliser. Any failure, no key
 * included, is logged and answered with core's engine forecast (decisions.md).
 */
export async function predictCashFlow(
  transactions: readonly Transaction[],
  { client, asOf, choices = {}, planned = [], log = consoleLog }: PredictCashFlowOptions,
): Promise<ForecastOutcome> {
  try {
    const facts = forecastFacts(transactions, asOf, choices, planned);
    const content = await completeForForecast(client, {
      // A JSON round trip: the call carries plain data, as the proxy receives it.
      call: {
        call: 'forecast',
        asOf,
        facts: JSON.parse(JSON.stringify(facts)) as Record<string, Json>,
      },
      messages: forecastMessages(facts, asOf),
      temperature: FORECAST_TEMPERATURE,
      maxTokens: FORECAST_MAX_TOKENS,
    });
    const json = parseModelJson(content);
    if (!json.ok) throw new Error(`Failed to parse JSON from AI. Raw content: ${content}`);
    const forecast = normaliseForecast(json.value);
    if (forecast.weeklyForecasts.length === 0) throw new Error('The AI forecast has no weeks.');
    return { source: 'ai', forecast };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    log('AI forecast failed; using the fallback forecast', error);
    return {
      source: 'fallback',
      forecast: engineForecast(transactions, { asOf, choices, planned }).result,
      error,
    };
  }
}
