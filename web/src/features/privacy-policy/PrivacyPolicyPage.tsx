import { PrivacyPolicyRequest } from '@aiapp/contracts';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generatePrivacyPolicy } from './generatePrivacyPolicy';
import { LegalResources } from './LegalResources';
import { completePolicyRequest, EMPTY_FORM } from './policyForm';
import { PrivacyPolicyForm } from './PrivacyPolicyForm';
import { PrivacyPolicyResult } from './PrivacyPolicyResult';
import { StorePrivacyAnswers } from './StorePrivacyAnswers';
import './privacy-policy.css';

const COPY: ToolPageCopy = {
  noun: 'privacy policy',
  generateLabel: 'Generate Privacy Policy',
  bannerTip:
    'Tick only what your app really sends off the device, including through analytics, crash-reporting and ad SDKs: Apple and Google compare your policy with your store answers and your app.',
  resultTip:
    'Host the HTML page at a public URL, paste that URL into App Store Connect and the Play Console, and link to it inside your app.',
};

export function PrivacyPolicyPage() {
  const flow = useToolForm({
    toolId: 'privacy-policy',
    schema: PrivacyPolicyRequest,
    defaultValues: EMPTY_FORM,
    completeRequest: completePolicyRequest,
    run: generatePrivacyPolicy,
  });
  const { gate } = flow;

  return (
    <>
      <ToolPage
        flow={flow}
        copy={COPY}
        form={<PrivacyPolicyForm field={flow.field} />}
        renderResult={(result) => <PrivacyPolicyResult result={result} />}
      />
      {gate.state.phase === 'unlocked' && <StorePrivacyAnswers policy={gate.state.result.policy} />}
      <LegalResources />
    </>
  );
}
