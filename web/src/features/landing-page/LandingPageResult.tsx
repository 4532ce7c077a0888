import { landingPageFileName } from '@aiapp/contracts';
import { CopyButton } from '../../components/actions/CopyButton';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { EngineNote } from '../../components/ai/EngineNote';
import { AlertIcon } from '../../components/icons';
import type { GeneratedLandingPage } from './generateLandingPage';
import { PagePreview } from './PagePreview';

export function LandingPageResult({ result }: { result: GeneratedLandingPage }) {
  const { request, page } = result;
  const hasStoreLink = Boolean(request.app_store_url || request.play_store_url || request.app_store_id || request.package_name);
  return (
    <div className="landing-result">
      <EngineNote engine={page.engine} fallbackReason={page.fallback_reason} />
      <PagePreview html={page.html_code} title={`Landing page preview: ${request.app_name}`} />
      <div className="action-row">
        <DownloadButton
          label="Download HTML"
          fileName={landingPageFileName(request.app_name)}
          type="text/html"
          content={() => page.html_code}
        />
        <CopyButton text={page.html_code} label="Copy HTML" />
      </div>
      {!hasStoreLink && (
        <p className="notice" role="note">
          <AlertIcon className="notice__icon" />
          <span>
            The download button points at <code>#</code> for now: replace it with your App Store or Google Play link (the HTML
            marks the spot), or add the links above and generate again.
          </span>
        </p>
      )}
    </div>
  );
}
