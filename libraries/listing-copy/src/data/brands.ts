/**
 * App, brand and platform names that must never go into a title, subtitle, keyword field, short
 * description or app name (App Review Guidelines 2.3.7 and 2.3.10,
 * https://developer.apple.com/app-store/review/guidelines/#metadata; Google Play metadata policy,
 * https://support.google.com/googleplay/android-developer/answer/9898842), and that are pointed
 * out, by name, where the visitor's own text uses them.
 *
 * Written from general knowledge of the top App Store and Google Play charts, big technology and
 * consumer brands, games, banks, airlines, retailers, carmakers and media; split by sector under
 * brand-lists/. `common` marks names that are also ordinary English words ("Notion", "Zoom",
 * "Among Us"): see brand-lists/ordinary-words.ts.
 *
 * Reviewed data: the shape and size are checked by test/data.test.ts.
 */
import { type BrandName } from './brand-lists/brand-name';
import { COMPANIES } from './brand-lists/companies';
import { DEVELOPER_FRAMEWORKS } from './brand-lists/developer-frameworks';
import { GAMES } from './brand-lists/games';
import { LIFE_AND_LEARNING } from './brand-lists/life-and-learning';
import { ORDINARY_WORD_BRANDS } from './brand-lists/ordinary-words';
import { PLATFORMS_AND_TECH } from './brand-lists/platforms-and-tech';
import { SOCIAL_AND_MEDIA } from './brand-lists/social-and-media';
import { WORK_AND_MONEY } from './brand-lists/work-and-money';

export type { BrandName };

export const BRAND_NAMES: readonly BrandName[] = [
  ...PLATFORMS_AND_TECH,
  ...DEVELOPER_FRAMEWORKS,
  ...SOCIAL_AND_MEDIA,
  ...WORK_AND_MONEY,
  ...LIFE_AND_LEARNING,
  ...GAMES,
  ...COMPANIES,
  ...ORDINARY_WORD_BRANDS,
];
