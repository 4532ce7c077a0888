import type { ToolId } from '@aiapp/site-catalogue';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { setKitAssets, type KitAssets } from '../../lib/app-profile/kitAssets';
import { NEXT_STEPS } from './nextSteps';
import './app-profile.css';

interface NextStepLinkProps {
  toolId: ToolId;
  /** What the result puts in the store kit on the way (the icon, the screenshots); a plain link without it. */
  toKit?: () => Promise<Partial<KitAssets>>;
}

/** The next step a result leads to ("Put these screenshots in the store kit"), when the tool has one. */
export function NextStepLink({ toolId, toKit }: NextStepLinkProps) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const step = NEXT_STEPS[toolId];
  if (!step) return null;
  const follow = async () => {
    try {
      setKitAssets(await (toKit as NonNullable<typeof toKit>)());
      void navigate(step.to);
    } catch {
      setFailed(true);
    }
  };
  return (
    <p className="next-step">
      <span className="next-step__label">Next step:</span>{' '}
      {toKit ? (
        <button type="button" className="next-step__link next-step__button" onClick={() => void follow()}>
          {step.label} →
        </button>
      ) : (
        <Link className="next-step__link" to={step.to}>
          {step.label} →
        </Link>
      )}
      {failed && (
        <span className="next-step__failed" role="alert">
          {' '}
          These images could not be read; add them on the store kit page.
        </span>
      )}
    </p>
  );
}
