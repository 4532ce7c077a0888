import { AppNameIdeas, type AppNameRequest, type AppNameResponse } from '@aiapp/contracts';
import { plainLine } from '@aiapp/text';
import { QUOTED_BANNED_TITLE_WORDS, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { ModelFailure, preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { isUsableName, NAME_COUNT, nameKey, readKeywords, suggestAppNames } from './suggest-names';

const MODEL_INSTRUCTIONS = `You name mobile apps. Suggest 15 distinct, brandable, easy-to-say app names for the keywords
and category given. Each name is at most ${STORE_TEXT_LIMITS.appStoreName.max} characters (the App Store limit), has no emoji, and never uses
${QUOTED_BANNED_TITLE_WORDS} or another app's trademark. Mix styles: compounds, blends, invented words, and
short two-word names.`;

/** Model names that pass the same checks as built-in ones, best first, never more than half the list. */
async function askModelForNames(model: ModelClient, request: AppNameRequest, builtIn: readonly string[]): Promise<string[]> {
  const { names } = await model.generate({
    schema: AppNameIdeas,
    name: 'app_names',
    instructions: MODEL_INSTRUCTIONS,
    input: JSON.stringify({ keywords: request.keywords, category: request.category }),
  });
  const keywords = readKeywords(request);
  const seen = new Set<string>();
  const fromModel = names
    .map((name) => plainLine(name))
    .filter((name) => {
      const key = nameKey(name);
      if (seen.has(key) || !isUsableName(name, keywords)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, NAME_COUNT / 2);
  if (fromModel.length === 0) throw new ModelFailure('none of its names fit the store rules');
  const rest = builtIn.filter((name) => !seen.has(nameKey(name)));
  return [...fromModel, ...rest].slice(0, NAME_COUNT);
}

export interface AppNameDeps {
  model?: ModelClient | undefined;
  logger: Logger;
}

/** Built-in names always; with a model configured, its best names lead the list. */
export async function generateAppNames(request: AppNameRequest, deps: AppNameDeps): Promise<AppNameResponse> {
  const builtIn = suggestAppNames(request);
  const answer = await preferModel({
    model: deps.model,
    task: 'app names',
    logger: deps.logger,
    useModel: (model) => askModelForNames(model, request, builtIn),
    builtIn: () => builtIn,
  });
  return {
    names: answer.value,
    engine: answer.engine,
    fallback_reason: answer.fallback_reason,
    model_skipped: answer.model_skipped,
  };
}
