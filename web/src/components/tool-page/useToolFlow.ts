import { findTool, type ToolEntry, type ToolId } from '@aiapp/site-catalogue';
import { ROUTES } from '@aiapp/contracts';
import { useRef, useState } from 'react';
import type { ApiRequest, PostRouteId } from '../../lib/api';
import { useEmailGate, type EmailGate } from '../email-gate/useEmailGate';
import { checkWithContract, type ContractCheck, type FieldErrors } from '../form/contractErrors';

type RequestField<K extends PostRouteId> = Extract<keyof ApiRequest<K>, string>;

/** The call a tool's form fills, so the form is checked with the same schema as the service (docs/architecture.md, Contracts drive everything). */
export interface ToolCall<V, F extends string, K extends PostRouteId> {
  routeId: K;
  /** The request the form's values make; it is checked before anything is sent. */
  toRequest: (values: V) => ApiRequest<K>;
  /**
   * For each form field, the request field it fills. A refusal shows next to that form field;
   * the order is the order a visitor meets the fields, so the first refused one gets focus.
   */
  fields: Readonly<Record<F, RequestField<K>>>;
}

export interface ToolFlowOptions<V, R, F extends string, K extends PostRouteId> {
  toolId: ToolId;
  initial: V;
  /** Absent for tools whose form fills no call directly (files read in the browser). */
  call?: ToolCall<V, F, K>;
  /** Makes the result from values that passed the check; the e-mail gate holds it back. */
  run: (values: V, signal: AbortSignal) => Promise<R>;
}

/** What the shared frame (ToolPage) needs from a flow. */
export interface ToolFlowFrame<R> {
  tool: ToolEntry;
  gate: EmailGate<R>;
  /** A refusal no field shows; it blocks sending like a field's error. */
  formError: string | null;
  /** Checks the form and, when it passes, runs the tool behind the e-mail gate. */
  generate: () => void;
}

export interface ToolFlow<V, R, F extends string> extends ToolFlowFrame<R> {
  values: V;
  errors: FieldErrors<F>;
  /** New values; an error already shown follows them and goes once its field is fine. */
  onChange: (next: V) => void;
  /** Attach to the control of a field, so a refusal can focus it. */
  fieldRef: (field: F) => (element: HTMLElement | null) => void;
}

const NOTHING_WRONG: ContractCheck<never> = { errors: {}, unplaced: null };

/**
 * The wiring every tool page shares (docs/product.md §4, §5): the tool's registry entry, the e-mail gate,
 * the form's values and errors, and generate.
 *
 * To adopt it, a page passes its tool id, the form's initial values, `run` (the call or the
 * in-browser work) and, when the form fills a call, `call`: the route id, how values become
 * the request, and which form field shows which request field's message. It gives the result
 * to `<ToolPage flow={flow} …>`, attaches `fieldRef(field)` to each checked control and shows
 * `errors[field]` next to it (FieldFrame wires aria-invalid and aria-describedby).
 *
 * Messages are the contract's own (shared-contracts/src/messages.ts), never written here:
 * the service answers a bad request with the same words. New errors appear only when the
 * visitor presses generate, which focuses the first refused field and sends nothing.
 */
export function useToolFlow<V, R, F extends string = never, K extends PostRouteId = PostRouteId>(
  options: ToolFlowOptions<V, R, F, K>,
): ToolFlow<V, R, F> {
  const { toolId, initial, call, run } = options;
  const gate = useEmailGate<R>(toolId);
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ContractCheck<F>>(NOTHING_WRONG);
  const controls = useRef(new Map<F, HTMLElement | null>());

  const tool = findTool(toolId);
  if (!tool) throw new Error(`The tool registry has no ${toolId}`);

  const check = (next: V): ContractCheck<F> => {
    const schema = call && ROUTES[call.routeId].request;
    return call && schema ? checkWithContract(schema, call.toRequest(next), call.fields) : NOTHING_WRONG;
  };

  const onChange = (next: V) => {
    setValues(next);
    if (!shown.unplaced && Object.keys(shown.errors).length === 0) return;
    const found = check(next);
    const kept: FieldErrors<F> = {};
    for (const field of Object.keys(shown.errors) as F[]) if (found.errors[field]) kept[field] = found.errors[field];
    setShown({ errors: kept, unplaced: shown.unplaced && found.unplaced });
  };

  const fieldRef = (field: F) => (element: HTMLElement | null) => {
    controls.current.set(field, element);
  };

  const generate = () => {
    const found = check(values);
    setShown(found);
    const firstRefused = call && (Object.keys(call.fields) as F[]).find((field) => found.errors[field]);
    if (firstRefused !== undefined) return controls.current.get(firstRefused)?.focus();
    if (found.unplaced) return;
    const submitted = values;
    void gate.generate((signal) => run(submitted, signal));
  };

  return { tool, gate, values, errors: shown.errors, formError: shown.unplaced, onChange, fieldRef, generate };
}
