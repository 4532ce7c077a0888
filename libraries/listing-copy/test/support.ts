export * from '../src';
export { STORE_TEXT_LIMITS as STORE_TEXT_LIMITS_FOR_TEST } from '@aiapp/store-facts';
