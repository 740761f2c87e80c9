import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthorizationChecks } from './google.ts';

export const GOOGLE_CALLBACK_PATH = '/login/oauth2/code/google';

/** Long enough to choose an account and consent, short enough that a stolen cookie soon expires. */
const FLOW_TTL_MS = 10 * 60 * 1000;
export const FLOW_COOKIE = 'gamelot_oauth';

/**
 * Linking from settings: the account that started the flow and the token version its session had.
 * It rides in the signed cookie, so only this server could have written it, and only the browser
 * that started the flow carries it back (with the state, nonce and PKCE verifier it must match).
 */
export type LinkTarget = { userId: number; tokenVersion: number };

export type GoogleFlow = AuthorizationChecks & { link?: LinkTarget };

const flowCookieSchema = z.object({
  codeVerifier: z.string().min(1),
  state: z.string().min(1),
  nonce: z.string().min(1),
  expiresAt: z.number(),
  link: z.object({ userId: z.number().int().positive(), tokenVersion: z.number().int() }).optional(),
});

export function flowCookieOptions(publicUrl: string): CookieSerializeOptions {
  return {
    path: GOOGLE_CALLBACK_PATH,
    httpOnly: true,
    // Lax: the cookie must come along on the top-level redirect back from Google.
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    signed: true,
  };
}

/** Keeps what must survive the round trip through Google: in a signed cookie, not in memory. */
export function saveFlow(reply: FastifyReply, options: CookieSerializeOptions, flow: GoogleFlow): void {
  const value = JSON.stringify({ ...flow, expiresAt: Date.now() + FLOW_TTL_MS });
  reply.setCookie(FLOW_COOKIE, value, { ...options, maxAge: FLOW_TTL_MS / 1000 });
}

/** The flow saved when it started, or why it cannot be trusted. */
export function readFlow(request: FastifyRequest): GoogleFlow | string {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return 'no flow cookie (expired, or the flow started in another browser)';
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return 'flow cookie signature is invalid';
  let parsed;
  try {
    parsed = flowCookieSchema.safeParse(JSON.parse(unsigned.value));
  } catch {
    return 'flow cookie is not JSON';
  }
  if (!parsed.success) return 'flow cookie is malformed';
  if (parsed.data.expiresAt < Date.now()) return 'flow cookie expired';
  const { codeVerifier, state, nonce, link } = parsed.data;
  return link ? { codeVerifier, state, nonce, link } : { codeVerifier, state, nonce };
}
