import type { ToolId } from '@aiapp/site-catalogue';
import { Link } from 'react-router-dom';
import { NEXT_STEPS } from './nextSteps';
import './app-profile.css';

/** The next step a result leads to ("Make the icon set from this logo"), when the tool has one. */
export function NextStepLink({ toolId }: { toolId: ToolId }) {
  const step = NEXT_STEPS[toolId];
  if (!step) return null;
  return (
    <p className="next-step">
      <span className="next-step__label">Next step:</span>{' '}
      <Link className="next-step__link" to={step.to}>
        {step.label} →
      </Link>
    </p>
  );
}
