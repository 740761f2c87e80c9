import { codeOfText, type Coded } from '@gamelot/contract/speak';
import { AppError, type FieldErrors } from './errors.ts';

/** A zod issue as zod reports it, or as fastify-type-provider-zod passes it on (keyword, params). */
export interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
}

const bound = (value: unknown) => (typeof value === 'bigint' ? value.toString() : String(value));

/**
 * The code of an issue (docs/decisions/0064-texts-as-codes.md): the schema's own message is a text
 * of the English catalogue (`{ error: MESSAGES.x }`); zod's default messages become our codes by
 * the issue's kind, so that both languages word them.
 */
export function issueCode(found: IssueLike): Coded {
  const ours = found.message ? codeOfText(found.message) : undefined;
  if (ours) return ours;
  const issue = found as IssueLike & Record<string, unknown>;
  const { origin, inclusive } = issue;
  switch (issue.code) {
    case 'too_small':
      if (origin === 'string') return { code: 'inputTooShort', params: { min: bound(issue.minimum) } };
      if (origin === 'array' || origin === 'set')
        return { code: 'inputTooFewItems', params: { min: bound(issue.minimum) } };
      return {
        code: inclusive ? 'inputNumberMin' : 'inputNumberAbove',
        params: { min: bound(issue.minimum) },
      };
    case 'too_big':
      if (origin === 'string') return { code: 'inputTooLong', params: { max: bound(issue.maximum) } };
      if (origin === 'array' || origin === 'set')
        return { code: 'inputTooManyItems', params: { max: bound(issue.maximum) } };
      return {
        code: inclusive ? 'inputNumberMax' : 'inputNumberBelow',
        params: { max: bound(issue.maximum) },
      };
    case 'invalid_type':
      return { code: 'inputInvalidType' };
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values : [];
      return {
        code: 'inputInvalidOption',
        params: { options: values.map((v) => JSON.stringify(v)).join(', ') },
      };
    }
    case 'invalid_format':
      return { code: 'inputInvalidFormat' };
    case 'not_multiple_of':
      return { code: 'inputNumberStep', params: { step: bound(issue.divisor) } };
    case 'unrecognized_keys':
      return { code: 'inputUnknownFields', params: { keys: ((issue.keys as string[]) ?? []).join(', ') } };
    default:
      return { code: 'inputInvalid' };
  }
}

/**
 * A 400 for refused input, as every route answers it: each field's code under its path; the one
 * field's code as the answer's, else `invalidInput`.
 */
export function validationError(issues: readonly IssueLike[]): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field && !fieldErrors[field]) fieldErrors[field] = issueCode(issue);
  }
  const first = issues[0];
  if (Object.keys(fieldErrors).length === 1 && first) {
    const { code, params } = issueCode(first);
    return new AppError(400, code, { params, fieldErrors });
  }
  return new AppError(400, 'invalidInput', { fieldErrors });
}
