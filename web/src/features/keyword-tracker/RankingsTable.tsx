import type { KeywordRanking, KeywordTrackingResponse } from '@aiapp/contracts';
import { RankHistory } from './RankHistory';

const CLASS_LABELS = { excellent: 'Excellent', good: 'Good', average: 'Average', poor: 'Poor' } as const;
const FAILURE_TEXT = {
  store_unreachable: 'the store could not be reached',
  rate_limited: 'the store is limiting requests',
  timeout: 'the store did not answer in time',
  unexpected_response: 'the store sent an unreadable answer',
} as const;

function Position({ ranking }: { ranking: KeywordRanking }) {
  if (ranking.status === 'unavailable') return <span className="rank rank--unknown">—</span>;
  if (ranking.current_position === null) return <span className="rank rank--none">Not in top {ranking.results_checked}</span>;
  return <span className="rank">#{ranking.current_position}</span>;
}

function Change({ ranking }: { ranking: KeywordRanking }) {
  const moved = ranking.position_change === null ? '' : ` ${Math.abs(ranking.position_change)}`;
  switch (ranking.change) {
    case 'up':
      return (
        <span className="change change--up" aria-label={`Up${moved}`}>
          ▲{moved}
        </span>
      );
    case 'down':
      return (
        <span className="change change--down" aria-label={`Down${moved}`}>
          ▼{moved}
        </span>
      );
    case 'same':
      return (
        <span className="change change--same" aria-label="No change">
          ＝
        </span>
      );
    case 'new':
      return <span className="badge badge--accent">New</span>;
    default:
      return (
        <span className="change change--unknown" aria-label="Unknown">
          ?
        </span>
      );
  }
}

function Estimate({ value }: { value: number | null }) {
  if (value === null) return <span className="estimate estimate--none">—</span>;
  return (
    <span className="estimate">
      <span className="estimate__bar" aria-hidden="true">
        <span className="estimate__fill" style={{ width: `${value}%` }} />
      </span>
      {value}
    </span>
  );
}

export function RankingsTable({ response }: { response: KeywordTrackingResponse }) {
  return (
    <div className="rankings">
      <table className="rankings__table">
        <caption className="visually-hidden">Keyword rankings</caption>
        <thead>
          <tr>
            <th scope="col">Keyword</th>
            <th scope="col">Position</th>
            <th scope="col">Previous</th>
            <th scope="col">Change</th>
            <th scope="col">Difficulty (est.)</th>
            <th scope="col">Popularity (est.)</th>
            <th scope="col">Rank class</th>
            <th scope="col">History</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(response.rankings).map(([keyword, ranking]) => (
            <tr key={keyword} className={ranking.status === 'unavailable' ? 'rankings__row--unavailable' : undefined}>
              <th scope="row">
                {keyword}
                {ranking.failure && <span className="rankings__failure">Not checked: {FAILURE_TEXT[ranking.failure]}</span>}
              </th>
              <td>
                <Position ranking={ranking} />
              </td>
              <td>
                {ranking.previous_position === null
                  ? ranking.previous_checked_at
                    ? 'Not ranked'
                    : '—'
                  : `#${ranking.previous_position}`}
              </td>
              <td>
                <Change ranking={ranking} />
              </td>
              <td>
                <Estimate value={ranking.difficulty} />
              </td>
              <td>
                <Estimate value={ranking.search_volume} />
              </td>
              <td>
                {ranking.rank_class ? (
                  <span className={`rank-class rank-class--${ranking.rank_class}`}>{CLASS_LABELS[ranking.rank_class]}</span>
                ) : (
                  '—'
                )}
              </td>
              <td>
                <RankHistory keyword={keyword} history={ranking.history} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
