import type { FrameVariant } from './devices';
import type { BackgroundKind } from './drawShot';
import type { LayoutKind } from './plan';

/** Colours a template sets when picked; the visitor may change them afterwards. */
export interface TemplateColours {
  background: BackgroundKind;
  from: string;
  to: string;
  textColour: string;
  variant: FrameVariant;
}

export interface ComposerTemplate {
  label: string;
  layout: LayoutKind;
  colours?: TemplateColours;
}

/**
 * The composer's templates: a layout, and for the dark one its colours. One template styles
 * the whole set, so the screenshots read as a series.
 */
export const COMPOSER_TEMPLATES = {
  'caption-above': { label: 'Caption above', layout: 'caption-above' },
  'caption-below': { label: 'Caption below', layout: 'caption-below' },
  tilted: { label: 'Tilted device', layout: 'tilted' },
  'two-devices': { label: 'Two devices', layout: 'two-devices' },
  'full-bleed': { label: 'Full-bleed, no frame', layout: 'full-bleed' },
  panorama: { label: 'Panorama across two screenshots', layout: 'panorama' },
  card: { label: 'Card, no frame', layout: 'card' },
  dark: {
    label: 'Dark',
    layout: 'caption-above',
    colours: { background: 'gradient', from: '#0b1020', to: '#1e293b', textColour: '#f8fafc', variant: 'dark' },
  },
} as const satisfies Record<string, ComposerTemplate>;

export type ComposerTemplateId = keyof typeof COMPOSER_TEMPLATES;
export const COMPOSER_TEMPLATE_IDS = Object.keys(COMPOSER_TEMPLATES) as ComposerTemplateId[];

export const templateLayout = (template: ComposerTemplateId): LayoutKind => COMPOSER_TEMPLATES[template].layout;

/** What picking a template changes in the settings: the template, and its colours when it has them. */
export function templateChange(template: ComposerTemplateId): { template: ComposerTemplateId } & Partial<TemplateColours> {
  const entry: ComposerTemplate = COMPOSER_TEMPLATES[template];
  return { template, ...entry.colours };
}
