import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { deleteAccountBodySchema } from './settings.ts';

describe('delete account body', () => {
  it('takes the phrase with spaces around it, as the form sends what was typed', () => {
    expect(deleteAccountBodySchema.parse({ confirmation: ' DELETE  ' })).toEqual({ confirmation: 'DELETE' });
  });

  it('refuses anything else with the one message', () => {
    for (const confirmation of ['delete', 'DELETE IT', '', 5, undefined]) {
      const result = deleteAccountBodySchema.safeParse({ confirmation });
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.accountDeleteConfirmation);
    }
  });
});
