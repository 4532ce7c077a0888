import { RESIZE_TARGETS } from '@aiapp/store-facts';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { base64ToBytes } from '../../components/actions/base64';
import { ResultWarnings } from '../../components/result/ResultWarnings';
import type { ResizedScreenshots } from './resizeScreenshots';

export function ResizeResult({ result }: { result: ResizedScreenshots }) {
  const { response, platform, previews } = result;
  const images = response.resized_images;
  const devices = RESIZE_TARGETS[platform].map((target) => target.device);
  return (
    <>
      <ResultWarnings warnings={response.warnings} />
      <div className="action-row">
        <DownloadButton
          label="Download ZIP"
          fileName={response.zip_file_name}
          type="application/zip"
          content={() => base64ToBytes(response.zip_data)}
        />
        <span className="field__hint">{images.length} images, one folder per device</span>
      </div>
      {devices.map((device) => {
        const entries = images
          .map((image, index) => ({ image, url: previews[index]! }))
          .filter(({ image }) => image.device === device);
        if (entries.length === 0) return null;
        const size = entries[0]!.image.size.replace('x', '×');
        return (
          <section key={device} className="shot-group" aria-label={`${device} ${size}`}>
            <h3 className="shot-group__title">
              {device} <span className="shot-group__size">{size}</span>
            </h3>
            <ul className="shot-grid">
              {entries.map(({ image, url }) => (
                <li key={image.file_name} className="shot-tile">
                  <img className="shot-tile__image" src={url} alt={`${image.source_name} at ${device}, ${size}`} />
                  <span className="shot-tile__label">
                    {device} · {size}
                  </span>
                  {image.treatment_note && <span className="field__hint">{image.treatment_note}</span>}
                  <DownloadButton
                    label="Download"
                    accessibleName={`Download ${image.file_name.replace('/', '_')}`}
                    fileName={image.file_name.replace('/', '_')}
                    type={image.mime_type}
                    variant="secondary"
                    content={() => base64ToBytes(image.data)}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
