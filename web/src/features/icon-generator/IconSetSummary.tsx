import { ICON_SET_COUNTS } from '@aiapp/store-facts';

/** What the ZIP holds, computed from the icon set tables the service generates from. */
export function IconSetSummary() {
  const { iosFiles, iosSlots, androidDensities, androidFiles, webFiles } = ICON_SET_COUNTS;
  return (
    <div className="icon-set-summary" role="note" aria-label="What the ZIP contains">
      <p className="icon-set-summary__title">One ZIP, ready to drop in</p>
      <ul className="icon-set-summary__list">
        <li>
          <strong>iOS:</strong> {iosFiles} opaque PNGs filling all {iosSlots} Xcode slots (iPhone, iPad, App Store 1024), with
          Contents.json
        </li>
        <li>
          <strong>Android:</strong> legacy, round, adaptive and themed icons for {androidDensities} densities, adaptive XML and
          the Play Store 512 icon ({androidFiles} files)
        </li>
        <li>
          <strong>Web:</strong> favicons, apple-touch-icon and manifest icons ({webFiles} files)
        </li>
      </ul>
    </div>
  );
}
