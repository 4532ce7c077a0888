import type { UploadProgress } from '../../lib/uploadProgress';
import { formatBytes } from '../../components/upload/imageFiles';

/** Upload progress in bytes, then an indeterminate bar while the server resizes. */
export function ResizeProgress({ progress }: { progress: UploadProgress | null }) {
  const uploading = progress?.phase === 'uploading' && progress.total > 0;
  const label = !progress
    ? 'Reading your screenshots…'
    : progress.phase === 'uploading'
      ? `Uploading ${progress.total > 0 ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}` : '…'}`
      : 'Resizing on our server…';
  return (
    <div className="resize-progress" role="status" aria-live="polite">
      <span className="resize-progress__label">{label}</span>
      <progress
        className="resize-progress__bar"
        aria-label="Resize progress"
        {...(uploading ? { max: progress.total, value: progress.loaded } : {})}
      />
    </div>
  );
}
