import { ANDROID_ICON_DP } from '@aiapp/store-facts';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';

interface MaskPreviewProps {
  imageUrl: string;
  backgroundColor: string;
  paddingPercent: number;
  androidInsetPercent: number;
  /** Separately uploaded Android layers, shown in place of the image and the colour. */
  foregroundUrl: string | null;
  backgroundUrl: string | null;
}

const { adaptiveLayer: LAYER, viewport: VIEWPORT, safeZone: SAFE_ZONE } = ANDROID_ICON_DP;
const CENTRE = LAYER / 2;
/** Launchers' squircle, close to the rounded square most of them cut the 72 dp viewport with. */
const SQUIRCLE_RADIUS = VIEWPORT * 0.32;

const ANDROID_MASKS: readonly { label: string; shape: (props: { id: string }) => ReactNode }[] = [
  { label: 'Android circle', shape: ({ id }) => <circle id={id} cx={CENTRE} cy={CENTRE} r={VIEWPORT / 2} /> },
  {
    label: 'Android squircle',
    shape: ({ id }) => (
      <rect id={id} x={CENTRE - VIEWPORT / 2} y={CENTRE - VIEWPORT / 2} width={VIEWPORT} height={VIEWPORT} rx={SQUIRCLE_RADIUS} />
    ),
  },
];

/**
 * One Android launcher shape in dp: the whole 108 dp layer dimmed, the part the mask shows at
 * full strength, and the 66 dp safe circle dashed. The image's square sits inside the safe
 * circle (its corners on it), shrunk by the Android inset, the way the service places artwork
 * that fills its image; the generated previews show the exact result.
 */
function AndroidTile({ label, shape, ...props }: MaskPreviewProps & (typeof ANDROID_MASKS)[number]) {
  const clipId = useId();
  const artwork = (SAFE_ZONE / Math.SQRT2) * (1 - props.androidInsetPercent / 100);
  const layer = (
    <>
      {props.backgroundUrl ? (
        <image href={props.backgroundUrl} width={LAYER} height={LAYER} preserveAspectRatio="xMidYMid slice" />
      ) : (
        <rect width={LAYER} height={LAYER} fill={props.backgroundColor} />
      )}
      <image
        href={props.foregroundUrl ?? props.imageUrl}
        x={CENTRE - artwork / 2}
        y={CENTRE - artwork / 2}
        width={artwork}
        height={artwork}
        preserveAspectRatio="xMidYMid meet"
      />
    </>
  );
  return (
    <div className="mask-preview__item">
      <svg className="mask-preview__layer" viewBox={`0 0 ${LAYER} ${LAYER}`} role="img" aria-label={label}>
        <defs>
          <clipPath id={clipId}>{shape({ id: `${clipId}-shape` })}</clipPath>
        </defs>
        <g opacity={0.3}>{layer}</g>
        <g clipPath={`url(#${clipId})`}>{layer}</g>
        {/* Dark under light dashes, so the circle shows on any background. */}
        <circle cx={CENTRE} cy={CENTRE} r={SAFE_ZONE / 2} fill="none" stroke="#0f172a" strokeOpacity={0.6} strokeWidth={0.8} />
        <circle
          className="mask-preview__safe-circle"
          cx={CENTRE}
          cy={CENTRE}
          r={SAFE_ZONE / 2}
          fill="none"
          strokeWidth={0.6}
          strokeDasharray="2 1.5"
        />
      </svg>
      <span className="mask-preview__label">{label}</span>
    </div>
  );
}

/** How the icon will look on a home screen before it is generated: iOS and two Android masks. */
export function MaskPreview(props: MaskPreviewProps) {
  const shrink = 1 - (2 * props.paddingPercent) / 100;
  const [notSquare, setNotSquare] = useState(false);
  return (
    <figure className="mask-preview" aria-label="Icon preview under the iOS and Android masks">
      <div className="mask-preview__row">
        <div className="mask-preview__item">
          <div className="mask-preview__tile mask-preview__tile--ios" style={{ backgroundColor: props.backgroundColor }}>
            <img
              className="mask-preview__art"
              src={props.imageUrl}
              alt=""
              style={{ '--art-size': `${shrink * 100}%` } as CSSProperties}
              onLoad={(event) => setNotSquare(event.currentTarget.naturalWidth !== event.currentTarget.naturalHeight)}
            />
          </div>
          <span className="mask-preview__label">iOS</span>
        </div>
        {ANDROID_MASKS.map((mask) => (
          <AndroidTile key={mask.label} {...props} {...mask} />
        ))}
      </div>
      <figcaption className="field__hint">
        Android: the whole {LAYER} dp layer, dimmed where the launcher cuts it off; the dashed circle is the {SAFE_ZONE} dp safe
        zone every mask keeps. Corners and circles are cut by the phone, not by us.
        {notSquare &&
          ' Your image is not square: shown whole here, while the icons extend a plain background to the sides or crop a picture to its centre. The previews after generating show exactly which.'}
      </figcaption>
    </figure>
  );
}
