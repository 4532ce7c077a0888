import { privacyPolicyFileName } from '@aiapp/contracts';
import { CopyButton } from '../../components/actions/CopyButton';
import { DownloadButton } from '../../components/actions/DownloadButton';
import type { GeneratedPolicy } from './generatePrivacyPolicy';
import { PolicyPreview } from './PolicyPreview';
import { STORE_ANSWERS_ID } from './StorePrivacyAnswers';

/** The result card: the policy as it will look once hosted, with copy and the three downloads. */
export function PrivacyPolicyResult({ result }: { result: GeneratedPolicy }) {
  const { appName, policy } = result;
  const { app_store, google_play } = policy.store_answers;
  return (
    <div className="policy-result">
      <PolicyPreview html={policy.policy_html} title={`Privacy policy preview: ${appName}`} />
      <div className="action-row">
        <DownloadButton
          label="Download .txt"
          fileName={privacyPolicyFileName(appName, 'txt')}
          type="text/plain;charset=utf-8"
          content={() => policy.policy}
        />
        <CopyButton text={policy.policy} label="Copy policy text" />
      </div>
      <div className="action-row">
        <DownloadButton
          label="HTML page"
          variant="secondary"
          fileName={privacyPolicyFileName(appName, 'html')}
          type="text/html;charset=utf-8"
          content={() => policy.policy_html}
        />
        <DownloadButton
          label="Markdown"
          variant="secondary"
          fileName={privacyPolicyFileName(appName, 'md')}
          type="text/markdown;charset=utf-8"
          content={() => policy.policy_markdown}
        />
        <CopyButton text={policy.policy_html} label="Copy HTML" variant="ghost" />
      </div>
      <p className="policy-result__next">
        <a href={`#${STORE_ANSWERS_ID}`}>Your App Store and Google Play privacy answers</a> ({app_store.data_types.length} App
        Store and {google_play.data_types.length} Google Play data types) are below.
      </p>
    </div>
  );
}
