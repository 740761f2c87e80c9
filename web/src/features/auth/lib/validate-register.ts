import { PASSWORD_MIN_LENGTH } from '@gamelot/contract/rules';

export type RegisterValues = { name: string; email: string; password: string; confirm: string };
export type RegisterField = keyof RegisterValues;
export type RegisterErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'confirmRequired'
  | 'passwordsDontMatch';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md#validation Register: all fields required, password at least 6, passwords must match. */
export function validateRegister(values: RegisterValues): Partial<Record<RegisterField, RegisterErrorKey>> {
  const errors: Partial<Record<RegisterField, RegisterErrorKey>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!values.email.trim()) errors.email = 'emailRequired';
  else if (!EMAIL_SHAPE.test(values.email.trim())) errors.email = 'emailInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (!values.confirm) errors.confirm = 'confirmRequired';
  else if (values.password && values.confirm !== values.password) errors.confirm = 'passwordsDontMatch';
  return errors;
}
