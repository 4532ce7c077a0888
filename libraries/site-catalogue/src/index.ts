/** The site catalogue: tools (the tools and their categories) and pages (the content site). */
export * from './tools';
export * from './pages';
