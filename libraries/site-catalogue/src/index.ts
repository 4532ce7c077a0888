/** The site catalogue: tools (the twelve tools and their categories) and pages (the content site). */
export * from './tools';
export * from './pages';
