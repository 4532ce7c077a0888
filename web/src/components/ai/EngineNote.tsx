import type { TextEngine } from '@aiapp/contracts';
import { AlertIcon, SparklesIcon } from '../icons';
import './engine-note.css';

/** Says honestly who wrote an AI result: the configured model, or the built-in writer and why. */
export function EngineNote({ engine, fallbackReason }: { engine: TextEngine; fallbackReason: string | null }) {
  if (fallbackReason) {
    return (
      <div className="notice engine-note engine-note--fallback" role="note">
        <AlertIcon className="notice__icon" />
        <span>{fallbackReason}</span>
      </div>
    );
  }
  return (
    <p className="engine-note" role="note">
      <SparklesIcon className="notice__icon" />
      {engine === 'model'
        ? 'Written by the AI model configured on this server, then checked against the same limits and rules as our built-in writer.'
        : 'Written by our built-in writer from everything you entered (no AI model is configured on this server).'}
    </p>
  );
}
