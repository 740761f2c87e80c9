import { describe, expect, it } from 'vitest';
import { finalPriceKopecks, isDemoEmail, normalizeEmail, ratingToStars, roublesToKopecks } from './rules.ts';
import { toPaged } from './paging.ts';
import { registerBodySchema } from './schemas/auth.ts';

describe('pricing', () => {
  it('adds 13% commission rounded half-up to the kopeck', () => {
    expect(finalPriceKopecks(10000)).toBe(11300);
    expect(finalPriceKopecks(1)).toBe(2); // 0.13 kopeck of commission is still a kopeck
    expect(finalPriceKopecks(50)).toBe(57); // 56.5 rounds half-up
    expect(finalPriceKopecks(0)).toBe(0);
  });
  it('converts roubles to whole kopecks without float drift', () => {
    expect(roublesToKopecks(0.1 + 0.2)).toBe(30);
    expect(roublesToKopecks(19.99)).toBe(1999);
  });
});

describe('ratings', () => {
  it('maps a 1–10 rating to 0–5 stars', () => {
    expect(ratingToStars(10)).toBe(5);
    expect(ratingToStars(9)).toBe(4);
    expect(ratingToStars(1)).toBe(0);
    expect(ratingToStars(42)).toBe(5);
    expect(ratingToStars(-3)).toBe(0);
  });
});

describe('identity rules', () => {
  it('normalises e-mail', () => {
    expect(normalizeEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
  it('validates registration with the product messages', () => {
    const short = registerBodySchema.safeParse({ name: 'A', email: 'a@b.co', password: '123' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 6 characters');
    const ok = registerBodySchema.parse({ name: ' Ann ', email: ' Ann@Example.com ', password: 'secret1' });
    expect(ok).toEqual({ name: 'Ann', email: 'ann@example.com', password: 'secret1' });
  });
});

describe('paging', () => {
  it('computes total pages', () => {
    expect(toPaged([1, 2], 45, 2, 20).page).toEqual({
      number: 2,
      size: 20,
      totalPages: 3,
      totalElements: 45,
    });
  });
});

describe('demo e-mails', () => {
  it("are the seeds' domains only, whatever the case", () => {
    for (const email of [
      'demo@gamelot.local',
      ' Anna@Demo.Gamelot.Local ',
      'large-seller-1@seed.gamelot.test',
    ]) {
      expect(isDemoEmail(email)).toBe(true);
    }
    for (const email of ['demo@gamelot.example', 'x@notdemo.gamelot.local', 'gamelot.local@example.com']) {
      expect(isDemoEmail(email)).toBe(false);
    }
    expect(
      registerBodySchema.safeParse({ name: 'A', email: 'a@demo.gamelot.local', password: 'secret1' }).success,
    ).toBe(false);
  });
});
