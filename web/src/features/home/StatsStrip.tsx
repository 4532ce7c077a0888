import { TOOLS } from '@aiapp/contracts';
import { formatCount } from './formatCount';
import type { SiteStats } from './useSiteStats';

function deliveredFigure(siteStats: SiteStats): { value: string; note: string } {
  switch (siteStats.status) {
    case 'loading':
      return { value: '…', note: 'Counting…' };
    case 'unavailable':
      return { value: '–', note: "Our live count can't be read right now." };
    case 'ready':
      return { value: formatCount(siteStats.stats.results_delivered), note: 'Counted live from the results unlocked so far.' };
  }
}

/** Only figures that are true right now: the tool registry and the live count of delivered results. */
export function StatsStrip({ siteStats }: { siteStats: SiteStats }) {
  const delivered = deliveredFigure(siteStats);
  return (
    <section className="stats-strip" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          The toolkit in numbers
        </h2>
        <dl className="stats-strip__list">
          <div className="stats-strip__item">
            <dt className="stats-strip__label">tools ready to use</dt>
            <dd className="stats-strip__value" data-testid="stat-tools-live">
              {TOOLS.length}
            </dd>
            <dd className="stats-strip__note">The whole suite is live</dd>
          </div>
          <div className="stats-strip__item" aria-busy={siteStats.status === 'loading'}>
            <dt className="stats-strip__label">results delivered</dt>
            <dd className="stats-strip__value" data-testid="stat-results-delivered">
              {delivered.value}
            </dd>
            <dd className="stats-strip__note">{delivered.note}</dd>
          </div>
          <div className="stats-strip__item">
            <dt className="stats-strip__label">free, every tool</dt>
            <dd className="stats-strip__value">100%</dd>
            <dd className="stats-strip__note">No trial, no paid tier.</dd>
          </div>
          <div className="stats-strip__item">
            <dt className="stats-strip__label">accounts needed</dt>
            <dd className="stats-strip__value">0</dd>
            <dd className="stats-strip__note">An e-mail address unlocks each result.</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
