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
import { z } from 'zod';
import { codeOfText } from '@gamelot/contract/speak';
import { isApiError } from '@/shared/api-client/api-error';
import { i18n } from '@/shared/i18n/i18n';
import '@/shared/i18n/validation-texts';

/**
 * A contract message's code and the parameters it was filled with, whichever language it is in
 * (the schemas speak English, the server the reader's language); a form's own code as it is.
 */
function parseMessage(message: string): { code: string; params: Record<string, string | number> } {
  const found = codeOfText(message);
  return found ? { code: found.code, params: found.params ?? {} } : { code: message, params: {} };
}

/** The code of a contract message (`MESSAGES`), or the text itself when it is a form's own code. */
export function messageCode(message: string): string {
  return parseMessage(message).code;
}

/** Texts every form shares (the text rules of contract/src/schemas/text.ts), by code. */
const COMMON_SECTION = 'validation.common';

/**
 * A contract message in the reader's language: the catalogue's text under `${section}.${code}`
 * (or under `validation.common`) when it has one, else the contract's own text (as the server
 * sends it). A filled message (`{min}` → 10) passes its values on to the catalogue's text.
 */
export function messageText(
  t: TFunction,
  message: string,
  section: string,
  params: Record<string, unknown> = {},
): string {
  const { code, params: filled } = parseMessage(message);
  const key = [`${section}.${code}`, `${COMMON_SECTION}.${code}`].find((candidate) => i18n.exists(candidate));
  if (key === undefined) return message;
  // The key is built at run time: the typed t() cannot check it, exists() did.
  return (t as unknown as (key: string, params: Record<string, unknown>) => string)(key, {
    ...params,
    ...filled,
  });
}

/** Puts `text(message)` in place of every message of a form's errors, nested fields included. */
function translateErrors(errors: FieldErrors, text: (message: string) => string): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = text(error.message);
    // A group of fields (`attributes.Server`, `socialLinks.vk`) holds its fields' errors.
    else translateErrors(error as FieldErrors, text);
  }
}

type ContractSchema = z.ZodType<FieldValues, FieldValues>;

type ContractFormOptions<S extends ContractSchema> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /** Where the catalogue keeps the texts of the schema's messages, by code: e.g. 'validation.auth'. */
  messages: string;
  /** Parameters of those texts, e.g. { min: PASSWORD_MIN_LENGTH }. */
  params?: Record<string, unknown>;
  t: TFunction;
};

/**
 * A form's errors as texts by field path ('name', 'attributes.Server'), for components that take
 * them as a plain record.
 */
export function errorTexts(errors: FieldErrors, prefix = ''): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') texts[`${prefix}${key}`] = error.message;
    else Object.assign(texts, errorTexts(error as FieldErrors, `${prefix}${key}.`));
  }
  return texts;
}

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
    translateErrors(result.errors as FieldErrors, (message) => messageText(t, message, messages, params));
    return result;
  };
  return useForm<In, unknown, Out>({ ...options, resolver });
}

/**
 * The schema of a form whose fields are not the request body's: text as typed, values the body
 * keeps elsewhere (the offer editor, the wallet's amounts, the profile's groups). `toBody` reads the
 * form's values into the body, the contract's `body` schema checks it, and each issue lands on the
 * form field `fieldOf` names for the body's path (`unitPrice` → `price`). `check` adds the rules no
 * schema can hold alone (contract/src/offer-rules.ts), as body paths and messages; a field shows
 * the schema's issue before the rule's, as the server reports them. The output, which
 * `handleSubmit` passes on, is the body schema's.
 */
export function bodyForm<Values extends FieldValues, B extends ContractSchema>({
  body,
  toBody,
  fieldOf = (path) => path,
  check,
}: {
  body: B;
  toBody: (values: Values) => z.input<B>;
  fieldOf?: (path: string) => string;
  check?: (values: Values) => Record<string, string>;
}): z.ZodType<z.output<B>, Values> {
  return z.custom<Values>().transform((values, ctx) => {
    const parsed = body.safeParse(toBody(values));
    const found = new Map<string, string>();
    const put = (path: string, message: string) => {
      const field = fieldOf(path) || 'root';
      if (!found.has(field)) found.set(field, message);
    };
    for (const issue of parsed.error?.issues ?? []) put(issue.path.join('.'), issue.message);
    for (const [path, message] of Object.entries(check?.(values) ?? {})) put(path, message);
    if (parsed.success && found.size === 0) return parsed.data as z.output<B>;
    for (const [field, message] of found) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
    return z.NEVER;
  });
}

/**
 * Puts a refused call's `fieldErrors` on the form's fields (the server's texts, in the reader's
 * language when the catalogue knows them); the rest of the answer is the caller's. `fields` lists
 * the names a body and its form share, or maps each of the body's paths to its field (or none).
 */
export function useServerFieldErrors<In extends FieldValues, Out extends FieldValues>(
  form: UseFormReturn<In, unknown, Out>,
  error: unknown,
  fields: readonly Path<In>[] | ((path: string) => Path<In> | undefined),
  messages: string,
  t: TFunction,
  params: Record<string, unknown> = {},
): void {
  const { setError } = form;
  useEffect(() => {
    if (!isApiError(error) || !error.fieldErrors) return;
    const fieldOf = typeof fields === 'function' ? fields : (path: string) => fields.find((f) => f === path);
    for (const [path, message] of Object.entries(error.fieldErrors)) {
      const field = fieldOf(path);
      if (field && message)
        setError(field, { type: 'server', message: messageText(t, message, messages, params) });
    }
    // `fields` and `params` are the form's constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError, messages, t]);
}
