import type { APP_TYPES } from '@aiapp/contracts';

export type AppType = (typeof APP_TYPES)[number];

/**
 * How copy for one app type sounds. The category pack supplies the words; the app type decides
 * how loud they are: a game's hook and call to action end with "!", a business app's never do.
 */
export interface Tone {
  mark: '.' | '!';
}

export const TONES: Readonly<Record<AppType, Tone>> = {
  utility: { mark: '.' },
  productivity: { mark: '.' },
  game: { mark: '!' },
  social: { mark: '.' },
  health: { mark: '.' },
  education: { mark: '.' },
  business: { mark: '.' },
};

/** A pack line ending as the tone wants: "Play now!" for a game, "Start today." for a bank. */
export const inTone = (line: string, tone: Tone): string => line.replace(/[.!]$/, tone.mark);
