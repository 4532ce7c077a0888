import type { StoreKitResponse } from '@aiapp/contracts';
import { useEffect, useRef } from 'react';
import { base64ToBytes } from '../../components/actions/base64';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { EmailCaptureModal } from '../../components/email-gate/EmailCaptureModal';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { AlertIcon } from '../../components/icons';
import { ResultWarnings } from '../../components/result/ResultWarnings';
import { postJson } from '../../lib/api';
import type { KitAssets } from '../../lib/app-profile/kitAssets';
import type { ProfileDraft } from '../../lib/app-profile/profileDraft';
import { downloadBlockers, kitRequest } from './kitRequest';
import { ValidationReport } from './ValidationReport';

/**
 * Makes the kit on the server and hands it over behind the e-mail gate, once a visit: the
 * validation report shows first, then the ZIP. While a text is past its limit or the profile
 * lacks what the kit needs, the button stays off and the page says why.
 */
export function KitDownload({ profile, assets }: { profile: ProfileDraft; assets: KitAssets }) {
  const gate = useEmailGate<StoreKitResponse>('store-kit', { once: true });
  const { state } = gate;
  const blockers = downloadBlockers(profile, assets);
  const generating = state.phase === 'generating';
  const failure = state.phase === 'idle' ? state.error : null;
  const reportRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.phase === 'unlocked') reportRef.current?.focus();
  }, [state.phase]);

  return (
    <div className="kit-download">
      <button
        type="button"
        className="button button--primary button--large"
        disabled={generating || blockers.length > 0}
        aria-describedby={blockers.length > 0 ? 'kit-blockers' : undefined}
        onClick={() => void gate.generate((signal) => postJson('generateStoreKit', kitRequest(profile, assets), { signal }))}
      >
        {generating ? <span className="spinner" aria-hidden="true" /> : null}
        {generating ? 'Making the kit…' : 'Make the store kit'}
      </button>
      {blockers.length > 0 && (
        <div id="kit-blockers" className="notice notice--error kit-download__blockers" data-testid="kit-blockers">
          <AlertIcon className="notice__icon" />
          <div>
            <strong>The kit waits for:</strong>
            <ul>
              {blockers.map((blocker) => (
                <li key={blocker}>{blocker}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {failure && (
        <p className="notice notice--error" role="alert">
          <AlertIcon className="notice__icon" />
          <span>
            <strong>We couldn't make your kit.</strong> {failure}
          </span>
        </p>
      )}
      {state.phase === 'locked' && (
        <button type="button" className="button button--secondary" onClick={gate.reopen}>
          Show the kit
        </button>
      )}
      {state.phase === 'unlocked' && (
        <div className="kit-download__result">
          <h3 ref={reportRef} tabIndex={-1} className="kit-download__title">
            Validation report
          </h3>
          <ValidationReport report={state.result.report} />
          <ResultWarnings warnings={state.result.warnings} />
          <DownloadButton
            label={`Download ${state.result.zip_file_name}`}
            fileName={state.result.zip_file_name}
            type="application/zip"
            content={() => base64ToBytes(state.result.zip_data)}
          />
          <p className="kit-download__files">{state.result.files.length} files in the kit.</p>
        </div>
      )}
      {state.phase === 'awaiting-email' && (
        <EmailCaptureModal
          title="Your store kit is ready"
          submitLabel="Show my store kit"
          submitting={state.submitting}
          captureError={state.captureError}
          onSubmit={(email) => void gate.submitEmail(email)}
          onClose={gate.dismiss}
        />
      )}
    </div>
  );
}
