import { StoreDescriptionResponse, type StoreDescriptionRequest } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { brandWarnings } from '@aiapp/listing-copy';
import { writeStoreDescription } from './built-in';
import { askModelForStoreDescription } from './model-writer';

const CheckedCopy = StoreDescriptionResponse.omit({ engine: true, fallback_reason: true, warnings: true });

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
    useModel: async (model) => CheckedCopy.parse(await askModelForStoreDescription(model, request)),
    builtIn: () => writeStoreDescription(request),
  });
  return {
    ...answer.value,
    warnings: visitorTextWarnings(request),
    engine: answer.engine,
    fallback_reason: answer.fallback_reason,
  };
}

function visitorTextWarnings(request: StoreDescriptionRequest): string[] {
  return brandWarnings(request.app_name, [
    { label: 'Your key features', text: request.key_features.join('\n') },
    { label: 'Your selling points', text: request.unique_selling_points.join('\n') },
    { label: 'Your audience', text: request.target_audience ?? '' },
  ]);
}
