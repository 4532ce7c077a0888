import { StoreDescriptionResponse, type StoreDescriptionRequest } from '@aiapp/contracts';
import type { z } from 'zod';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { brandWarnings, builtInLanguageWarnings, groundingFor, readPhrase } from '@aiapp/listing-copy';
import { writeStoreDescription } from './built-in';
import { shortDescription } from './built-in/listing-texts';
import { briefClaimCheck, readListingFacts } from './listing-facts';
import { askModelForStoreDescription } from './model-writer';

const CheckedCopy = StoreDescriptionResponse.omit({
  engine: true,
  fallback_reason: true,
  model_skipped: true,
  warnings: true,
  unsupported_sentences_removed: true,
});
type CheckedCopy = z.infer<typeof CheckedCopy>;

export interface StoreDescriptionDeps {
  model?: ModelClient | undefined;
  logger: Logger;
}

/** Store copy from the model when one is configured and answers well, else from the built-in engine. */
export async function generateStoreDescription(
  request: StoreDescriptionRequest,
  deps: StoreDescriptionDeps,
): Promise<StoreDescriptionResponse> {
  const answer = await preferModel({
    model: deps.model,
    task: 'store description',
    logger: deps.logger,
    // The contract's limits are checked once more: an answer that breaks them is never sent.
    // The model's sentences then pass the claim check; the built-in engine only ever picks lines that do.
    useModel: async (model) =>
      withGroundedSentences(CheckedCopy.parse(await askModelForStoreDescription(model, request)), request),
    builtIn: () => ({ copy: writeStoreDescription(request), removed: 0 }),
  });
  return {
    ...answer.value.copy,
    warnings: [
      ...visitorTextWarnings(request),
      ...(answer.engine === 'built-in'
        ? builtInLanguageWarnings([...request.key_features, ...request.unique_selling_points])
        : []),
    ],
    unsupported_sentences_removed: answer.value.removed,
    engine: answer.engine,
    fallback_reason: answer.fallback_reason,
    model_skipped: answer.model_skipped,
  };
}

function visitorTextWarnings(request: StoreDescriptionRequest): string[] {
  return brandWarnings(request.app_name, [
    { label: 'Your key features', text: request.key_features.join('\n') },
    { label: 'Your selling points', text: request.unique_selling_points.join('\n') },
    { label: 'Your audience', text: request.target_audience ?? '' },
  ]);
}

/**
 * The model's texts with the sentences the brief does not support left out (docs/text-generation.md,
 * "The claim check"). The short description is one line: when it makes an unsupported claim, the
 * built-in engine's line made of the visitor's features takes its place.
 */
function withGroundedSentences(copy: CheckedCopy, request: StoreDescriptionRequest): { copy: CheckedCopy; removed: number } {
  const check = briefClaimCheck(request);
  const visitorLines = [...request.key_features, ...request.unique_selling_points].flatMap(
    (line) => readPhrase(line)?.bullet ?? [],
  );
  const grounding = groundingFor(check, visitorLines);
  const ground = (text: string) => grounding.ground(text);
  const short = grounding.whole(copy.short_description);
  return {
    copy: {
      ...copy,
      play_store_description: ground(copy.play_store_description),
      app_store_description: ground(copy.app_store_description),
      promotional_text: ground(copy.promotional_text),
      short_description: short ?? shortDescription(readListingFacts(request)),
      // The focus tells the developer what a variation tries; only the description goes to the store.
      variations: copy.variations.map((variation) => ({ ...variation, description: ground(variation.description) })),
    },
    removed: grounding.removed,
  };
}
