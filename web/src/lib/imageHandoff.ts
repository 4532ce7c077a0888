import { base64ToBytes } from './base64';

/**
 * Hands an image from one tool page to another across a route change ("use as app icon" on the
 * logo maker opens the icon generator with the logo loaded). The image waits in sessionStorage,
 * so it survives the lazy route's load, stays in this tab, and is taken once.
 */
const HANDOFF_KEY = 'aiapp:image-handoff';

interface HandedOffImage {
  /** The tool route meant to receive it: another page never takes it by mistake. */
  to: string;
  name: string;
  /** A `data:image/png;base64,` URL. */
  dataUrl: string;
}

export function handOffImage(image: HandedOffImage): boolean {
  try {
    sessionStorage.setItem(HANDOFF_KEY, JSON.stringify(image));
    return true;
  } catch {
    // Storage full or disabled (private mode in some browsers): the caller says so.
    return false;
  }
}

function isHandedOffImage(value: unknown): value is HandedOffImage {
  if (typeof value !== 'object' || value === null) return false;
  const { to, name, dataUrl } = value as Record<string, unknown>;
  return typeof to === 'string' && typeof name === 'string' && typeof dataUrl === 'string';
}

/**
 * The image handed to `route` as a File, or null. Reading leaves it in storage (a render may run
 * twice); the receiving page calls `clearHandedOffImage` once it holds the file.
 */
export function readHandedOffImage(route: string): File | null {
  let image: unknown;
  try {
    image = JSON.parse(sessionStorage.getItem(HANDOFF_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isHandedOffImage(image) || image.to !== route) return null;
  const match = /^data:(image\/[a-z+]+);base64,(.+)$/.exec(image.dataUrl);
  if (!match?.[1] || !match[2]) return null;
  return new File([base64ToBytes(match[2])], image.name, { type: match[1] });
}

export function clearHandedOffImage(): void {
  try {
    sessionStorage.removeItem(HANDOFF_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
