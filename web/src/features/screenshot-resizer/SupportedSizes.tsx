import { RESIZE_TARGETS } from '@aiapp/store-facts';
import { type TargetPlatform } from '@aiapp/contracts';

/** The sizes the call produces, listed from the same table the service resizes to. */
export function SupportedSizes({ platform }: { platform: TargetPlatform }) {
  const targets = RESIZE_TARGETS[platform];
  return (
    <div className="supported-sizes">
      <p className="supported-sizes__title">
        {targets.length} {platform === 'ios' ? 'App Store' : 'Google Play'} sizes per screenshot
      </p>
      <ul className="supported-sizes__list" aria-label="Supported sizes">
        {targets.map((target) => (
          <li key={target.device}>
            <span className="supported-sizes__device">{target.device}</span>
            <span className="supported-sizes__size">
              {target.width}×{target.height}
            </span>
            <span className="supported-sizes__note">{target.note}</span>
          </li>
        ))}
      </ul>
      <p className="field__hint">Landscape screenshots get landscape sizes. Every file is an RGB image without transparency.</p>
    </div>
  );
}
