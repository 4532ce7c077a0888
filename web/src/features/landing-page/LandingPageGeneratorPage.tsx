import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { generateLandingPage, toLandingPageRequest, type LandingPageInput } from './generateLandingPage';
import { LandingPageForm } from './LandingPageForm';
import { LandingPageResult } from './LandingPageResult';
import './landing-page.css';

const COPY: ToolPageCopy = {
  noun: 'landing page',
  generateLabel: 'Generate Landing Page',
  bannerTip:
    'Lead with the outcome your users want, not the technology: "Plan a week of meals in 5 minutes" beats "AI meal engine".',
  resultTip:
    'The page is one HTML file with no external files: upload it to any static host (GitHub Pages, Netlify, S3) as index.html.',
};

const EMPTY: LandingPageInput = {
  appName: '',
  ctaText: '',
  description: '',
  features: ['', '', ''],
  appStoreUrl: '',
  playStoreUrl: '',
};

export function LandingPageGeneratorPage() {
  const flow = useToolFlow({
    toolId: 'landing-page',
    initial: EMPTY,
    call: {
      routeId: 'generateLandingPage',
      toRequest: toLandingPageRequest,
      fields: {
        appName: 'app_name',
        ctaText: 'cta_text',
        description: 'description',
        features: 'features',
        appStoreUrl: 'app_store_url',
        playStoreUrl: 'play_store_url',
      },
    },
    run: generateLandingPage,
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<LandingPageForm values={flow.values} errors={flow.errors} onChange={flow.onChange} fieldRef={flow.fieldRef} />}
      renderResult={(result) => <LandingPageResult result={result} />}
    />
  );
}
