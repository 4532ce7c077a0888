import { CheckIcon, CopyIcon } from '../icons';
import { copyText } from './copyText';
import { useTransientValue } from './useTransientValue';
import './actions.css';

export interface CopyButtonProps {
  text: string;
  label: string;
  variant?: 'secondary' | 'ghost';
  size?: 'small' | 'regular';
}

const FEEDBACK_MS = 2_000;

export function CopyButton({ text, label, variant = 'secondary', size = 'regular' }: CopyButtonProps) {
  const [outcome, showOutcome] = useTransientValue<'copied' | 'failed'>(FEEDBACK_MS);

  const handleClick = async () => {
    showOutcome((await copyText(text)) ? 'copied' : 'failed');
  };

  const className = ['button', `button--${variant}`, size === 'small' ? 'button--small' : ''].filter(Boolean).join(' ');
  return (
    <>
      <button type="button" className={className} onClick={handleClick} data-outcome={outcome ?? undefined}>
        {outcome === 'copied' ? <CheckIcon /> : <CopyIcon />}
        {outcome === 'copied' ? 'Copied!' : outcome === 'failed' ? 'Copy failed' : label}
      </button>
      <span className="visually-hidden" role="status">
        {outcome === 'copied'
          ? 'Copied to the clipboard'
          : outcome === 'failed'
            ? 'Copy failed. Select the text and copy it by hand.'
            : ''}
      </span>
    </>
  );
}
