import type { KitImage } from '../../lib/app-profile/kitAssets';
import type { LocaleDraft } from '../../lib/app-profile/profileDraft';

/** Search results show the first three screenshots of a portrait app (App Store and Google Play alike). */
const SHOWN_SCREENSHOTS = 3;

interface SearchPreviewProps {
  texts: LocaleDraft;
  developer: string;
  icon: KitImage | null;
  screenshots: readonly KitImage[];
}

/**
 * The listing as a phone shows it in search results: icon, name and subtitle (App Store) or title
 * and short description (Google Play), the first three screenshots. The phone is drawn at a
 * phone's width, so the browser cuts each line where the store's one-line (App Store) or
 * two-line (Google Play) text would be cut, with an ellipsis.
 */
export function SearchPreview({ texts: { app_store, play }, developer, icon, screenshots }: SearchPreviewProps) {
  const shots = screenshots.slice(0, SHOWN_SCREENSHOTS);
  return (
    <div className="search-preview">
      <figure className="phone" data-testid="app-store-result">
        <div className="phone__screen">
          <p className="phone__search" aria-hidden="true">
            Search
          </p>
          <div className="result">
            <AppIcon icon={icon} name={app_store.name} />
            <div className="result__text">
              <p className="result__name result__line" data-testid="preview-name">
                {app_store.name || 'App name'}
              </p>
              <p className="result__sub result__line" data-testid="preview-subtitle">
                {app_store.subtitle || 'Subtitle'}
              </p>
            </div>
            <span className="result__get" aria-hidden="true">
              Get
            </span>
          </div>
          <Screenshots shots={shots} />
        </div>
        <figcaption className="phone__caption">App Store search result</figcaption>
      </figure>

      <figure className="phone phone--play" data-testid="play-result">
        <div className="phone__screen">
          <p className="phone__search" aria-hidden="true">
            Search for apps &amp; games
          </p>
          <div className="result">
            <AppIcon icon={icon} name={play.title} />
            <div className="result__text">
              <p className="result__name result__lines" data-testid="preview-title">
                {play.title || 'App name'}
              </p>
              <p className="result__developer result__line">{developer || 'Developer'}</p>
              <p className="result__sub result__lines" data-testid="preview-short-description">
                {play.short_description || 'Short description'}
              </p>
            </div>
          </div>
          <Screenshots shots={shots} />
        </div>
        <figcaption className="phone__caption">Google Play search result</figcaption>
      </figure>
    </div>
  );
}

function AppIcon({ icon, name }: { icon: KitImage | null; name: string | undefined }) {
  if (icon) return <img className="result__icon" src={icon.dataUrl} alt="" width={56} height={56} />;
  return (
    <span className="result__icon result__icon--empty" aria-hidden="true">
      {(name ?? '').trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

function Screenshots({ shots }: { shots: readonly KitImage[] }) {
  return (
    <div className="result__shots">
      {Array.from({ length: SHOWN_SCREENSHOTS }, (_, index) => {
        const shot = shots[index];
        return shot ? (
          <img key={index} className="result__shot" src={shot.dataUrl} alt={`Screenshot ${index + 1}`} />
        ) : (
          <span key={index} className="result__shot result__shot--empty">
            Screenshot {index + 1}
          </span>
        );
      })}
    </div>
  );
}
