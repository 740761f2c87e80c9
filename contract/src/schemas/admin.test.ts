import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { resolveDisputeBodySchema } from './admin.ts';

describe('dispute resolution body', () => {
  const message = (buyerAmount: unknown) =>
    resolveDisputeBodySchema.safeParse({ outcome: 'split', reason: 'Half', rule: 'agreement', buyerAmount })
      .error?.issues[0]?.message;

  it('says what a split needs, whatever is wrong with the amount', () => {
    for (const bad of [undefined, Number.NaN, 0, -5, '10'])
      expect(message(bad)).toBe(MESSAGES.disputeSplitAmount);
    expect(message(10.005)).toBe(MESSAGES.amountInvalid);
    expect(message(56.5)).toBeUndefined();
  });
});
