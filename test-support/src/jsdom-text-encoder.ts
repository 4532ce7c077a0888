import { TextEncoder } from 'node:util';

// Loaded before every test file (jest.config.js, setupFiles). jsdom has no TextEncoder, and the
// store facts count the App Store keyword field in UTF-8 bytes with it, also when the contracts load.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder });
