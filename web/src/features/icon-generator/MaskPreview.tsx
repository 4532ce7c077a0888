import { ANDROID_ICON_DP } from '@aiapp/contracts';
import type { CSSProperties } from 'react';

interface MaskPreviewProps {
  imageUrl: string;
  backgroundColor: string;
  paddingPercent: number;
}

/**
 * How the icon will look on a home screen, with the same geometry the service uses: iOS
 * fills the square (minus padding) under Apple's rounded corners; Android launchers show the
 * 72 dp viewport of the 108 dp adaptive layer, with the artwork inside the 66 dp safe zone.
 */
const SHAPES = [
  { label: 'iOS', className: 'mask-preview__tile--ios', artworkShare: 1 },
  {
    label: 'Android circle',
    className: 'mask-preview__tile--circle',
    artworkShare: ANDROID_ICON_DP.safeZone / ANDROID_ICON_DP.viewport,
  },
  {
    label: 'Android squircle',
    className: 'mask-preview__tile--squircle',
    artworkShare: ANDROID_ICON_DP.safeZone / ANDROID_ICON_DP.viewport,
  },
] as const;

export function MaskPreview({ imageUrl, backgroundColor, paddingPercent }: MaskPreviewProps) {
  const shrink = 1 - (2 * paddingPercent) / 100;
  return (
    <figure className="mask-preview" aria-label="Icon preview under the iOS and Android masks">
      <div className="mask-preview__row">
        {SHAPES.map((shape) => (
          <div key={shape.label} className="mask-preview__item">
            <div className={`mask-preview__tile ${shape.className}`} style={{ backgroundColor }}>
              <img
                className="mask-preview__art"
                src={imageUrl}
                alt=""
                style={{ '--art-size': `${shape.artworkShare * shrink * 100}%` } as CSSProperties}
              />
            </div>
            <span className="mask-preview__label">{shape.label}</span>
          </div>
        ))}
      </div>
      <figcaption className="field__hint">Live preview: corners and circles are cut by the phone, not by us.</figcaption>
    </figure>
  );
}
