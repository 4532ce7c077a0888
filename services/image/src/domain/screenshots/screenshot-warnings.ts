import { longToShortRatio, SCREENSHOT_SHAPES, SCREENSHOT_STORE_NAMES, screenshotShapeOf } from '@aiapp/store-facts';
import { type FitMode, type ResizeStore } from '@aiapp/contracts';
import type { ScreenshotUpload } from './screenshot-upload';
import { aspectMismatch, orientTarget, scaleFor, slotsFor, slotsOf, type Size, type StoreSlot } from './screenshot-plan';

/** Above this share, cropping or padding is visible enough to tell the user. */
const NOTICEABLE_MISMATCH = 0.1;

const nameOf = (upload: ScreenshotUpload) => `“${upload.name || `Screenshot ${upload.index + 1}`}”`;
const slotName = (choice: ResizeStore, { store, target }: StoreSlot) =>
  choice === 'both' ? `${SCREENSHOT_STORE_NAMES[store]} ${target.device}` : target.device;
const noSlotOf = (choice: ResizeStore) =>
  choice === 'both' ? 'no slot of either store' : `no ${SCREENSHOT_STORE_NAMES[choice]} slot`;

/** Why a capture went nowhere, in words: its ratio against the shapes the slots take. */
export function notPlacedReason(size: Size, choice: ResizeStore): string {
  const ratio = Math.round(longToShortRatio(size) * 100) / 100;
  const { phone, tablet } = SCREENSHOT_SHAPES;
  return `${size.width}×${size.height} px (${ratio}:1) is the shape of ${noSlotOf(choice)}, so it was left out rather than squeezed or letterboxed. Phone slots take captures ${phone.minRatio}:1 to ${phone.maxRatio}:1, tablet slots ${tablet.minRatio}:1 to ${tablet.maxRatio}:1.`;
}

function warningsForSize(size: Size, names: string, choice: ResizeStore, mode: FitMode): string[] {
  const label = `${names} (${size.width}×${size.height})`;
  const targets = slotsFor(choice, size).map((slot) => ({
    name: slotName(choice, slot),
    output: orientTarget(slot.target, size),
  }));
  const warnings: string[] = [];
  const enlarged = targets.filter(({ output }) => scaleFor(mode, size, output) > 1.001);
  if (enlarged.length > 0) {
    warnings.push(
      `${label}: enlarged for ${enlarged.map(({ name }) => name).join(', ')}, so it may look soft there. Larger screenshots avoid this.`,
    );
  }
  const reshaped = targets.filter(({ output }) => aspectMismatch(size, output) > NOTICEABLE_MISMATCH);
  if (reshaped.length > 0) {
    const most = Math.round(Math.max(...reshaped.map(({ output }) => aspectMismatch(size, output))) * 100);
    warnings.push(
      `${label}: a different shape from ${reshaped.map(({ name }) => name).join(', ')}, so ${mode === 'fill' ? 'cropped' : 'padded'} by up to ${most}% there. Check those, or choose ${mode === 'fill' ? 'fit' : 'fill'} instead.`,
    );
  }
  return warnings;
}

/** Slots left empty because no capture has their shape: say which captures would fill them. */
function emptySlotWarnings(uploads: readonly ScreenshotUpload[], choice: ResizeStore): string[] {
  const shapes = new Set(uploads.map(({ image }) => screenshotShapeOf(image)));
  const empty = slotsOf(choice).filter(({ target }) => !shapes.has(target.shape));
  if (empty.length === 0) return [];
  const example = empty[0]!.target;
  return [
    `No ${empty[0]!.target.shape} capture was given, so these slots are empty: ${empty.map((slot) => slotName(choice, slot)).join(', ')}. Add ${example.shape} captures (such as ${example.width}×${example.height}) to fill them.`,
  ];
}

/** One set of warnings per distinct upload size, naming every screenshot of that size, then the empty slots. */
export function screenshotWarnings(uploads: readonly ScreenshotUpload[], choice: ResizeStore, mode: FitMode): string[] {
  const bySize = new Map<string, ScreenshotUpload[]>();
  for (const upload of uploads) {
    const key = `${upload.image.width}x${upload.image.height}`;
    bySize.set(key, [...(bySize.get(key) ?? []), upload]);
  }
  return [
    ...[...bySize.values()].flatMap((group) => warningsForSize(group[0]!.image, group.map(nameOf).join(', '), choice, mode)),
    ...emptySlotWarnings(uploads, choice),
  ];
}
