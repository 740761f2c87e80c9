import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The built-in test card provider (docs/product.md#wallet, ADR 0021): a payment page and a signed webhook
 * that behave like a real provider's, with no real money. Signature scheme (as Stripe's):
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */

export const TEST_PROVIDER = 'test';
export const SIGNATURE_HEADER = 'x-test-provider-signature';
/** A webhook older or newer than this is refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;

export const webhookEventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/),
  type: z.enum(['payment.succeeded', 'payment.declined']),
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  amountKopecks: z.number().int().positive(),
  createdAt: z.string(),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

export function newEventId(): string {
  return `evt_${randomBytes(18).toString('base64url')}`;
}

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signWebhook(secret: string, body: string, nowMs: number = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export type Verification = { ok: true } | { ok: false; reason: 'signature' | 'stale' };

/** Checks the header against the raw body, comparing in constant time. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  nowMs: number = Date.now(),
): Verification {
  const parts = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq > 0) parts.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(given)) return { ok: false, reason: 'signature' };
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return { ok: false, reason: 'signature' };
  if (Math.abs(nowMs / 1000 - t) > WEBHOOK_TOLERANCE_S) return { ok: false, reason: 'stale' };
  return { ok: true };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The provider's payment page: plain HTML, no script (the site's CSP allows none inline). */
export function paymentPage(p: { id: string; amountRoubles: string; status: string }): string {
  const id = escapeHtml(p.id);
  const body =
    p.status === 'pending'
      ? `<p class="amount">${escapeHtml(p.amountRoubles)} ₽</p>
<form method="post" action="/pay/test/${id}">
<p><label>Card number <input name="card" value="4242 4242 4242 4242" readonly></label></p>
<p><button type="submit" name="outcome" value="pay">Pay ${escapeHtml(p.amountRoubles)} ₽</button>
<button type="submit" name="outcome" value="decline">Decline</button></p>
</form>`
      : `<p>This payment is already ${escapeHtml(p.status)}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test card — no real money</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
.banner{background:#fff3cd;border:1px solid #e0c36c;padding:.75rem;border-radius:.5rem}
.amount{font-size:2rem;font-weight:700}button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}</style>
</head><body>
<h1>Gamelot test payment</h1>
<p class="banner"><strong>Test card — no real money.</strong> This page stands in for a payment provider in development and demos.</p>
${body}
<p><a href="/wallet">Back to the wallet</a></p>
</body></html>`;
}
