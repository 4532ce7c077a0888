import { LISTED_TOOLS, TOOL_CATEGORIES, type ToolEntry } from '@aiapp/site-catalogue';
import type { ContentDocument, Section } from '../model';

const toolLine = (tool: ToolEntry) => `**[${tool.name}](${tool.route})**: ${tool.summary}`;

const suiteSections: Section[] = TOOL_CATEGORIES.map((category) => ({
  id: `suite-${category.id}`,
  title: category.name,
  blocks: [{ type: 'list', items: LISTED_TOOLS.filter((tool) => tool.category === category.id).map(toolLine) }],
}));

/** The suite and the roadmap are computed from the tool registry, so this page is never out of date. */
export const ABOUT: ContentDocument = {
  path: '/about',
  lead: 'AI App Toolkit is a set of free web tools for people who build and market mobile apps. It exists so that getting an app into the stores is about the app, not about pixel sizes and character counts.',
  sections: [
    {
      id: 'mission',
      title: 'Our mission',
      blocks: [
        {
          type: 'paragraph',
          text: 'Shipping an app means producing dozens of assets that must match rules set by Apple and Google: icon sizes, screenshot slots, text limits, privacy declarations. The rules are documented, but spread across many pages, and they change. Getting one wrong costs a rejected upload or a listing that converts badly.',
        },
        {
          type: 'paragraph',
          text: "Our aim is simple: what you download from us should go straight into Xcode, Android Studio, App Store Connect and the Play Console without rework. The tools are free and need no account, and our [guides](/aso-guide) explain the rules behind them, with links to the stores' own documentation.",
        },
      ],
    },
    {
      id: 'tool-suite',
      title: 'The tool suite',
      blocks: [
        {
          type: 'paragraph',
          text: `${LISTED_TOOLS.length} tools in ${TOOL_CATEGORIES.length} groups, every one live.`,
        },
      ],
      subsections: suiteSections,
    },
    {
      id: 'roadmap',
      title: 'Roadmap',
      blocks: [
        { type: 'paragraph', text: 'Every tool of the suite is live.' },
        {
          type: 'list',
          items: [
            'Keep every tool in step with the stores: when Apple or Google change a size or a limit, the tools and the guides change with it. Each guide shows the date it was last checked.',
            'Go further than the stores require where it saves you work, such as matching store privacy answers next to a privacy policy.',
          ],
        },
      ],
    },
    {
      id: 'principles',
      title: 'How we work',
      blocks: [
        {
          type: 'list',
          items: [
            '**True numbers only.** Figures on this site are counted live or computed from the data they describe; estimates are labelled as estimates.',
            '**Nothing from other sites.** Pages load no third-party scripts, fonts or trackers.',
            "**Sources, not folklore.** Our guides cite Apple's and Google's documentation, and mark practitioners' observations as such.",
          ],
        },
        { type: 'paragraph', text: 'Questions or ideas? [Get in touch](/contact).' },
      ],
    },
  ],
};
