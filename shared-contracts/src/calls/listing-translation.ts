import { z } from 'zod';
import { isKnownStoreLocale } from '@aiapp/store-facts';
import { AppStoreListingTexts, PlayListingTexts } from './store-kit';

/**
 * "Translate from en-US" in the store kit's listing editor (issue 29): one locale's store texts
 * written in another locale by the configured model, each field then re-checked against its
 * store limit and shortened at a word boundary where the translation ran over. Without a model
 * there is no translation (the texts of a locale are typed or imported).
 */

const storeLocale = z
  .string()
  .trim()
  .refine(isKnownStoreLocale, 'Not a language App Store Connect or Google Play lists, e.g. en-US, de-DE, ja, zh-Hans')
  .meta({ examples: ['de-DE'] });

export const TranslateListingRequest = z
  .object({
    /** The app's name: kept as it is in every language unless the texts already translate it. */
    app_name: z.string().trim().min(1, 'The app’s name is required').max(80),
    from_locale: storeLocale.meta({ examples: ['en-US'] }).default('en-US'),
    to_locale: storeLocale,
    app_store: AppStoreListingTexts.default(AppStoreListingTexts.parse({})),
    play: PlayListingTexts.default(PlayListingTexts.parse({})),
  })
  .refine((request) => request.from_locale !== request.to_locale, {
    message: 'Choose a locale other than the one the texts are in',
    path: ['to_locale'],
  })
  .refine((request) => [...Object.values(request.app_store), ...Object.values(request.play)].some((text) => text !== ''), {
    message: 'There is no text to translate in this locale yet',
    path: ['app_store'],
  });
export type TranslateListingRequest = z.input<typeof TranslateListingRequest>;

export const TranslateListingResponse = z.object({
  locale: z.string(),
  app_store: AppStoreListingTexts,
  play: PlayListingTexts,
  /** Fields whose translation ran past the store's limit and was shortened at a word boundary, e.g. `app_store.subtitle`. */
  shortened: z.array(z.string()),
  /** Only a model translates; the gateway counts the call against the model budget by it. */
  engine: z.literal('model'),
});
export type TranslateListingResponse = z.infer<typeof TranslateListingResponse>;

/** Whether this site can translate listings: true only when text-gen has a model configured. */
export const ListingTranslationStatus = z.object({ available: z.boolean() });
export type ListingTranslationStatus = z.infer<typeof ListingTranslationStatus>;
