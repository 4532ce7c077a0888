/**
 * The tool registry: one entry per tool. `id` is the route without its slash and is the
 * value sent as `tool_used` with an e-mail capture.
 */
export const TOOL_CATEGORIES = [
  /** The store kit gathers every other tool's work; the home page shows its group across the full width. */
  { id: 'launch', name: 'Launch Everything at Once', featured: true },
  { id: 'create', name: 'Create Your App Assets' },
  { id: 'aso-marketing', name: 'ASO and Marketing' },
  { id: 'business-legal', name: 'Business and Legal' },
] as const;

/** The blog has a page like a tool's (route, meta) but is reading, not a tool: it is never listed or counted among them. */
export type ToolCategoryId = (typeof TOOL_CATEGORIES)[number]['id'] | 'reading';

export interface ToolEntry {
  readonly id: string;
  readonly route: `/${string}`;
  readonly name: string;
  readonly category: ToolCategoryId;
  readonly summary: string;
  readonly mostPopular?: boolean;
}

export const TOOLS = [
  {
    id: 'logo-maker',
    route: '/logo-maker',
    name: 'Logo Maker',
    category: 'create',
    summary: 'Vector logos in three styles and five palettes: pick from nine variants, ready as SVG, CSS and a 1024 px PNG.',
  },
  {
    id: 'icon-generator-pro',
    route: '/icon-generator-pro',
    name: 'Icon Generator Pro',
    category: 'create',
    summary: 'Every iOS and Android launcher icon from one image, as a ZIP that drops into Xcode and Android Studio.',
  },
  {
    id: 'screenshot-resizer',
    route: '/screenshot-resizer',
    name: 'Screenshot Resizer',
    category: 'create',
    summary: 'Screenshots resized to the exact sizes App Store Connect and Google Play accept.',
  },
  {
    id: 'screenshot-mockups',
    route: '/screenshot-mockups',
    name: 'Screenshot Mockups',
    category: 'create',
    summary: 'Captioned store screenshots in current device frames, at every App Store and Google Play size.',
  },
  {
    id: 'landing-page',
    route: '/landing-page',
    name: 'Landing Page Generator',
    category: 'create',
    summary: 'A one-file responsive landing page for your app, ready to host.',
  },
  {
    id: 'review-preview',
    route: '/review-preview',
    name: 'Review Preview Generator',
    category: 'create',
    summary: 'Store-style review cards to preview how your app reads to visitors.',
  },
  {
    id: 'aso-optimizer',
    route: '/aso-optimizer',
    name: 'ASO Keyword Optimizer',
    category: 'aso-marketing',
    summary: 'Keywords, titles and a description tuned to the store limits.',
    mostPopular: true,
  },
  {
    id: 'keyword-tracker',
    route: '/keyword-tracker',
    name: 'Keyword Rank Tracker',
    category: 'aso-marketing',
    summary: 'Where your app ranks for each keyword in the App Store and Google Play.',
  },
  {
    id: 'ai-store-description',
    route: '/ai-store-description',
    name: 'AI Store Description Generator',
    category: 'aso-marketing',
    summary: 'App Store and Google Play descriptions within every store limit.',
  },
  {
    id: 'app-name-generator',
    route: '/app-name-generator',
    name: 'App Name Generator',
    category: 'aso-marketing',
    summary: 'Short, brandable app names from your keywords.',
  },
  {
    id: 'privacy-policy',
    route: '/privacy-policy',
    name: 'Privacy Policy Generator',
    category: 'business-legal',
    summary: 'A privacy policy plus the matching App Store and Google Play privacy answers.',
  },
  {
    id: 'store-kit',
    route: '/store-kit',
    name: 'Store Kit',
    category: 'launch',
    summary:
      'Type your app once: listing texts checked as you type, a search-result preview and one folder that fastlane deliver and supply upload.',
  },
  {
    id: 'blog',
    route: '/blog',
    name: 'Blog',
    category: 'reading',
    summary: 'Practical articles on app store optimisation and growth.',
  },
] as const satisfies readonly ToolEntry[];

export type ToolId = (typeof TOOLS)[number]['id'];

/** The tools the site lists and counts (home catalogue, footer, about, FAQ): every entry but the blog. */
export const LISTED_TOOLS: readonly ToolEntry[] = TOOLS.filter((tool) => tool.category !== 'reading');

export const TOOL_IDS = TOOLS.map((tool) => tool.id) as [ToolId, ...ToolId[]];

export function findTool(id: string): ToolEntry | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
