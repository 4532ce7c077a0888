import { RESIZE_TARGETS, SCREENSHOT_STORE_NAMES, type ScreenshotStore } from '@aiapp/store-facts';
import type { ResizeResponse } from '@aiapp/contracts';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { base64ToBytes } from '../../components/actions/base64';
import { ResultWarnings } from '../../components/result/ResultWarnings';
import type { ResizedScreenshots } from './resizeScreenshots';

type ResizedImage = ResizeResponse['resized_images'][number];

function SlotGroup({ title, size, entries }: { title: string; size: string; entries: { image: ResizedImage; url: string }[] }) {
  return (
    <section className="shot-group" aria-label={`${title} ${size}`}>
      <h3 className="shot-group__title">
        {title} <span className="shot-group__size">{size}</span>
      </h3>
      <ul className="shot-grid">
        {entries.map(({ image, url }) => (
          <li key={image.file_name} className="shot-tile">
            <img className="shot-tile__image" src={url} alt={`${image.source_name} at ${title}, ${size}`} />
            <span className="shot-tile__label">
              {image.source_name} · {size}
            </span>
            {image.treatment_note && <span className="field__hint">{image.treatment_note}</span>}
            <DownloadButton
              label="Download"
              accessibleName={`Download ${image.file_name.replaceAll('/', '_')}`}
              fileName={image.file_name.replaceAll('/', '_')}
              type={image.mime_type}
              variant="secondary"
              content={() => base64ToBytes(image.data)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ResizeResult({ result }: { result: ResizedScreenshots }) {
  const { response, platform, previews } = result;
  const images = response.resized_images.map((image, index) => ({ image, url: previews[index]! }));
  const stores: ScreenshotStore[] = platform === 'both' ? ['ios', 'android'] : [platform];
  return (
    <>
      <ResultWarnings
        title="Left out: no slot of their shape"
        warnings={response.not_placed.map((entry) => `“${entry.source_name}”: ${entry.reason}`)}
      />
      <ResultWarnings warnings={response.warnings} />
      <div className="action-row">
        <DownloadButton
          label="Download ZIP"
          fileName={response.zip_file_name}
          type="application/zip"
          content={() => base64ToBytes(response.zip_data)}
        />
        <span className="field__hint">
          {images.length} images, one folder per {platform === 'both' ? 'store and device' : 'device'}
        </span>
      </div>
      {stores.flatMap((store) =>
        RESIZE_TARGETS[store].map((target) => {
          const entries = images.filter(({ image }) => image.store === store && image.device === target.device);
          if (entries.length === 0) return null;
          const title = platform === 'both' ? `${SCREENSHOT_STORE_NAMES[store]} ${target.device}` : target.device;
          return (
            <SlotGroup
              key={`${store}-${target.device}`}
              title={title}
              size={entries[0]!.image.size.replace('x', '×')}
              entries={entries}
            />
          );
        }),
      )}
    </>
  );
}
