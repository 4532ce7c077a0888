import type { LogoStyle, StyleRenderer } from '../types';
import { renderCircular } from './circular';
import { renderMinimalist } from './minimalist';
import { renderModern } from './modern';

export const STYLE_RENDERERS: Readonly<Record<LogoStyle, StyleRenderer>> = {
  modern: renderModern,
  circular: renderCircular,
  minimalist: renderMinimalist,
};

export function isLogoStyle(value: unknown): value is LogoStyle {
  return typeof value === 'string' && Object.hasOwn(STYLE_RENDERERS, value);
}
