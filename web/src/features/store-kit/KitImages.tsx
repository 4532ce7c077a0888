import { APP_STORE_MARKETING_ICON_PX, APP_STORE_SCREENSHOT_RULES } from '@aiapp/store-facts';
import { useState } from 'react';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { isAcceptedImage } from '../../components/upload/imageFiles';
import { kitImageFromFile } from '../../components/app-profile/kitImages';
import { setKitAssets, type KitAssets, type KitImage } from '../../lib/app-profile/kitAssets';

/** The icon and the screenshots the kit is made from; the stores' own checks run on the server. */
export function KitImages({ assets }: { assets: KitAssets }) {
  const [problem, setProblem] = useState<string | null>(null);
  const maxShots = APP_STORE_SCREENSHOT_RULES.perSlot.max;

  const take = async (files: File[], apply: (images: KitImage[]) => void) => {
    const images = files.filter(isAcceptedImage);
    setProblem(images.length < files.length ? 'Only PNG, JPEG and WebP images can go in the kit.' : null);
    try {
      apply(await Promise.all(images.map(kitImageFromFile)));
    } catch {
      setProblem('That image could not be read. Please choose another file.');
    }
  };

  return (
    <div className="kit-images">
      <div className="kit-images__slot">
        <ImageDropZone
          label="App icon"
          hint={`A square PNG, ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} or larger`}
          onFiles={(files) => void take(files, ([icon]) => setKitAssets({ icon: icon ?? null }))}
        />
        {assets.icon && <p className="kit-images__chosen">Icon: {assets.icon.name}</p>}
      </div>
      <div className="kit-images__slot">
        <ImageDropZone
          label="Screenshots"
          multiple
          hint={`Portrait phone captures, up to ${maxShots}, in the order the stores should show them`}
          onFiles={(files) =>
            void take(files, (images) => setKitAssets({ screenshots: [...assets.screenshots, ...images].slice(0, maxShots) }))
          }
        />
        {assets.screenshots.length > 0 && (
          <p className="kit-images__chosen">
            {assets.screenshots.length} screenshot{assets.screenshots.length === 1 ? '' : 's'}:{' '}
            {assets.screenshots.map((shot) => shot.name).join(', ')}{' '}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setKitAssets({ screenshots: [] })}
            >
              Remove all
            </button>
          </p>
        )}
      </div>
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
