import { brandsIn, hasEmoji, modelTextProblem, packFor } from '@aiapp/listing-copy';
import { bannedTitleWordsIn, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { StoreDescriptionCopy, type StoreDescriptionRequest } from '@aiapp/contracts';
import { plainBlock, plainLine, stripMarkdown } from '@aiapp/text';
import { ModelFailure, type ModelClient } from '@aiapp/kit';
import { fitLength, fitPhrase } from '../text/fit-length';
import { keywordsUsed } from './keywords-used';
import { LISTING_INSTRUCTIONS, modelInput, VARIATIONS_INSTRUCTIONS } from './model-prompt';
import { givenTexts } from './listing-facts';

const ListingPart = StoreDescriptionCopy.omit({ variations: true });
const VariationsPart = StoreDescriptionCopy.pick({ variations: true });

/**
 * The model engine: two structured calls in parallel (the listing, and the variations), so the
 * answer comes back in about half the time one long call would take.
 */
export async function askModelForStoreDescription(
  model: ModelClient,
  request: StoreDescriptionRequest,
): Promise<StoreDescriptionCopy> {
  const input = modelInput(request);
  const controller = new AbortController();
  const ask = <T>(call: Promise<T>) =>
    call.catch((error: unknown) => {
      controller.abort();
      throw error;
    });
  const [listing, { variations }] = await Promise.all([
    ask(
      model.generate({
        schema: ListingPart,
        name: 'store_listing',
        instructions: LISTING_INSTRUCTIONS,
        input,
        signal: controller.signal,
      }),
    ),
    ask(
      model.generate({
        schema: VariationsPart,
        name: 'store_listing_variations',
        instructions: VARIATIONS_INSTRUCTIONS,
        input,
        signal: controller.signal,
      }),
    ),
  ]);
  return guardModelCopy(enforceStoreRules({ ...listing, variations }, request), request);
}

/**
 * The guard every text tool shares, applied to the model's copy: another app's or platform's
 * name the visitor never gave, a number the visitor never gave, a word the category must not use,
 * or a price/ranking claim or emoji in the short description sends the answer back to the
 * built-in engine, with the reason shown.
 */
export function guardModelCopy(copy: StoreDescriptionCopy, request: StoreDescriptionRequest): StoreDescriptionCopy {
  const given = givenTexts(request);
  const texts = [
    copy.play_store_description,
    copy.app_store_description,
    copy.short_description,
    copy.promotional_text,
    ...copy.variations.map((variation) => variation.description),
  ];
  const problem = modelTextProblem({
    texts,
    given,
    ownName: request.app_name,
    pack: packFor(request.app_category, request.app_type),
  });
  if (problem) throw new ModelFailure(problem);
  // In the short description no brand at all, even one the visitor gave (Play metadata policy).
  const shortBrands = brandsIn(copy.short_description, [request.app_name]);
  if (shortBrands.length) throw new ModelFailure(`its short description named ${shortBrands.join(', ')}`);
  if (bannedTitleWordsIn(copy.short_description).length || hasEmoji(copy.short_description))
    throw new ModelFailure('its short description made a price or ranking claim or used emoji');
  return copy;
}

const block = (text: string, limit: number) => fitLength(plainBlock(stripMarkdown(text)), limit);
const line = (text: string, limit: number) => fitPhrase(plainLine(stripMarkdown(text)), limit);

/** Store limits and plain text enforced on whatever the model wrote; keywords kept only if they occur. */
function enforceStoreRules(copy: StoreDescriptionCopy, request: StoreDescriptionRequest): StoreDescriptionCopy {
  const L = STORE_TEXT_LIMITS;
  const play = block(copy.play_store_description, L.playFullDescription.max);
  const appStore = block(copy.app_store_description, L.appStoreDescription.max);
  const short = line(copy.short_description, L.playShortDescription.max);
  if (!play || !appStore || !short) throw new ModelFailure('its answer left a description empty');

  const seenFocus = new Set<string>();
  const variations = copy.variations
    .map((variation) => ({
      title: plainLine(variation.title),
      focus: plainLine(variation.focus),
      description: block(variation.description, L.playFullDescription.max),
    }))
    .filter((variation) => {
      const key = variation.focus.toLowerCase();
      if (!variation.title || !key || !variation.description || seenFocus.has(key)) return false;
      seenFocus.add(key);
      return true;
    })
    .slice(0, 3);
  if (variations.length === 0) throw new ModelFailure('its answer had no usable variations');

  return {
    play_store_description: play,
    app_store_description: appStore,
    short_description: short,
    promotional_text: line(copy.promotional_text, L.appStorePromotionalText.max),
    keywords_used: keywordsUsed(request, [play, appStore], copy.keywords_used),
    variations,
  };
}
