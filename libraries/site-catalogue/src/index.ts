/** The site catalogue: tools (the tool pages, the blog among them, LISTED_TOOLS without it, and their categories) and pages (the content site). */
export * from './tools';
export * from './pages';
