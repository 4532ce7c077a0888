import { type IconResponse } from '@aiapp/contracts';
import { ICON_SET_COUNTS, type IconPreviewName } from '@aiapp/store-facts';
import { BreakableFileName, DownloadButton } from '../../components/actions/DownloadButton';
import { base64ToBytes } from '../../components/actions/base64';
import { ResultWarnings } from '../../components/result/ResultWarnings';

interface IconTileProps {
  data: string;
  size: string;
  caption: string;
  /** The file's path in the ZIP: the download takes its last part, so it is the name the project expects. */
  zipPath: string;
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

function IconTile({ data, size, caption, zipPath }: IconTileProps) {
  const fileName = baseName(zipPath);
  return (
    <li className="icon-tile">
      <div className="icon-tile__frame">
        <img className="icon-tile__image" src={`data:image/png;base64,${data}`} alt={`${size} icon`} />
      </div>
      <span className="icon-tile__size">{size.replace('x', '×')}</span>
      <span className="icon-tile__caption">{caption}</span>
      <DownloadButton
        label={<BreakableFileName name={fileName} />}
        accessibleName={`Download ${zipPath}`}
        fileName={fileName}
        type="image/png"
        variant="secondary"
        content={() => base64ToBytes(data)}
      />
    </li>
  );
}

const PREVIEW_CAPTIONS: Record<IconPreviewName, string> = {
  circle: 'Circle (Pixel)',
  squircle: 'Squircle',
  'rounded-square': 'Rounded square',
  teardrop: 'Teardrop',
  themed: 'Themed icon (Android 13+)',
  'ios-dark': 'iOS dark',
  'ios-tinted': 'iOS tinted',
};

/** The server's renderings of what launchers and iOS appearances show, not a browser approximation. */
function LauncherPreviews({ result }: { result: IconResponse }) {
  if (!result.previews?.length) return null;
  const adaptive = result.adaptive;
  return (
    <section aria-label="How launchers show your icon">
      <h3 className="icon-grid__title">How launchers show it</h3>
      {adaptive && (
        <p className="field__hint">
          Android artwork reaches {adaptive.artwork_radius_dp} dp from the centre (safe circle {adaptive.safe_radius_dp} dp); the
          themed icon covers {adaptive.themed_coverage_percent}% of the safe circle.
        </p>
      )}
      <ul className="icon-grid">
        {result.previews.map((preview) => (
          <li key={preview.shape} className="icon-tile">
            <div className="icon-tile__frame">
              <img
                className="icon-tile__image"
                src={`data:image/png;base64,${preview.data}`}
                alt={`${PREVIEW_CAPTIONS[preview.shape]} preview`}
              />
            </div>
            <span className="icon-tile__caption">{PREVIEW_CAPTIONS[preview.shape]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function IconResult({ result }: { result: IconResponse }) {
  const { ios, android } = result.icons;
  return (
    <>
      <ResultWarnings warnings={result.warnings} />
      <LauncherPreviews result={result} />
      <div className="action-row">
        <DownloadButton
          label="Download ZIP"
          fileName={result.zip_file_name}
          type="application/zip"
          content={() => base64ToBytes(result.zip_data)}
        />
      </div>
      <section aria-label="iOS icons">
        <h3 className="icon-grid__title">iOS: {ios.length} sizes</h3>
        <p className="field__hint">
          The ZIP&apos;s ios/ folder holds these {ios.length} PNGs, the dark and tinted 1024 icons and Contents.json (
          {ICON_SET_COUNTS.iosFiles + 1} files).
        </p>
        <ul className="icon-grid">
          {ios.map((icon) => (
            <IconTile key={icon.size} data={icon.data} size={icon.size} caption={icon.usage} zipPath={icon.file_name} />
          ))}
        </ul>
      </section>
      <section aria-label="Android icons">
        <h3 className="icon-grid__title">Android: {android.length} launcher icons</h3>
        <p className="field__hint">
          The ZIP&apos;s android/ folder holds {ICON_SET_COUNTS.androidFiles} files: for each of{' '}
          {ICON_SET_COUNTS.androidDensities} densities the icon, round icon and the adaptive background, foreground and themed
          layers, plus the adaptive XML, the colour resource and the Play Store icon.
        </p>
        <ul className="icon-grid">
          {android.map((icon) => (
            <IconTile
              key={`${icon.size}-${icon.density}`}
              data={icon.data}
              size={icon.size}
              caption={icon.density === 'playstore' ? 'Google Play Store' : `mipmap-${icon.density}`}
              zipPath={icon.file_name}
            />
          ))}
        </ul>
      </section>
    </>
  );
}
