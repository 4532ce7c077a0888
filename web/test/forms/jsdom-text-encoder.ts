import { TextEncoder } from 'node:util';

// jsdom has no TextEncoder; the store facts count the App Store keyword field in UTF-8 bytes with it.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });
