import { RESIZE_TARGETS, SCREENSHOT_SHAPES, SCREENSHOT_STORE_NAMES, type ScreenshotStore } from '@aiapp/store-facts';
import { type ResizeStore } from '@aiapp/contracts';

const storesOf = (choice: ResizeStore): ScreenshotStore[] => (choice === 'both' ? ['ios', 'android'] : [choice]);

/** The slots the call fills, listed from the same table the service resizes to, with the capture shape each takes. */
export function SupportedSizes({ platform }: { platform: ResizeStore }) {
  const { phone, tablet } = SCREENSHOT_SHAPES;
  return (
    <div className="supported-sizes">
      {storesOf(platform).map((store) => (
        <div key={store}>
          <p className="supported-sizes__title">
            {SCREENSHOT_STORE_NAMES[store]}: {RESIZE_TARGETS[store].length} slots
          </p>
          <ul className="supported-sizes__list" aria-label={`${SCREENSHOT_STORE_NAMES[store]} sizes`}>
            {RESIZE_TARGETS[store].map((target) => (
              <li key={target.device}>
                <span className="supported-sizes__device">{target.device}</span>
                <span className="supported-sizes__size">
                  {target.width}×{target.height}
                </span>
                <span className="supported-sizes__note">
                  {target.shape} captures · {target.note}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="field__hint">
        Phone captures are {phone.minRatio}:1 to {phone.maxRatio}:1 (long side to short), tablet captures {tablet.minRatio}:1 to{' '}
        {tablet.maxRatio}:1; any other shape is reported and left out, never squeezed. Landscape screenshots get landscape sizes.
        Every file is an RGB image without transparency.
      </p>
    </div>
  );
}
