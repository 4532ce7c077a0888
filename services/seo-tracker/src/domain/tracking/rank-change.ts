import type { RANK_CHANGES } from '@aiapp/contracts';

export type RankChange = (typeof RANK_CHANGES)[number];

export interface ObservedRank {
  position: number | null;
}

/**
 * Compares this observation with the previous one of the same series. "Not in the results" counts
 * as below every rank, so dropping out is `down` and entering is `up`.
 */
export function rankChange(
  previous: ObservedRank | undefined,
  current: number | null,
): { change: RankChange; positionChange: number | null } {
  if (!previous) return { change: 'new', positionChange: null };
  const before = previous.position;
  if (before === null && current === null) return { change: 'same', positionChange: null };
  if (before === null) return { change: 'up', positionChange: null };
  if (current === null) return { change: 'down', positionChange: null };
  const gained = before - current;
  return { change: gained > 0 ? 'up' : gained < 0 ? 'down' : 'same', positionChange: gained };
}
