import type { KeywordRanking } from '@aiapp/contracts';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 3;
/** Ranked checks use the upper part; checks where the app was not in the results sit on the bottom edge. */
const RANKED_HEIGHT = HEIGHT - 2 * PAD - 6;

/** A small line of the stored ranks, best rank at the top, one dot per check. */
export function RankHistory({ keyword, history }: { keyword: string; history: KeywordRanking['history'] }) {
  if (history.length < 2) return <span className="rank-history__empty">{history.length === 1 ? 'One check so far' : '—'}</span>;
  const ranked = history.flatMap((point) => (point.position === null ? [] : [point.position]));
  const best = Math.min(...ranked);
  const span = Math.max(1, Math.max(...ranked) - best);
  const points = history.map((point, index) => ({
    x: PAD + (index * (WIDTH - 2 * PAD)) / (history.length - 1),
    y: point.position === null ? HEIGHT - PAD : PAD + ((point.position - best) / span) * RANKED_HEIGHT,
    missing: point.position === null,
  }));
  const summary = history.map((point) => (point.position === null ? 'not ranked' : `#${point.position}`)).join(', ');
  return (
    <svg
      className="rank-history"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Rank history for ${keyword}: ${summary}`}
    >
      <polyline className="rank-history__line" points={points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')} />
      {points.map(({ x, y, missing }, index) => (
        <circle
          key={index}
          className={missing ? 'rank-history__dot rank-history__dot--missing' : 'rank-history__dot'}
          cx={x}
          cy={y}
          r={2.2}
        />
      ))}
    </svg>
  );
}
