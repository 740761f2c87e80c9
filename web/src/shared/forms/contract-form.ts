/*
 * Forms on the contract's zod request schemas (ADR 0045). This module loads zod, react-hook-form
 * and the resolver, so only lazily loaded form chunks import it: the first page of the app carries
 * none of them (the initial-JS budget). Pages import a form with React.lazy.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import {
  useForm,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { MESSAGES } from '@gamelot/contract/messages';
import { isApiError } from '@/shared/api-client/api-error';
import { i18n } from '@/shared/i18n/i18n';

const CODES = new Map<string, string>(Object.entries(MESSAGES).map(([code, text]) => [text, code]));

/** The code of a contract message (`MESSAGES`), or the text itself when it is a form's own code. */
export function messageCode(message: string): string {
  return CODES.get(message) ?? message;
}

/**
 * A contract message in the reader's language: the catalogue's text under `${section}.${code}`
 * when it has one, else the contract's own text (as the server sends it).
 */
export function messageText(
  t: TFunction,
  message: string,
  section: string,
  params: Record<string, unknown> = {},
): string {
  const key = `${section}.${messageCode(message)}`;
  if (!i18n.exists(key)) return message;
  // The key is built at run time: the typed t() cannot check it, exists() did.
  return (t as unknown as (key: string, params: Record<string, unknown>) => string)(key, params);
}

type ContractSchema = z.ZodType<FieldValues, FieldValues>;

type ContractFormOptions<S extends ContractSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** Where the catalogue keeps the texts of the schema's messages, by code: e.g. 'auth.validation'. */
  messages: string;
  /** Parameters of those texts, e.g. { min: PASSWORD_MIN_LENGTH }. */
  params?: Record<string, unknown>;
  t: TFunction;
};

/**
 * react-hook-form validated by a contract schema: the values `handleSubmit` passes on are the
 * schema's output (trimmed, lower-cased...), every field error is a catalogue text.
 */
export function useContractForm<S extends ContractSchema>(
  schema: S,
  { messages, params, t, ...options }: ContractFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  type In = z.input<S>;
  type Out = z.output<S>;
  const validate = zodResolver(schema as never) as unknown as Resolver<In, unknown, Out>;
  const resolver: Resolver<In, unknown, Out> = async (values, context, resolverOptions) => {
    const result = await validate(values, context, resolverOptions);
    for (const error of Object.values(result.errors as FieldErrors)) {
      if (error && typeof error.message === 'string')
        error.message = messageText(t, error.message, messages, params);
    }
    return result;
  };
  return useForm<In, unknown, Out>({ ...options, resolver });
}

/**
 * Puts a refused call's `fieldErrors` on the form's fields of the same names (the server's texts,
 * in the reader's language when the catalogue knows them); the rest of the answer is the caller's.
 */
export function useServerFieldErrors<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  error: unknown,
  fields: readonly Path<In>[],
  messages: string,
  t: TFunction,
): void {
  const { setError } = form;
  useEffect(() => {
    if (!isApiError(error) || !error.fieldErrors) return;
    for (const field of fields) {
      const message = error.fieldErrors[field];
      if (message) setError(field, { type: 'server', message: messageText(t, message, messages) });
    }
    // `fields` is a constant list of the form's names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError, messages, t]);
}
