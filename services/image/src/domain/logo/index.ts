export { buildLogo } from './build-logo';
export type { LogoColorScheme, LogoInput, LogoLayout, LogoOutput, LogoStyle } from './types';
export { warmLogoFonts } from './warm-logo-fonts';
