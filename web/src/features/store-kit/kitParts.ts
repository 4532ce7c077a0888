import { APP_STORE_SCREENSHOT_RULES, PLAY_SCREENSHOT_RULES } from '@aiapp/store-facts';
import type { KitAssets } from '../../lib/app-profile/kitAssets';
import { localesWithTexts, type ProfileDraft } from '../../lib/app-profile/profileDraft';
import { blockingProblems } from './listingReport';

export type PartStatus = 'ready' | 'partial' | 'missing';

export interface KitPart {
  readonly name: string;
  readonly status: PartStatus;
  /** What is there, or what it still needs. */
  readonly detail: string;
}

const filled = (value: string) => value.trim().length > 0;

/** Each part of the kit and whether the profile and the images can make it yet (issue 29, item 2). */
export function kitParts(profile: ProfileDraft, assets: KitAssets): KitPart[] {
  const locales = localesWithTexts(profile).map((entry) => entry.locale);
  const blocked = blockingProblems(profile).length;
  const shots = assets.screenshots.length;
  const minShots = Math.max(APP_STORE_SCREENSHOT_RULES.perSlot.min, PLAY_SCREENSHOT_RULES.perDeviceType.min);
  const appLinks = [profile.team_id, profile.bundle_id].every(filled);
  const assetLinks = filled(profile.package_name) && profile.sha256_cert_fingerprints.some(filled);
  const privacy = (profile.audience ?? '') !== '' && filled(profile.company_name);
  return [
    {
      name: 'Listing texts',
      status: locales.length === 0 ? 'missing' : blocked > 0 ? 'partial' : 'ready',
      detail:
        locales.length === 0
          ? 'No locale has texts yet'
          : `${locales.join(', ')}${blocked > 0 ? `; ${blocked} field${blocked === 1 ? '' : 's'} over the limit` : ''}`,
    },
    {
      name: 'Icon set',
      status: assets.icon ? 'ready' : 'missing',
      detail: assets.icon ? `From ${assets.icon.name} (${assets.icon.width}×${assets.icon.height})` : 'Add the app icon',
    },
    {
      name: 'Screenshots',
      status: shots >= minShots ? 'ready' : shots > 0 ? 'partial' : 'missing',
      detail:
        shots >= minShots
          ? `${shots} screenshots`
          : `${shots} of the ${minShots} Google Play needs at least (${PLAY_SCREENSHOT_RULES.perDeviceType.max} at most)`,
    },
    {
      name: 'Privacy pack',
      status: privacy ? 'ready' : 'missing',
      detail: privacy
        ? `${profile.data_collected.length} kind${profile.data_collected.length === 1 ? '' : 's'} of data declared`
        : 'Needs the company name and who the app is for',
    },
    {
      name: 'Web files',
      status: appLinks && assetLinks ? 'ready' : appLinks || assetLinks ? 'partial' : 'missing',
      detail: [
        appLinks ? 'apple-app-site-association' : 'Team ID and bundle ID make apple-app-site-association',
        assetLinks ? 'assetlinks.json' : 'package name and a fingerprint make assetlinks.json',
      ].join('; '),
    },
  ];
}
