export { buildLogo } from './build-logo';
export { generateLogo } from './generate-logo';
export { buildLogoVariants } from './logo-variants';
export type { LogoColorScheme, LogoInput, LogoLayout, LogoOutput, LogoStyle } from './types';
export { warmLogoFonts } from './warm-logo-fonts';
