import { RESIZE_TARGETS } from '@aiapp/store-facts';
import { type FitMode, type TargetPlatform } from '@aiapp/contracts';
import type { ScreenshotUpload } from './screenshot-upload';
import { aspectMismatch, orientTarget, scaleFor, targetsFor, type Size } from './screenshot-plan';

/** Above this share, cropping or padding is visible enough to tell the user. */
const NOTICEABLE_MISMATCH = 0.1;

const nameOf = (upload: ScreenshotUpload) => `“${upload.name || `Screenshot ${upload.index + 1}`}”`;

function warningsForSize(size: Size, names: string, platform: TargetPlatform, mode: FitMode, includeIpad: boolean): string[] {
  const label = `${names} (${size.width}×${size.height})`;
  const chosen = targetsFor(platform, size, includeIpad);
  const targets = chosen.map((target) => ({ device: target.device, output: orientTarget(target, size) }));
  const warnings: string[] = [];
  const skipped = RESIZE_TARGETS[platform].filter((target) => !chosen.includes(target));
  if (skipped.length > 0) {
    warnings.push(
      `${label}: not made for ${skipped.map(({ device }) => device).join(', ')}, because an iPhone screenshot would be heavily padded or cropped there. Upload iPad screenshots for those slots, or turn on "Include iPad sizes".`,
    );
  }
  const enlarged = targets.filter(({ output }) => scaleFor(mode, size, output) > 1.001);
  if (enlarged.length > 0) {
    warnings.push(
      `${label}: enlarged for ${enlarged.map(({ device }) => device).join(', ')}, so it may look soft there. Larger screenshots avoid this.`,
    );
  }
  const reshaped = targets.filter(({ output }) => aspectMismatch(size, output) > NOTICEABLE_MISMATCH);
  if (reshaped.length > 0) {
    const most = Math.round(Math.max(...reshaped.map(({ output }) => aspectMismatch(size, output))) * 100);
    warnings.push(
      `${label}: a different shape from ${reshaped.map(({ device }) => device).join(', ')}, so ${mode === 'fill' ? 'cropped' : 'padded'} by up to ${most}% there. Check those, or choose ${mode === 'fill' ? 'fit' : 'fill'} instead.`,
    );
  }
  return warnings;
}

/** One set of warnings per distinct upload size, naming every screenshot of that size. */
export function screenshotWarnings(
  uploads: readonly ScreenshotUpload[],
  platform: TargetPlatform,
  mode: FitMode,
  includeIpad = false,
): string[] {
  const bySize = new Map<string, ScreenshotUpload[]>();
  for (const upload of uploads) {
    const key = `${upload.image.width}x${upload.image.height}`;
    bySize.set(key, [...(bySize.get(key) ?? []), upload]);
  }
  return [...bySize.values()].flatMap((group) =>
    warningsForSize(group[0]!.image, group.map(nameOf).join(', '), platform, mode, includeIpad),
  );
}
