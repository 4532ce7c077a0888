export * from './model-client';
export * from './prefer-model';
export * from './openai-model-client';
export * from './model-settings';
export * from './engine-header';
