import { LandingPageRequest } from '@aiapp/contracts';
import { useFormValues } from '../../components/form/useFormValues';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { AppImagesField } from './AppImagesField';
import { generateLandingPage } from './generateLandingPage';
import { LandingPageForm, type LandingPageValues } from './LandingPageForm';
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

const EMPTY: LandingPageValues = {
  app_name: '',
  cta_text: '',
  description: '',
  features: ['', '', ''],
  app_store_url: '',
  play_store_url: '',
  category: '',
  privacy_url: '',
  app_store_id: '',
  package_name: '',
  page_url: '',
  social_image_url: '',
  icon_data: '',
  screenshots: [],
};

export function LandingPageGeneratorPage() {
  const flow = useToolForm({
    toolId: 'landing-page',
    schema: LandingPageRequest,
    defaultValues: EMPTY,
    run: generateLandingPage,
  });
  const { values, update } = useFormValues(flow.form);

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={
        <>
          <LandingPageForm field={flow.field} />
          <AppImagesField icon={values.icon_data} screenshots={values.screenshots} onChange={update} />
        </>
      }
      renderResult={(result) => <LandingPageResult result={result} />}
    />
  );
}
