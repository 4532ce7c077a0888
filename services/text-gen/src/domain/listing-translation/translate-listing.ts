import { z } from 'zod';
import {
  APP_STORE_TEXT_FIELDS,
  PLAY_TEXT_FIELDS,
  TranslateListingRequest,
  type TranslateListingResponse,
} from '@aiapp/contracts';
import { AppError, ModelFailure, type ModelClient } from '@aiapp/kit';
import { STORE_TEXT_LIMITS, type StoreTextField } from '@aiapp/store-facts';
import { fitStoreField } from './fit-store-field';

type ParsedRequest = z.output<typeof TranslateListingRequest>;
type Texts<F extends Record<string, StoreTextField>> = { [K in keyof F]: string };

/** Every field as a plain string: the strict structured output the model answers with. */
const stringsOf = <F extends Record<string, StoreTextField>>(fields: F) =>
  z.object(Object.fromEntries(Object.keys(fields).map((key) => [key, z.string()])) as { [K in keyof F]: z.ZodString });

const TranslatedListing = z.object({ app_store: stringsOf(APP_STORE_TEXT_FIELDS), play: stringsOf(PLAY_TEXT_FIELDS) });

const limitsOf = (fields: Record<string, StoreTextField>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, `${STORE_TEXT_LIMITS[field].max} ${STORE_TEXT_LIMITS[field].unit}`]),
  );

const INSTRUCTIONS = [
  'You translate an app’s store listing (App Store and Google Play texts) from one locale into another, for people who use the stores in that language.',
  'Translate each field of the input into the target locale; keep the meaning, the facts and the line breaks; add nothing the source does not say.',
  'A field that is empty in the source stays empty.',
  'Keep the app’s name as it is unless the source texts already translate it.',
  'Stay within each field’s limit, given in the store’s unit (the keywords field in UTF-8 bytes): write a shorter phrasing rather than a longer one.',
  'keywords: a comma-separated list without spaces after the commas, each keyword a search term people type in the target language, none repeating a word of the name or subtitle.',
].join('\n');

/** The source texts, the locales and every limit, as the model's user message. */
function modelInput(request: ParsedRequest): string {
  return JSON.stringify({
    app_name: request.app_name,
    source_locale: request.from_locale,
    target_locale: request.to_locale,
    limits: { app_store: limitsOf(APP_STORE_TEXT_FIELDS), play: limitsOf(PLAY_TEXT_FIELDS) },
    app_store: request.app_store,
    play: request.play,
  });
}

/** Each translated field held to its store limit; a field blank in the source stays blank whatever the model wrote. */
function fitFields<F extends Record<string, StoreTextField>>(
  store: 'app_store' | 'play',
  fields: F,
  source: Texts<F>,
  translated: Texts<F>,
  locale: string,
  shortened: string[],
): Texts<F> {
  const fitted = {} as Texts<F>;
  for (const key of Object.keys(fields) as (keyof F & string)[]) {
    const result =
      source[key] === '' ? { text: '', shortened: false } : fitStoreField(translated[key], fields[key] as StoreTextField, locale);
    if (result.shortened) shortened.push(`${store}.${key}`);
    fitted[key] = result.text as Texts<F>[typeof key];
  }
  return fitted;
}

/**
 * `POST /api/translate-listing`: the model translates the texts; every field is then re-checked
 * against its store limit and shortened at a sentence or word boundary where it ran over
 * (fit-store-field.ts). No model configured is a 403 that says to type or import the texts (the
 * page offers no translation then); the site's AI budget spent or unchecked is a 429, and a
 * model that fails a 502, each with the reason.
 */
export async function translateListing(
  request: ParsedRequest,
  model: ModelClient | undefined,
): Promise<TranslateListingResponse> {
  if (!model)
    throw new AppError(
      'model_not_configured',
      403,
      'Translation needs an AI model and none is configured on this site: type the texts of this locale or import them.',
    );
  let translated: z.output<typeof TranslatedListing>;
  try {
    translated = await model.generate({
      schema: TranslatedListing,
      name: 'translated_store_listing',
      instructions: INSTRUCTIONS,
      input: modelInput(request),
    });
  } catch (error) {
    if (!(error instanceof ModelFailure)) throw error;
    const message = `The texts could not be translated just now: ${error.reason}.`;
    throw error.skipped ? new AppError('model_budget', 429, message) : new AppError('model_unavailable', 502, message);
  }
  const shortened: string[] = [];
  const locale = request.to_locale;
  return {
    locale,
    app_store: fitFields('app_store', APP_STORE_TEXT_FIELDS, request.app_store, translated.app_store, locale, shortened),
    play: fitFields('play', PLAY_TEXT_FIELDS, request.play, translated.play, locale, shortened),
    shortened,
    engine: 'model',
  };
}
