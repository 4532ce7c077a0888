import type { ToolId } from '@aiapp/site-catalogue';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError, postJson } from '../../lib/api';
import { initialGateState, reduceGate, type GateState } from './gateReducer';
import { rememberEmail } from './rememberedEmail';

export const CAPTURE_FAILED_MESSAGE = "We couldn't save your e-mail. Please try again.";
const GENERATE_FAILED_MESSAGE = 'Something went wrong. Please try again.';

export interface EmailGate<R> {
  state: GateState<R>;
  /** Runs the tool's call; the result is held until an e-mail is captured. */
  generate: (run: (signal: AbortSignal) => Promise<R>) => Promise<void>;
  submitEmail: (email: string) => Promise<void>;
  dismiss: () => void;
  reopen: () => void;
}

export interface EmailGateOptions {
  /** After the first address given on this page, later results show at once (the store kit, remade after each edit). */
  once?: boolean;
}

export function useEmailGate<R>(toolId: ToolId, { once = false }: EmailGateOptions = {}): EmailGate<R> {
  const [state, dispatch] = useReducer(reduceGate<R>, initialGateState);
  const inFlight = useRef<AbortController | null>(null);
  const captured = useRef(false);

  useEffect(() => () => inFlight.current?.abort(), []);

  const generate = useCallback(
    async (run: (signal: AbortSignal) => Promise<R>) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      dispatch({ type: 'generate' });
      try {
        const result = await run(controller.signal);
        if (controller.signal.aborted) return;
        dispatch({ type: 'generated', result });
        if (once && captured.current) dispatch({ type: 'captured' });
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'generate-failed', message: error instanceof ApiError ? error.message : GENERATE_FAILED_MESSAGE });
      }
    },
    [once],
  );

  const submitEmail = useCallback(
    async (email: string) => {
      dispatch({ type: 'capture-started' });
      try {
        await postJson('emailCapture', { email, tool_used: toolId });
      } catch (error) {
        // A 400 explains what is wrong with the address; anything else is our trouble.
        const message =
          error instanceof ApiError && error.kind === 'server' && error.status === 400 ? error.message : CAPTURE_FAILED_MESSAGE;
        dispatch({ type: 'capture-failed', message });
        return;
      }
      rememberEmail(email);
      captured.current = true;
      dispatch({ type: 'captured' });
    },
    [toolId],
  );

  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);
  const reopen = useCallback(() => dispatch({ type: 'reopen' }), []);

  return { state, generate, submitEmail, dismiss, reopen };
}
