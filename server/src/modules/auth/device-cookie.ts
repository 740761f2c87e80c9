import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientInfo } from '../sessions/index.ts';

/**
 * The browser's device cookie (docs/decisions/0055-sessions-and-account-security.md): a random id
 * set at sign-in, httpOnly and signed, kept 400 days (the longest a browser keeps one). A sign-in
 * from a browser without it, or with one the account never signed in with, is a new device.
 * Scripts cannot read it; the server stores only its hash on the session.
 */
export const DEVICE_COOKIE = 'gamelot_device';
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The device id the request carries, or a new one; `isNew` when the reply must set it. */
export function deviceOf(request: FastifyRequest): { id: string; isNew: boolean } {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{16,64}$/.test(unsigned.value))
      return { id: unsigned.value, isNew: false };
  }
  return { id: randomBytes(18).toString('base64url'), isNew: true };
}

/** Sets (or refreshes) the device cookie on a sign-in's answer. */
export function rememberDevice(reply: FastifyReply, publicUrl: string, id: string): void {
  reply.setCookie(DEVICE_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    signed: true,
    maxAge: MAX_AGE_SECONDS,
  });
}

/** What a session records about the device signing in. */
export function clientOf(request: FastifyRequest, deviceId: string): ClientInfo {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null, deviceId };
}
