import { plainMessages } from '@aiapp/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldMessage } from './fieldMessage';
import { fieldRules, type FieldRules } from './fieldRules';

/** A form field named as its request field, with the rules its control takes from the contract. */
export interface BoundField {
  name: string;
  rules: FieldRules;
}

/** A form over a request schema: every request field, under its own name, as the visitor edits it. */
export type FormValuesOf<S extends z.ZodType> = Required<z.input<S>>;

/** Binds a control to a request field; forms take it from their page's hook. */
export type FieldBinder<V extends FieldValues> = (name: Extract<keyof V, string>) => BoundField;

export interface ContractFormOptions<V extends FieldValues, O> {
  /** The call's request schema; absent for a form that fills no call (files read in the browser). */
  schema?: z.ZodType<O, unknown>;
  /** Every field the form shows, under its request field's name. */
  defaultValues: V;
  /** Adds what the visitor does not type (e.g. today's date) before the contract checks the request. */
  completeRequest?: (values: V) => unknown;
}

export interface ContractForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /** Binds a control to a request field: its name, and the limits the schema sets. */
  field: FieldBinder<V>;
  /** A refusal no field of the form shows (e.g. a field the form completes itself); it still blocks sending. */
  formError: string | null;
}

const NO_RULES: FieldRules = { required: false };

/**
 * react-hook-form over a call's contract (https://react-hook-form.com/docs/useform#resolver):
 * the values are the request, field for field, and the same schema that guards the service
 * checks them with the same words (`plainMessages`, shared-contracts/src/messages.ts). Errors
 * appear on submit, which focuses the first refused field; after that each follows its field.
 * On success the submit handler gets the parsed request: trimmed, blank rows dropped, defaults set.
 */
export function useContractForm<V extends FieldValues, O = V>(options: ContractFormOptions<V, O>): ContractForm<V, O> {
  const { schema, defaultValues, completeRequest } = options;
  const resolver = useMemo(() => {
    if (!schema) return undefined;
    const check = zodResolver(schema as z.ZodType<O, FieldValues>, { error: plainMessages }) as unknown as Resolver<
      V,
      unknown,
      O
    >;
    const completed: Resolver<V, unknown, O> = (values, context, resolverOptions) =>
      check((completeRequest ? completeRequest(values) : values) as V, context, resolverOptions);
    return completed;
  }, [schema, completeRequest]);

  const form = useForm<V, unknown, O>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const field = (name: Extract<keyof V, string>): BoundField => ({ name, rules: schema ? fieldRules(schema, name) : NO_RULES });

  const ownFields = Object.keys(defaultValues);
  const unplaced = Object.entries(form.formState.errors).find(([name]) => !ownFields.includes(name));
  return { form, field, formError: unplaced ? (fieldMessage(unplaced[1]) ?? null) : null };
}
