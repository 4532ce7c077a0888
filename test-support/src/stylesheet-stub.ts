/** What a stylesheet import is in a jest component test: nothing (jest.config.js maps `*.css` here). */
export {};
