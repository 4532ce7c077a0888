import type { LogoResponse } from '@aiapp/contracts';
import { buildLogo } from './build-logo';
import { renderLogoPng } from './logo-png';
import { buildLogoVariants } from './logo-variants';
import type { LogoInput } from './types';

/** The logo maker's answer: the requested logo (SVG, CSS, PNG) and the grid of variants. */
export async function generateLogo(input: LogoInput): Promise<LogoResponse> {
  const logo = buildLogo(input);
  return { ...logo, png_data: await renderLogoPng(logo.svg_code), variants: buildLogoVariants(input) };
}
