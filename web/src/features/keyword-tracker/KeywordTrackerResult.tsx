import { DownloadButton } from '../../components/actions/DownloadButton';
import { LightbulbIcon } from '../../components/icons';
import { RankingsTable } from './RankingsTable';
import { rankingsCsv, rankingsFileName } from './rankingsCsv';
import type { TrackingResult } from './trackKeywords';

const STORE_LABELS = { ios: 'App Store', android: 'Google Play' } as const;
const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function KeywordTrackerResult({ result }: { result: TrackingResult }) {
  const { response } = result;
  const checkedAt = new Date(response.checked_at);
  const country = countryNames.of(response.country.toUpperCase()) ?? response.country.toUpperCase();
  return (
    <div className="tracker-result">
      <p className="tracker-result__summary">
        {STORE_LABELS[response.app_store]}, {country} · checked{' '}
        {checkedAt.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
        {response.matched_app ? (
          <>
            {' · '}
            <a href={response.matched_app.url} target="_blank" rel="noopener noreferrer">
              {response.matched_app.title}
            </a>
          </>
        ) : (
          ' · app not found in the results'
        )}
      </p>

      {response.insights.length > 0 && (
        <section className="tracker-insights" aria-labelledby="tracker-insights-title">
          <h3 id="tracker-insights-title" className="tracker-result__heading">
            <LightbulbIcon className="tip__icon" /> Insights
          </h3>
          <ul className="tracker-insights__list">
            {response.insights.map((insight) => (
              <li key={insight}>{insight}</li>
            ))}
          </ul>
        </section>
      )}

      <RankingsTable response={response} />

      <p className="tracker-result__note">
        <strong>Difficulty and popularity are estimates</strong> on a 0–100 scale, computed from the store's public search results
        and autocomplete (top apps' ratings, titles, how early autocomplete suggests the keyword). No store publishes search
        volume. Positions are the store's public, logged-out ranking and can differ slightly from what one phone shows.
      </p>

      <div className="action-row">
        <DownloadButton
          label="Download CSV"
          fileName={rankingsFileName(response)}
          type="text/csv"
          content={() => rankingsCsv(response)}
          variant="secondary"
        />
      </div>
    </div>
  );
}
