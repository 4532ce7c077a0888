import type { ToolId } from '@aiapp/site-catalogue';

export interface NextStep {
  readonly label: string;
  readonly to: `/${string}`;
}

/** What each tool's result leads to: the next piece of the same launch (issue 29). Every tool has its line, or null. */
export const NEXT_STEPS: Readonly<Record<ToolId, NextStep | null>> = {
  'app-name-generator': { label: 'Make a logo for this name', to: '/logo-maker' },
  'logo-maker': { label: 'Make the icon set from this logo', to: '/icon-generator-pro' },
  'icon-generator-pro': { label: 'Put this icon in the store kit', to: '/store-kit' },
  'screenshot-mockups': { label: 'Put these captures in the store kit', to: '/store-kit' },
  'screenshot-resizer': { label: 'Put these screenshots in the store kit', to: '/store-kit' },
  'ai-store-description': { label: 'Check these texts in the listing editor', to: '/store-kit' },
  'aso-optimizer': { label: 'Check these texts in the listing editor', to: '/store-kit' },
  'keyword-tracker': { label: 'Work these keywords into your listing', to: '/aso-optimizer' },
  'review-preview': { label: 'Put a review on your screenshots', to: '/screenshot-mockups' },
  'landing-page': { label: 'Write the privacy policy this page links to', to: '/privacy-policy' },
  'privacy-policy': { label: 'Put the privacy pack in the store kit', to: '/store-kit' },
  'store-kit': null,
  blog: null,
};
