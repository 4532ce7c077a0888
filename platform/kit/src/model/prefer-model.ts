import type { ModelSkipReason, TextEngine } from '@aiapp/contracts';
import type { Logger } from '../logger';
import { ModelFailure, type ModelClient } from './model-client';

export interface EngineAnswer<T> {
  value: T;
  engine: TextEngine;
  fallback_reason: string | null;
  model_skipped: ModelSkipReason | null;
}

export interface PreferModelOptions<T> {
  /** Absent when no model is configured: the built-in engine answers and nothing is tried. */
  model: ModelClient | undefined;
  useModel: (model: ModelClient) => Promise<T>;
  builtIn: () => T;
  logger: Logger;
  task: string;
}

/** The model engine when configured, the built-in engine when it is not or when the model fails. */
export async function preferModel<T>(options: PreferModelOptions<T>): Promise<EngineAnswer<T>> {
  const { model, useModel, builtIn, logger, task } = options;
  if (!model) return { value: builtIn(), engine: 'built-in', fallback_reason: null, model_skipped: null };
  try {
    return { value: await useModel(model), engine: 'model', fallback_reason: null, model_skipped: null };
  } catch (error) {
    const reason = error instanceof ModelFailure ? error.reason : 'its answer did not fit the store rules';
    const skipped = error instanceof ModelFailure ? error.skipped : null;
    if (skipped) logger.info({ task, model: model.model, skipped }, 'model not asked: answering with the built-in engine');
    else logger.warn({ err: error, task, model: model.model, reason }, 'model engine failed: answering with the built-in engine');
    return {
      value: builtIn(),
      engine: 'built-in',
      fallback_reason: skipped
        ? `The AI model was not asked (${reason}), so the built-in engine wrote this text.`
        : `The AI model could not be used (${reason}), so the built-in engine wrote this text.`,
      model_skipped: skipped,
    };
  }
}
