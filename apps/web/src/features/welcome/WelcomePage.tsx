import { Link } from 'react-router-dom';
import '../../components/analytics/analytics.css';
import { ForecastBandChart } from '../../components/charts/lazyCharts';
import { seriesColors } from '../../components/charts/palette';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format/useFormat';
import {
  sampleForecast,
  welcomeFeatures,
  welcomeLead,
  welcomeStorage,
  welcomeTitle,
} from './welcomeContent';
import './welcome.css';

/**
 * Home for a signed-out first visitor (no ledger in this browser yet): what Cashline does, a
 * sample forecast, where data lives and how it is protected, and the ways in.
 */
export function WelcomePage() {
  const format = useFormat();
  return (
    <div className="page welcome">
      <section className="welcome__hero" aria-labelledby="welcome-title">
        <h1 id="welcome-title">{welcomeTitle}</h1>
        <p className="welcome__lead">{welcomeLead}</p>
        <div className="welcome__actions">
          <Link className="button" to={paths.transactionImport.path}>
            Import a statement
          </Link>
          <Link className="button button--secondary" to={paths.signup.path}>
            Sign up for a team ledger
          </Link>
          <Link className="welcome__login" to={paths.login.path}>
            Log in
          </Link>
        </div>
        <p className="welcome__note">
          No account is needed to start: an import stays in this browser until you sign up.
        </p>
      </section>

      <section className="card" aria-labelledby="welcome-sample">
        <h2 className="card__title" id="welcome-sample">
          A sample forecast
        </h2>
        <p className="welcome__sample-note">
          Example data of a made-up business, not yours: the expected balance week by week and the
          likely range around it.
        </p>
        <ForecastBandChart
          label="Sample 13-week balance forecast of a made-up business, with its likely range"
          data={sampleForecast.map((week) => ({ ...week, period: week.week }))}
          xKey="week"
          xLabel="Week"
          yLabel="Balance"
          tooltipLabelKey="period"
          lines={[{ dataKey: 'expected', name: 'Expected balance', color: seriesColors.balance }]}
          bandName="Likely range, 8 in 10 weeks fall inside"
          bandColor={seriesColors.balance}
          emphasis="expected"
          formatTick={format.tick}
          formatValue={format.money}
        />
      </section>

      <section aria-labelledby="welcome-what" className="welcome__section">
        <h2 id="welcome-what">What it does</h2>
        <div className="welcome__grid">
          {welcomeFeatures.map((feature) => (
            <article key={feature.title} className="card">
              <h3 className="card__title">{feature.title}</h3>
              <p>{feature.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="welcome-data" className="welcome__section">
        <h2 id="welcome-data">Your data</h2>
        <div className="welcome__grid">
          {welcomeStorage.map((item) => (
            <article key={item.title} className="card">
              <h3 className="card__title">{item.title}</h3>
              <p>{item.text}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
