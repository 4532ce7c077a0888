import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  IconRequest,
  PRIVACY_MANIFEST_FILE_NAME,
  storeKitZipFileName,
  type StoreKitRequest,
  type StoreKitResponse,
} from '@aiapp/contracts';
import { SUPPLY_IMAGE_FOLDER, SUPPLY_SCREENSHOT_FOLDERS } from '@aiapp/store-facts';
import type { SiblingServices } from '../../service-clients/sibling-services';
import { buildIconSetParts } from '../icons/build-icon-set';
import { recentResults } from '../recent-results';
import { buildZip } from '../zip/build-zip';
import type { ZipEntry } from '../zip/zip-entry';
import { featureGraphic, openGraphImage, type BrandArt } from './brand-graphics';
import { openKitIcon, openKitScreenshots } from './kit-inputs';
import { KIT_PATHS } from './kit-paths';
import { kitReadme } from './kit-readme';
import { kitScreenshots, type KitScreenshot } from './kit-screenshots';
import { landingPageRequest, privacyPolicyRequest, shareLine } from './sibling-requests';
import { deliverEntries, kitLocales, supplyTextEntries, type KitLocales } from './listing-files';
import { reportMarkdown, validateKit, type MissingPart } from './validation-report';
import { appLinkEntries, finishLandingPage } from './web-files';

type ParsedStoreKitRequest = z.output<typeof StoreKitRequest>;

/** The icon set's files and the Play icon; the set is drawn once for several kits with the same icon (buildIconSetParts). */
async function iconSetFor(icon: ParsedStoreKitRequest['icon']) {
  const { entries, android, warnings } = await buildIconSetParts(IconRequest.parse({ image_data: icon.image_data }));
  return { entries, playStore: android.playStore, warnings };
}

/** The feature graphic and the Open Graph image, by what they show (recent-results.ts): most profile fields are not in them. */
const recentBrandGraphics = recentResults<[Buffer, Buffer]>(4);
function brandGraphicsFor(art: BrandArt) {
  const shown = JSON.stringify([art.name, art.line, art.colors, createHash('sha256').update(art.icon).digest('hex')]);
  return recentBrandGraphics(shown, () => Promise.all([featureGraphic(art), openGraphImage(art)]));
}

const file = (path: string, data: Buffer | string): ZipEntry => ({
  path,
  data: typeof data === 'string' ? Buffer.from(data) : data,
});

function storeImageEntries(locales: KitLocales, shots: readonly KitScreenshot[], icon: Buffer, feature: Buffer): ZipEntry[] {
  const appStore = shots.filter((shot) => shot.store === 'appStore');
  const play = shots.filter((shot) => shot.store === 'play');
  return [
    ...locales.appStore.flatMap(({ locale }) =>
      appStore.map((shot) => file(`${KIT_PATHS.appStoreScreenshots(locale)}/${shot.fileName}`, shot.jpeg)),
    ),
    ...locales.play.flatMap(({ locale }) => {
      const images = `${KIT_PATHS.playLocale(locale)}/${SUPPLY_IMAGE_FOLDER}`;
      return [
        file(`${images}/icon.png`, icon),
        file(`${images}/featureGraphic.png`, feature),
        ...play.map((shot) =>
          file(
            `${images}/${SUPPLY_SCREENSHOT_FOLDERS[shot.slot as keyof typeof SUPPLY_SCREENSHOT_FOLDERS]}/${shot.fileName}`,
            shot.jpeg,
          ),
        ),
      ];
    }),
  ];
}

/** What a store requires that this profile and these uploads leave out: shown red in the report. */
function missingParts(request: ParsedStoreKitRequest, locales: KitLocales, shots: readonly KitScreenshot[]): MissingPart[] {
  const missing: MissingPart[] = [];
  if (locales.appStore.length > 0 && !shots.some((shot) => shot.slot === 'iphone69'))
    missing.push({
      path: 'fastlane/screenshots',
      rule: 'at least one iPhone 6.9" screenshot per locale',
      found: 'no phone-shaped screenshot given',
    });
  if (locales.appStore.length > 0 && !request.profile.privacy_url)
    missing.push({
      path: 'profile.privacy_url',
      rule: 'App Store Connect requires a privacy policy URL',
      found: 'not given: host web/privacy.html and enter its address',
    });
  if (locales.play.length > 0 && !shots.some((shot) => shot.slot === 'phone'))
    missing.push({
      path: 'fastlane/metadata/android',
      rule: 'at least 2 phone screenshots',
      found: 'no phone-shaped screenshot given',
    });
  if (locales.appStore.length === 0 && locales.play.length === 0)
    missing.push({ path: 'profile.locales', rule: 'texts for at least one store', found: 'every locale is blank' });
  return missing;
}

