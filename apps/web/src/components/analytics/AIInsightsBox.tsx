import type { CategoryInsight } from '@cashline/core';
import type { Formatters } from '../../lib/format/useFormat';

const trendTone = { increasing: 'green', decreasing: 'red', stable: 'yellow' } as const;
const riskTone = { high: 'red', medium: 'yellow', low: 'green' } as const;

type AIInsightsBoxProps = { insights: readonly CategoryInsight[]; format: Formatters };

/** The blue 'AI Category Analysis' box: per category its trend and risk, coloured as ai.md section 2. */
export function AIInsightsBox({ insights, format }: AIInsightsBoxProps) {
  return (
    <section className="ai-box" aria-label="AI Category Analysis">
      <h3 className="ai-box__title">AI Category Analysis</h3>
      <ul className="ai-box__list">
        {insights.map((insight) => (
          <li key={insight.category} className="ai-box__item">
            <span className="ai-box__category">{insight.category}</span>
            <span className={`tone tone--${trendTone[insight.trend] ?? 'yellow'}`}>
              {insight.trend}
            </span>
            <span className="ai-box__amount">{format.money(insight.projectedAmount)}</span>
            <span className={`badge badge--${riskTone[insight.riskLevel] ?? 'green'}`}>
              {insight.riskLevel} risk
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
