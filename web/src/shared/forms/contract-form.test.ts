import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@gamelot/contract/messages';
import { fillMessage } from '@gamelot/contract/offer-rules';
import { i18n } from '@/shared/i18n/i18n';
import { bodyForm, messageCode, messageText, useContractForm } from './contract-form';

const t = i18n.t.bind(i18n);

afterEach(() => i18n.changeLanguage('ru'));

describe('messageText', () => {
  it("shows the catalogue's text of a contract message in the reader's language", async () => {
    expect(messageText(t, MESSAGES.topUpRange, 'validation.wallet')).toBe('Пополнение — от 1 до 1 000 000 ₽');
    await i18n.changeLanguage('en');
    expect(messageText(t, MESSAGES.topUpRange, 'validation.wallet')).toBe(
      'A top-up must be between 1 and 1 000 000 roubles',
    );
  });

  it('finds the code and the values of a filled message', async () => {
    const filled = fillMessage(MESSAGES.offerAvailabilityBelowMin, { min: 250 });
    expect(messageCode(filled)).toBe('offerAvailabilityBelowMin');
    await i18n.changeLanguage('en');
    expect(messageText(t, filled, 'validation.offer')).toBe(
      'The quantity available cannot be below the minimum (250)',
    );
  });

  it('takes the text rules from the common section, and keeps a text the catalogue lacks', () => {
    expect(messageText(t, MESSAGES.textOneLine, 'validation.wallet')).toBe(
      'Это поле — одна строка: без переносов строк и табуляций',
    );
    expect(messageText(t, 'Some server text', 'validation.wallet')).toBe('Some server text');
  });
});

describe('bodyForm', () => {
  const body = z.object({
    amount: z.number({ error: MESSAGES.amountInvalid }).min(1, MESSAGES.topUpRange),
    note: z.string().trim().max(3, MESSAGES.textOneLine),
  });
  const form = bodyForm({
    body,
    toBody: (values: { sum: string; note: string }) => ({
      amount: Number(values.sum || NaN),
      note: values.note,
    }),
    fieldOf: (path) => (path === 'amount' ? 'sum' : path),
    check: (values): Record<string, string> =>
      values.note.includes('!') ? { note: 'no shouting', amount: 'never shown' } : {},
  });
  const issues = (values: { sum: string; note: string }) => {
    const result = form.safeParse(values);
    return result.success
      ? null
      : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it("passes on the body schema's output", () => {
    expect(form.parse({ sum: '5', note: ' ab ' })).toEqual({ amount: 5, note: 'ab' });
  });

  it("puts the body's issues on the form's fields, the schema's before the check's", () => {
    expect(issues({ sum: '', note: 'ab' })).toEqual({ sum: MESSAGES.amountInvalid });
    expect(issues({ sum: '0', note: 'a!' })).toEqual({ sum: MESSAGES.topUpRange, note: 'no shouting' });
    expect(issues({ sum: '2', note: 'abcd!' })).toEqual({ note: MESSAGES.textOneLine, sum: 'never shown' });
  });
});

describe('useContractForm', () => {
  it("translates the errors of grouped fields (attributes.Server) into the reader's language", async () => {
    const schema = z.object({
      attributes: z.object({ Server: z.string().refine((s) => s !== 'Mars', MESSAGES.textOneLine) }),
    });
    const { result } = renderHook(() =>
      useContractForm(schema, {
        t,
        messages: 'validation.offer',
        defaultValues: { attributes: { Server: 'Mars' } },
      }),
    );
    await act(() => result.current.trigger());
    expect(result.current.getFieldState('attributes.Server').error?.message).toBe(
      'Это поле — одна строка: без переносов строк и табуляций',
    );
  });
});
