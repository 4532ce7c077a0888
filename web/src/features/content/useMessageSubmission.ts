import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';

export type Submission = { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent' } | { phase: 'failed'; message: string };

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Sends one form's request and remembers how it went: the failure message (from the server,
 * e.g. a rate limit) is shown as it is; a page left mid-call cancels the call.
 */
export function useMessageSubmission() {
  const [state, setState] = useState<Submission>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (send: (signal: AbortSignal) => Promise<unknown>): Promise<boolean> => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: 'sending' });
    try {
      await send(current.signal);
      setState({ phase: 'sent' });
      return true;
    } catch (error) {
      if (current.signal.aborted) return false;
      setState({ phase: 'failed', message: error instanceof ApiError ? error.message : FALLBACK_MESSAGE });
      return false;
    }
  };

  return { state, submit, reset: () => setState({ phase: 'idle' }) };
}
