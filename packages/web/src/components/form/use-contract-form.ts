import { fieldIssuesFromZod } from '@ailab/core/errors/field-issues';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrors } from '../../lib/api-error';

interface ContractFormOptions<V extends FieldValues, S extends z.ZodType> {
  /** The contract's request schema (`contract.<group>.<endpoint>.body`): the one source of the rules. */
  schema: S;
  /** Every field's first value (typed: the form's values are inferred from it). */
  defaultValues: V;
  /** Turns what the fields hold into the request body (e.g. "a, b" into ["a", "b"]); as is by default. */
  toBody?(values: V): unknown;
  /** Sends the checked body (usually a mutation's `mutate`). */
  onSubmit(body: z.output<S>): unknown;
  /** The failed call's error: its field messages are shown beside their fields. */
  serverError?: unknown;
}

/** What `useContractForm` gives a form. */
export interface ContractForm<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The `<form onSubmit>` handler: checks against the contract, then sends. */
  submit(event?: FormEvent): Promise<void>;
  /** The message beside a field: the local check's, else the server's (both translated). */
  errorFor(field: string): string | undefined;
}

function firstSegment(field: string): string {
  return field.split('.')[0] ?? field;
}

/**
 * One way to write a form: react-hook-form holds the fields, the contract's zod schema checks
 * them before anything is sent (@hookform/resolvers' zod resolver, with the translated messages
 * the server would give), and the server's validation errors appear beside their fields.
 *
 * @example
 * const save = useUpdateInfo();
 * const { form, submit, errorFor } = useContractForm({
 *   schema: contract.profile.updateInfo.body, defaultValues: info, onSubmit: save.mutate, serverError: save.error,
 * });
 * <form onSubmit={submit}><TextField {...form.register('user_name')} error={errorFor('user_name')} /></form>
 */
export function useContractForm<V extends FieldValues, S extends z.ZodType>(
  options: ContractFormOptions<V, S>,
): ContractForm<V> {
  const { schema, defaultValues, toBody = (values: V) => values, onSubmit, serverError } = options;
  const { t } = useTranslation();
  const checkBody = zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as Resolver<
    FieldValues,
    unknown,
    FieldValues
  >;
  const resolver: Resolver<V> = async (values, context, resolverOptions) => {
    const body = toBody(values);
    const result = await checkBody(body as FieldValues, context, {
      ...resolverOptions,
      fields: {},
      names: undefined,
    });
    // What passes on to the submit handler is the checked body (trimmed, with the schema's defaults).
    if (Object.keys(result.errors).length === 0) return { values: result.values as V, errors: {} };
    // The same words the server would answer with, in the reader's language.
    const parsed = schema.safeParse(body);
    const issues = parsed.success ? [] : fieldIssuesFromZod(parsed.error.issues, t, body);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of issues)
      errors[firstSegment(issue.field)] ??= { type: 'contract', message: issue.message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const server = fieldErrors(serverError);
  const errors = form.formState.errors as Record<string, { message?: unknown } | undefined>;
  const errorFor = (field: string): string | undefined => {
    const local = errors[field]?.message;
    return typeof local === 'string' ? local : server[field];
  };
  const submit = (event?: FormEvent) =>
    form.handleSubmit((body) => {
      onSubmit(body as unknown as z.output<S>);
    })(event);
  return { form, submit, errorFor };
}
