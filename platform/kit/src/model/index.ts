export * from './model-client';
export * from './prefer-model';
export * from './model-settings';
export * from './model-call';
// The openai SDK itself loads only when a model is configured (openAiModelClient): a second or two
// of start-up and its memory that services without a model never pay.
export type { OpenAiSettings } from './openai-model-client';
