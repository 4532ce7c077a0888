import { findTool } from '@aiapp/contracts';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generateLandingPage, type GeneratedLandingPage, type LandingPageInput } from './generateLandingPage';
import { LandingPageForm, type LandingPageErrors } from './LandingPageForm';
import { LandingPageResult } from './LandingPageResult';
import './landing-page.css';

const TOOL_ID = 'landing-page';

const COPY: ToolPageCopy = {
  noun: 'landing page',
  generateLabel: 'Generate Landing Page',
  bannerTip:
    'Lead with the outcome your users want, not the technology: "Plan a week of meals in 5 minutes" beats "AI meal engine".',
  resultTip:
    'The page is one HTML file with no external files: upload it to any static host (GitHub Pages, Netlify, S3) as index.html.',
};

const httpsLink = (value: string) => !value.trim() || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value.trim());

function validate(values: LandingPageInput): LandingPageErrors {
  const errors: LandingPageErrors = {};
  if (!values.appName.trim()) errors.appName = 'App name must not be blank';
  if (!values.description.trim()) errors.description = 'Description must not be blank';
  if (!httpsLink(values.appStoreUrl)) errors.appStoreUrl = 'The App Store link must be a full https:// address';
  if (!httpsLink(values.playStoreUrl)) errors.playStoreUrl = 'The Google Play link must be a full https:// address';
  if (!httpsLink(values.privacyUrl)) errors.privacyUrl = 'The privacy policy link must be a full https:// address';
  return errors;
}

const EMPTY: LandingPageInput = {
  appName: '',
  ctaText: '',
  description: '',
  features: ['', '', ''],
  appStoreUrl: '',
  playStoreUrl: '',
  category: '',
  privacyUrl: '',
};

export function LandingPageGeneratorPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedLandingPage>(TOOL_ID);
  const form = useToolForm<LandingPageInput, keyof LandingPageErrors>(EMPTY, validate, [
    'appName',
    'description',
    'appStoreUrl',
    'playStoreUrl',
    'privacyUrl',
  ]);
  const { values, errors } = form;

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!form.checkBeforeGenerate()) return;
    const input = { ...values };
    void gate.generate((signal) => generateLandingPage(input, signal));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={
        <LandingPageForm
          values={values}
          errors={errors}
          onChange={form.onChange}
          appNameRef={form.fieldRef('appName')}
          descriptionRef={form.fieldRef('description')}
          appStoreUrlRef={form.fieldRef('appStoreUrl')}
          playStoreUrlRef={form.fieldRef('playStoreUrl')}
          privacyUrlRef={form.fieldRef('privacyUrl')}
        />
      }
      renderResult={(result) => <LandingPageResult result={result} />}
    />
  );
}
