import { splitGraphemes } from './graphemes';
import { renderMonogramText } from './monogram-text';
import { renderSymbol } from './symbols';
import type { TextStyle } from './type/shape-line';
import type { StyleContext } from './types';

export interface MarkSlot {
  centerX: number;
  centerY: number;
  /** Side of the square the initials' ink or the symbol may fill. */
  size: number;
  /** Largest font size for one initial and for two. */
  maxFontSize: { one: number; two: number };
  style: TextStyle;
  fill: string;
}

/** What a style's mark holds: the initials, or for the symbol layout the name's symbol. */
export function renderMarkContent({ layout, text, monogram }: StyleContext, slot: MarkSlot): string[] {
  if (layout === 'symbol') return renderSymbol(text, slot);
  return [
    renderMonogramText({
      monogram,
      style: slot.style,
      centerX: slot.centerX,
      centerY: slot.centerY,
      maxSize: slot.size,
      maxFontSize: splitGraphemes(monogram).length > 1 ? slot.maxFontSize.two : slot.maxFontSize.one,
      fill: slot.fill,
    }),
  ];
}