/**
 * `POST /api/generate-store-kit`: every upload is opened and checked first (a bad one is a 400
 * naming its field, before any work); then the icon set (and from its Play icon the two banners),
 * the store screenshots, the privacy pack (legal) and the landing page (text-gen) are made
 * together, and the ZIP is built in memory at the end, so an error at any step leaves nothing
 * half-written.
 */
export async function buildStoreKit(
  request: ParsedStoreKitRequest,
  siblings: SiblingServices,
  now = new Date(),
): Promise<StoreKitResponse> {
  const { profile } = request;
  await openKitIcon(request.icon);
  const uploads = await openKitScreenshots(request.screenshots);
  const uploadData = request.screenshots.map((upload) => upload.data);
  const locales = kitLocales(profile);

  const iconSetMade = iconSetFor(request.icon);
  // The banners need only the Play icon: drawn while the screenshots are still being made.
  const banners = iconSetMade.then(({ playStore }) =>
    brandGraphicsFor({ name: profile.app_name, line: shareLine(profile), icon: playStore, colors: profile.brand_colors }),
  );
  const [privacy, landing, iconSet, shots, [feature, ogImage]] = await Promise.all([
    siblings.privacyPolicy(privacyPolicyRequest(profile)),
    siblings.landingPage(landingPageRequest(profile)),
    iconSetMade,
    kitScreenshots(uploads, uploadData),
    banners,
  ]);
  const icon = iconSet.playStore;

  const webShots = shots.filter((shot) => shot.slot === 'phone').slice(0, 3);
  const landingHtml = finishLandingPage(landing.html_code, profile, {
    description: shareLine(profile),
    icon: 'icon.png',
    ogImage: 'og-image.png',
    screenshots: webShots.map((_, i) => `screenshots/${i + 1}.jpg`),
    privacyHref: profile.privacy_url || 'privacy.html',
  });
  const entries: ZipEntry[] = [
    ...deliverEntries(profile, locales, now.getUTCFullYear()),
    ...supplyTextEntries(profile, locales),
    ...storeImageEntries(locales, shots, icon, feature),
    ...iconSet.entries.map((entry) => file(`${KIT_PATHS.icons}/${entry.path}`, entry.data)),
    file(`${KIT_PATHS.privacy}/privacy-policy.html`, privacy.policy_html),
    file(`${KIT_PATHS.privacy}/privacy-policy.md`, privacy.policy_markdown),
    file(`${KIT_PATHS.privacy}/${PRIVACY_MANIFEST_FILE_NAME}`, privacy.privacy_manifest),
    file(`${KIT_PATHS.privacy}/app-store-privacy-answers.md`, privacy.app_store_privacy_sheet),
    file(`${KIT_PATHS.privacy}/play-data-safety.csv`, privacy.play_data_safety_csv),
    file(`${KIT_PATHS.web}/index.html`, landingHtml),
    file(`${KIT_PATHS.web}/privacy.html`, privacy.policy_html),
    file(`${KIT_PATHS.web}/icon.png`, icon),
    file(`${KIT_PATHS.web}/og-image.png`, ogImage),
    ...webShots.map((shot, i) => file(`${KIT_PATHS.web}/screenshots/${i + 1}.jpg`, shot.jpeg)),
    ...appLinkEntries(profile),
  ];
  const report = await validateKit(entries, missingParts(request, locales, shots));
  const links = {
    aasa: entries.some((e) => e.path.endsWith('apple-app-site-association')),
    assetLinks: entries.some((e) => e.path.endsWith('assetlinks.json')),
  };
  const all = [
    file(KIT_PATHS.readme, kitReadme(profile, locales, links)),
    file(KIT_PATHS.reportMarkdown, reportMarkdown(report)),
    file(KIT_PATHS.reportJson, `${JSON.stringify(report, null, 2)}\n`),
    ...entries,
  ];
  const warnings = [
    ...locales.warnings,
    ...iconSet.warnings,
    ...(links.aasa ? [] : ['No Team ID and bundle ID in the profile: .well-known/apple-app-site-association is left out.']),
    ...(links.assetLinks
      ? []
      : ['No package name and certificate fingerprint in the profile: .well-known/assetlinks.json is left out.']),
    ...(landing.fallback_reason ? [`Landing page: ${landing.fallback_reason}`] : []),
  ];
  const zip = await buildZip(all, now);
  return {
    zip_data: zip.toString('base64'),
    zip_file_name: storeKitZipFileName(profile.app_name),
    files: all.map((entry) => ({ path: entry.path, bytes: entry.data.length })),
    warnings,
    report,
  };
}
