import type { ToolId } from '@aiapp/site-catalogue';
import type { ReactNode } from 'react';
import { Icon } from './icons';

/*
 * One drawing per tool, so no two cards look alike (letters repeated: two S, two L, three A).
 * Plain shapes of what each tool makes; no store or company marks.
 */
const TOOL_DRAWINGS: Readonly<Record<ToolId, ReactNode>> = {
  // Two overlapping shapes: a mark being composed.
  'logo-maker': (
    <>
      <circle cx="9" cy="9" r="5.5" />
      <rect x="10" y="10" width="10.5" height="10.5" rx="2.5" />
    </>
  ),
  // A grid of app icons.
  'icon-generator-pro': (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="2" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="2" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="2" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="2" />
    </>
  ),
  // A phone with a height measure beside it.
  'screenshot-resizer': (
    <>
      <rect x="9" y="3" width="10" height="18" rx="2" />
      <path d="M4.5 4v16M3 5.5L4.5 4 6 5.5M3 18.5L4.5 20 6 18.5" />
    </>
  ),
  // A phone frame holding a picture.
  'screenshot-mockups': (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M6 16l4-4 3 3 1.5-1.5L18 17" />
      <circle cx="14" cy="8" r="1.5" />
    </>
  ),
  // A browser window with a headline and text.
  'landing-page': (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 8.5h18M7 12.5h7M7 16h10" />
    </>
  ),
  // A speech bubble with a rating line.
  'review-preview': (
    <>
      <path d="M4 4.5h16v11.5H10l-4.5 4v-4H4z" />
      <path d="M8 8.5h8M8 12h5" />
    </>
  ),
  // A magnifier over a rising line.
  'aso-optimizer': (
    <>
      <circle cx="10" cy="10" r="6.5" />
      <path d="M15 15l5.5 5.5M7 12l2-2.5 2 1.5 2-3" />
    </>
  ),
  // Rank bars over time.
  'keyword-tracker': (
    <>
      <path d="M3.5 20.5h17M6 17v-4M10.5 17V9M15 17v-6M19.5 17V5" />
    </>
  ),
  // A page of text with a folded corner.
  'ai-store-description': (
    <>
      <path d="M6 3h8.5L19 7.5V21H6z" />
      <path d="M14.5 3v4.5H19M9 12h6.5M9 15.5h6.5M9 8.5h3" />
    </>
  ),
  // A name tag.
  'app-name-generator': (
    <>
      <path d="M3 4.5A1.5 1.5 0 0 1 4.5 3h7l9.5 9.5-8.5 8.5L3 11.5z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  // A shield with a tick.
  'privacy-policy': (
    <>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z" />
      <path d="M9 12l2.2 2.2L15.5 10" />
    </>
  ),
  // A box with its lid open: the whole launch in one folder.
  'store-kit': (
    <>
      <path d="M3.5 9.5h17V20a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z" />
      <path d="M3.5 9.5 6 4h12l2.5 5.5M9.5 13.5h5" />
    </>
  ),
  // An open book.
  blog: (
    <>
      <path d="M3 5h5.5A3.5 3.5 0 0 1 12 8.5V20a2.5 2.5 0 0 0-2.5-2.5H3z" />
      <path d="M21 5h-5.5A3.5 3.5 0 0 0 12 8.5V20a2.5 2.5 0 0 1 2.5-2.5H21z" />
    </>
  ),
};

/** The decorative drawing of a tool; its name next to it carries the meaning. */
export function ToolIcon({ toolId, className }: { toolId: ToolId; className?: string }) {
  return <Icon className={className}>{TOOL_DRAWINGS[toolId]}</Icon>;
}
