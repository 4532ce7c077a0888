export * from './client-key';
export * from './coalescing-store';
export * from './limit-settings';
export * from './postgres-store';
export * from './rate-limiter';
export * from './store';
export * from './open-rate-limits';
