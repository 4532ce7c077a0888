import { StoreDescriptionResponse, type StoreDescriptionRequest } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { writeStoreDescription } from './built-in';
import { askModelForStoreDescription } from './model-writer';

const CheckedCopy = StoreDescriptionResponse.omit({ engine: true, fallback_reason: true });

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
  return { ...answer.value, engine: answer.engine, fallback_reason: answer.fallback_reason };
}
