export { buildLogo } from './build-logo';
export type { LogoColorScheme, LogoInput, LogoOutput, LogoStyle } from './types';
