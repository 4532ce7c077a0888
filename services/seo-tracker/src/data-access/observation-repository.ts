import type { Transaction } from '@aiapp/kit';

export interface SeriesKey {
  store: string;
  country: string;
  appKey: string;
  keyword: string;
}

export interface NewObservation extends SeriesKey {
  keywordAsTyped: string;
  position: number | null;
  resultsChecked: number;
  matchedAppId: string | null;
  matchedAppTitle: string | null;
  difficulty: number;
  searchVolume: number;
  observedAt: Date;
}

export interface StoredPoint {
  position: number | null;
  observedAt: Date;
}

export async function insertObservation(tx: Transaction, observation: NewObservation): Promise<void> {
  await tx.query(
    `INSERT INTO rank_observations (store, country, app_key, keyword, keyword_as_typed, position, results_checked,
       matched_app_id, matched_app_title, difficulty, search_volume, observed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      observation.store,
      observation.country,
      observation.appKey,
      observation.keyword,
      observation.keywordAsTyped,
      observation.position,
      observation.resultsChecked,
      observation.matchedAppId,
      observation.matchedAppTitle,
      observation.difficulty,
      observation.searchVolume,
      observation.observedAt,
    ],
  );
}

/** The latest `limit` observations of one series, oldest first. */
export async function recentObservations(tx: Transaction, key: SeriesKey, limit: number): Promise<StoredPoint[]> {
  const rows = await tx.query<{ position: number | null; observed_at: Date }>(
    `SELECT position, observed_at FROM rank_observations
     WHERE store = $1 AND country = $2 AND app_key = $3 AND keyword = $4
     ORDER BY observed_at DESC, id DESC LIMIT $5`,
    [key.store, key.country, key.appKey, key.keyword, limit],
  );
  return rows.reverse().map((row) => ({ position: row.position, observedAt: new Date(row.observed_at) }));
}
