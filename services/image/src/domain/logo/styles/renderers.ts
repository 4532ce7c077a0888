import type { LogoStyle, StyleRenderer } from '../types';
import { renderCircular } from './circular';
import { renderMinimalist } from './minimalist';
import { renderModern } from './modern';

export const STYLE_RENDERERS: Readonly<Record<LogoStyle, StyleRenderer>> = {
  modern: renderModern,
  circular: renderCircular,
  minimalist: renderMinimalist,
};

export const LOGO_STYLES: readonly LogoStyle[] = ['modern', 'circular', 'minimalist'];

export function isLogoStyle(value: unknown): value is LogoStyle {
  return typeof value === 'string' && (LOGO_STYLES as readonly string[]).includes(value);
}
