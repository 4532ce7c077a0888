/**
 * The e-mail gate of every tool (docs/product.md §4): a result is generated, then held back until the
 * visitor's e-mail has been stored. Dismissing the modal keeps the result held ("locked"),
 * so the visitor can come back to it without generating again.
 */
export type GateState<R> =
  | { phase: 'idle'; error: string | null }
  | { phase: 'generating' }
  | { phase: 'awaiting-email'; result: R; submitting: boolean; captureError: string | null }
  | { phase: 'locked'; result: R }
  | { phase: 'unlocked'; result: R };

export type GateAction<R> =
  | { type: 'generate' }
  | { type: 'generated'; result: R }
  | { type: 'generate-failed'; message: string }
  | { type: 'capture-started' }
  | { type: 'capture-failed'; message: string }
  | { type: 'captured' }
  | { type: 'dismiss' }
  | { type: 'reopen' };

export const initialGateState = { phase: 'idle', error: null } as const satisfies GateState<never>;

export function reduceGate<R>(state: GateState<R>, action: GateAction<R>): GateState<R> {
  switch (action.type) {
    case 'generate':
      return state.phase === 'generating' ? state : { phase: 'generating' };
    case 'generated':
      return state.phase === 'generating'
        ? { phase: 'awaiting-email', result: action.result, submitting: false, captureError: null }
        : state;
    case 'generate-failed':
      return state.phase === 'generating' ? { phase: 'idle', error: action.message } : state;
    case 'capture-started':
      return state.phase === 'awaiting-email' ? { ...state, submitting: true, captureError: null } : state;
    case 'capture-failed':
      return state.phase === 'awaiting-email' ? { ...state, submitting: false, captureError: action.message } : state;
    case 'captured':
      return state.phase === 'awaiting-email' ? { phase: 'unlocked', result: state.result } : state;
    case 'dismiss':
      // A capture in flight decides the outcome; the modal cannot be closed under it.
      return state.phase === 'awaiting-email' && !state.submitting ? { phase: 'locked', result: state.result } : state;
    case 'reopen':
      return state.phase === 'locked'
        ? { phase: 'awaiting-email', result: state.result, submitting: false, captureError: null }
        : state;
  }
}
