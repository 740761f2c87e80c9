import type { TFunction } from 'i18next';
import { PASSKEY_ERRORS } from '@gamelot/contract/passkey-errors';
import { isApiError, serverMessage } from '../api-client/api-error';
import { i18n } from '../i18n/i18n';
import { alreadyOnDevice, ceremonyCancelled } from './ceremony';
import '@/shared/i18n/passkey-texts';

const CODES = new Set<string>([...Object.values(PASSKEY_ERRORS), 'tooManyAttempts']);

/**
 * Why a passkey ceremony failed, in the reader's language: the prompt closed, the passkey is on
 * this device already, or the server's refusal by its `code` (contract PASSKEY_ERRORS); else the
 * server's message or `fallback`.
 */
export function passkeyErrorText(t: TFunction, error: unknown, fallback: string): string {
  if (ceremonyCancelled(error)) return t('passkeys.cancelled');
  if (alreadyOnDevice(error)) return t('passkeys.errors.passkeyAlreadyRegistered');
  if (isApiError(error)) {
    const sent = error.code;
    const key = `passkeys.errors.${sent}`;
    if (sent && CODES.has(sent) && i18n.exists(key)) return t(key as never);
  }
  return serverMessage(error, fallback);
}
