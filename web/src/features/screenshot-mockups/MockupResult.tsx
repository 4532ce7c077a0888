import { mockupFileName, type MockupDevice } from '@aiapp/contracts';
import { DownloadButton } from '../../components/actions/DownloadButton';
import type { RenderedMockup } from './renderMockup';

const DEVICE_LABELS: Record<MockupDevice, string> = { iphone: 'iPhone', android: 'Android phone', tablet: 'Tablet' };

export function MockupResult({ mockup }: { mockup: RenderedMockup }) {
  return (
    <>
      <div className="mockup-preview">
        <img className="mockup-preview__image" src={mockup.url} alt={`${DEVICE_LABELS[mockup.device]} mockup preview`} />
      </div>
      <div className="action-row">
        <DownloadButton
          label="Download PNG"
          fileName={mockupFileName(mockup.device)}
          type="image/png"
          content={() => mockup.png}
        />
        <span className="field__hint">
          {mockup.width}×{mockup.height} px PNG ({mockup.scale}×), transparent around the rounded corners
          {mockup.letterboxed &&
            '; the screenshot is shown whole with bars around it (letterboxed), as its shape differs from this screen'}
        </span>
      </div>
    </>
  );
}
