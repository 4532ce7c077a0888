import { RESIZE_TARGETS, type FitMode, type TargetPlatform } from '@aiapp/contracts';
import type { ScreenshotUpload } from './screenshot-upload';
import { aspectMismatch, orientTarget, scaleFor } from './screenshot-plan';

/** Above this share, cropping or padding is visible enough to tell the user. */
const NOTICEABLE_MISMATCH = 0.1;

export function screenshotWarnings(upload: ScreenshotUpload, platform: TargetPlatform, mode: FitMode): string[] {
  const { image, name } = upload;
  const label = `“${name || `Screenshot ${upload.index + 1}`}” (${image.width}×${image.height})`;
  const targets = RESIZE_TARGETS[platform].map((target) => ({ target, output: orientTarget(target, image) }));
  const warnings: string[] = [];
  const enlarged = targets.filter(({ output }) => scaleFor(mode, image, output) > 1.001);
  if (enlarged.length > 0) {
    warnings.push(
      `${label} was enlarged for ${enlarged.map(({ target }) => target.device).join(', ')} and may look soft there; upload a larger screenshot for those sizes.`,
    );
  }
  const reshaped = targets.filter(({ output }) => aspectMismatch(image, output) > NOTICEABLE_MISMATCH);
  if (reshaped.length > 0) {
    const how = mode === 'fill' ? 'cropped' : 'padded';
    warnings.push(
      `${label} has a different shape from ${reshaped.map(({ target }) => target.device).join(', ')}, so it was ${how} by up to ${Math.round(
        Math.max(...reshaped.map(({ output }) => aspectMismatch(image, output))) * 100,
      )}% there. Check those images, or choose ${mode === 'fill' ? 'fit' : 'fill'} instead.`,
    );
  }
  return warnings;
}
