import { findTool, type ToolEntry, type ToolId } from '@aiapp/site-catalogue';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { fillFromProfile } from '../../lib/app-profile/formFields';
import { readProfile } from '../../lib/app-profile/profileStore';
import { useEmailGate, type EmailGate } from '../email-gate/useEmailGate';
import { useContractForm, type ContractForm, type ContractFormOptions } from '../form/useContractForm';

export interface ToolFormOptions<V extends FieldValues, O, R> extends ContractFormOptions<V, O> {
  toolId: ToolId;
  /** Makes the result from the checked request (or the form's values when no call is filled); the e-mail gate holds it back. */
  run: (request: O, signal: AbortSignal) => Promise<R>;
}

/** What the shared frame (ToolPage) needs from a tool's form. */
export interface ToolForm<V extends FieldValues, O, R> extends ContractForm<V, O> {
  tool: ToolEntry;
  gate: EmailGate<R>;
  /** Checks the form and, when it passes, runs the tool behind the e-mail gate. */
  generate: () => Promise<void>;
}

/**
 * The one form hook of every tool page: the tool's registry entry, the e-mail gate and a
 * react-hook-form form over the call's request schema (useContractForm).
 *
 * A page passes its tool id, the request schema, the form's starting values under the
 * request's own field names, and `run` (the call, or the in-browser work for tools that send
 * files). It hands the result to `<ToolPage flow={…}>`, which provides the form to its fields,
 * and binds each control with `field('app_name')`. Pressing generate checks the values with the
 * contract (its messages, never words of our own), focuses the first refused field and sends
 * nothing; a valid request runs, and its result waits behind the e-mail modal.
 *
 * Every field the visitor's app profile knows (lib/app-profile) starts filled from it, where the
 * contract accepts the value; the page frame offers to save what the visitor typed back.
 */
export function useToolForm<V extends FieldValues, O = V, R = unknown>(options: ToolFormOptions<V, O, R>): ToolForm<V, O, R> {
  const { toolId, run, defaultValues, ...formOptions } = options;
  const gate = useEmailGate<R>(toolId);
  const [startingValues] = useState(() => fillFromProfile(defaultValues, readProfile(), formOptions.schema));
  const contractForm = useContractForm<V, O>({ ...formOptions, defaultValues: startingValues });
  const tool = findTool(toolId);
  if (!tool) throw new Error(`The tool registry has no ${toolId}`);

  const generate = contractForm.form.handleSubmit((request) => {
    void gate.generate((signal) => run(request, signal));
  });

  return { ...contractForm, tool, gate, generate };
}
