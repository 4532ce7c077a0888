import type { AppProfile, ProfileLocale } from '@aiapp/contracts';
import { storeLocalesFor, SUPPLY_CHANGELOG_FILE, type AppStoreLocale, type PlayLocale } from '@aiapp/store-facts';
import type { ZipEntry } from '../zip/zip-entry';
import { KIT_PATHS } from './kit-paths';

/** The locales the kit writes for each store: exactly those whose texts for that store are not all blank. */
export interface KitLocales {
  readonly appStore: { locale: AppStoreLocale; texts: ProfileLocale['app_store'] }[];
  readonly play: { locale: PlayLocale; texts: ProfileLocale['play'] }[];
  readonly warnings: string[];
}

const hasText = (texts: Record<string, string>) => Object.values(texts).some((text) => text !== '');

export function kitLocales(profile: AppProfile): KitLocales {
  const result: KitLocales = { appStore: [], play: [], warnings: [] };
  for (const entry of profile.locales) {
    const codes = storeLocalesFor(entry.locale);
    if (hasText(entry.app_store)) {
      if (!codes.appStore)
        result.warnings.push(`App Store Connect has no ${entry.locale} localisation: its App Store texts are left out.`);
      else if (result.appStore.some((written) => written.locale === codes.appStore))
        result.warnings.push(`${entry.locale} is the App Store's ${codes.appStore} too: only the first one's texts are written.`);
      else result.appStore.push({ locale: codes.appStore, texts: entry.app_store });
    }
    if (hasText(entry.play)) {
      if (!codes.play) result.warnings.push(`Google Play has no ${entry.locale} language: its Play texts are left out.`);
      else if (result.play.some((written) => written.locale === codes.play))
        result.warnings.push(`${entry.locale} is Google Play's ${codes.play} too: only the first one's texts are written.`);
      else result.play.push({ locale: codes.play, texts: entry.play });
    }
  }
  return result;
}

const text = (path: string, value: string): ZipEntry[] => (value === '' ? [] : [{ path, data: Buffer.from(`${value}\n`) }]);

/** The copyright line deliver uploads: the profile's, else "<year> <company>". */
export const copyrightLine = (profile: AppProfile, year: number) => profile.copyright || `${year} ${profile.company_name}`;

/**
 * deliver's files: per locale the version and app texts, the URLs (the same in every locale), and
 * once for the app the copyright and categories. The name falls back to the profile's app name.
 */
export function deliverEntries(profile: AppProfile, locales: KitLocales, year: number): ZipEntry[] {
  const app = [
    ...text(`${KIT_PATHS.metadata}/copyright.txt`, copyrightLine(profile, year)),
    ...text(`${KIT_PATHS.metadata}/primary_category.txt`, profile.app_category),
    ...text(`${KIT_PATHS.metadata}/secondary_category.txt`, profile.secondary_category),
  ];
  const perLocale = locales.appStore.flatMap(({ locale, texts }) => {
    const folder = KIT_PATHS.appStoreLocale(locale);
    return [
      ...text(`${folder}/name.txt`, texts.name || profile.app_name),
      ...text(`${folder}/subtitle.txt`, texts.subtitle),
      ...text(`${folder}/keywords.txt`, texts.keywords),
      ...text(`${folder}/description.txt`, texts.description),
      ...text(`${folder}/promotional_text.txt`, texts.promotional_text),
      ...text(`${folder}/release_notes.txt`, texts.release_notes),
      ...text(`${folder}/support_url.txt`, profile.support_url),
      ...text(`${folder}/marketing_url.txt`, profile.marketing_url),
      ...text(`${folder}/privacy_url.txt`, profile.privacy_url),
    ];
  });
  return locales.appStore.length > 0 ? [...app, ...perLocale] : [];
}

/** supply's text files per language; the title falls back to the profile's app name. */
export function supplyTextEntries(profile: AppProfile, locales: KitLocales): ZipEntry[] {
  return locales.play.flatMap(({ locale, texts }) => {
    const folder = KIT_PATHS.playLocale(locale);
    return [
      ...text(`${folder}/title.txt`, texts.title || profile.app_name),
      ...text(`${folder}/short_description.txt`, texts.short_description),
      ...text(`${folder}/full_description.txt`, texts.full_description),
      ...text(`${folder}/${SUPPLY_CHANGELOG_FILE}`, texts.release_notes),
    ];
  });
}
