import type { Migration } from '@aiapp/kit';

export const SEO_TRACKER_MIGRATIONS: readonly Migration[] = [
  {
    id: '001_rank_observations',
    sql: `
      CREATE TABLE rank_observations (
        id bigserial PRIMARY KEY,
        store text NOT NULL CHECK (store IN ('ios', 'android')),
        country text NOT NULL,
        -- "id:<store id>" or "name:<normalised name>": how the user identified the app.
        app_key text NOT NULL,
        -- normalised keyword; the text as typed is kept for display.
        keyword text NOT NULL,
        keyword_as_typed text NOT NULL,
        position integer CHECK (position > 0),
        results_checked integer NOT NULL,
        matched_app_id text,
        matched_app_title text,
        difficulty smallint NOT NULL,
        search_volume smallint NOT NULL,
        observed_at timestamptz NOT NULL
      );
      CREATE INDEX rank_observations_series_idx ON rank_observations (store, country, app_key, keyword, observed_at DESC, id DESC);
    `,
  },
];
