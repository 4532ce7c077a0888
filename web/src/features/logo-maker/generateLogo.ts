import { LOGO_COLOR_SCHEMES, LOGO_LAYOUTS, LOGO_STYLES, type LogoResponse } from '@aiapp/contracts';
import { postJson, type ApiRequest } from '../../lib/api';

export type LogoStyle = (typeof LOGO_STYLES)[number];
export type LogoColorScheme = (typeof LOGO_COLOR_SCHEMES)[number];
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];

export interface LogoOptions {
  text: string;
  style: LogoStyle;
  colorScheme: LogoColorScheme;
  layout: LogoLayout;
}

/** A generated logo together with the options it was made from. */
export interface GeneratedLogo {
  options: LogoOptions;
  logo: LogoResponse;
}

export const toLogoRequest = (options: LogoOptions): ApiRequest<'generateLogo'> => ({
  text: options.text,
  style: options.style,
  color_scheme: options.colorScheme,
  layout: options.layout,
});

export async function generateLogo(options: LogoOptions, signal: AbortSignal): Promise<GeneratedLogo> {
  const logo = await postJson('generateLogo', toLogoRequest(options), { signal });
  return { options, logo };
}
