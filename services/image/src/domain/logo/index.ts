export { buildLogo } from './build-logo';
export { LOGO_COLOR_SCHEMES } from './palettes';
export { LOGO_STYLES } from './styles/renderers';
export type { LogoColorScheme, LogoInput, LogoOutput, LogoStyle } from './types';
