// The requests a visitor would type for an app brief, one fixed rule per tool, written before any
// run (issue 28's evaluation). A brief is { app_name, app_category, app_type, target_audience,
// key_features, unique_selling_points, notes }; see bench/briefs/README.md.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ReviewRequest, LandingPageRequest, StoreDescriptionRequest, AsoRequest } = require('../shared-contracts/dist');

const cut = (text, limit) => String(text ?? '').slice(0, limit);

/** Reviews: five rating/type pairs over the brief's first ten features (each cut to 120 characters). */
export const REVIEW_RATINGS = [
  [5, 'positive'],
  [4, 'positive'],
  [3, 'positive'],
  [3, 'mixed'],
  [2, 'mixed'],
];
export const reviewRequests = (brief) =>
  REVIEW_RATINGS.map(([rating, review_type]) =>
    ReviewRequest.parse({
      app_name: cut(brief.app_name, 80),
      rating,
      review_type,
      category: cut(brief.app_category, 60),
      features: (brief.key_features ?? []).slice(0, 10).map((line) => cut(line, 120)),
    }),
  );

/** Landing page: description = notes, then "For {target_audience}."; features then selling points (at most 12). */
export const landingRequest = (brief) =>
  LandingPageRequest.parse({
    app_name: cut(brief.app_name, 80),
    category: cut(brief.app_category, 60),
    description: cut(`${brief.notes ?? brief.app_name}${brief.target_audience ? ` For ${brief.target_audience}.` : ''}`, 2000),
    features: [...(brief.key_features ?? []), ...(brief.unique_selling_points ?? [])].slice(0, 12).map((line) => cut(line, 200)),
  });

/** Store description: every field of the brief as it is (features at most 15, selling points at most 10). */
export const storeRequest = (brief) =>
  StoreDescriptionRequest.parse({
    app_name: cut(brief.app_name, 80),
    app_category: cut(brief.app_category, 60),
    key_features: (brief.key_features ?? []).slice(0, 15).map((line) => cut(line, 200)),
    target_audience: cut(brief.target_audience, 200),
    app_type: brief.app_type,
    unique_selling_points: (brief.unique_selling_points ?? []).slice(0, 10).map((line) => cut(line, 200)),
  });

/**
 * ASO optimizer: the description a visitor would paste, written from the brief: the notes, then
 * the features and selling points as bullet lines.
 */
export const asoRequest = (brief) =>
  AsoRequest.parse({
    app_name: cut(brief.app_name, 80),
    category: cut(brief.app_category, 60),
    description: cut(
      [brief.notes ?? '', '', ...(brief.key_features ?? []), ...(brief.unique_selling_points ?? [])]
        .map((line, index) => (index > 1 && line ? `• ${line}` : line))
        .join('\n')
        .trim() || brief.app_name,
      4000,
    ),
  });
