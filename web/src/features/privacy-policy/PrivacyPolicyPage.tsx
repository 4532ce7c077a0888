import { findTool } from '@aiapp/contracts';
import type { Ref } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generatePrivacyPolicy, type GeneratedPolicy } from './generatePrivacyPolicy';
import { LegalResources } from './LegalResources';
import { EMPTY_FORM, validatePolicyForm, type PolicyField, type PolicyFormValues } from './policyForm';
import { PrivacyPolicyForm } from './PrivacyPolicyForm';
import { PrivacyPolicyResult } from './PrivacyPolicyResult';
import { StorePrivacyAnswers } from './StorePrivacyAnswers';
import './privacy-policy.css';

const TOOL_ID = 'privacy-policy';
const FIELD_ORDER: PolicyField[] = ['appName', 'companyName', 'email', 'website'];

const COPY: ToolPageCopy = {
  noun: 'privacy policy',
  generateLabel: 'Generate Privacy Policy',
  bannerTip:
    'Tick only what your app really sends off the device, including through analytics, crash-reporting and ad SDKs: Apple and Google compare your policy with your store answers and your app.',
  resultTip:
    'Host the HTML page at a public URL, paste that URL into App Store Connect and the Play Console, and link to it inside your app.',
};

export function PrivacyPolicyPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedPolicy>(TOOL_ID);
  const form = useToolForm<PolicyFormValues, PolicyField>(EMPTY_FORM, validatePolicyForm, FIELD_ORDER);
  const { values, errors } = form;
  const fieldRefs = Object.fromEntries(FIELD_ORDER.map((field) => [field, form.fieldRef(field)])) as Record<
    PolicyField,
    Ref<HTMLInputElement>
  >;

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!form.checkBeforeGenerate()) return;
    const submitted = values;
    void gate.generate((signal) => generatePrivacyPolicy(submitted, signal));
  };

  return (
    <>
      <ToolPage
        tool={tool}
        copy={COPY}
        gate={gate}
        onGenerate={handleGenerate}
        form={<PrivacyPolicyForm values={values} onChange={form.onChange} errors={errors} fieldRefs={fieldRefs} />}
        renderResult={(result) => <PrivacyPolicyResult result={result} />}
      />
      {gate.state.phase === 'unlocked' && <StorePrivacyAnswers policy={gate.state.result.policy} />}
      <LegalResources />
    </>
  );
}
