import type { FastifyInstance, InjectOptions } from 'fastify';

/** How long the hostile suites wait for one answer before they report a hang. */
export const REQUEST_TIMEOUT_MS = 5_000;

export type Answer = { status: number; text: string; message: string | undefined; body: unknown };

/**
 * Sends one request through app.inject and waits at most REQUEST_TIMEOUT_MS; a hang throws an
 * error naming the request (`what`). The answer's JSON `message` is read for the 4xx checks.
 */
export async function answer(app: FastifyInstance, opts: InjectOptions, what: string): Promise<Answer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}\n  no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    const res = await Promise.race([app.inject(opts), timeout]);
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    const message = (body as { message?: unknown } | undefined)?.message;
    return {
      status: res.statusCode,
      text: res.body,
      body,
      message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    };
  } finally {
    clearTimeout(timer);
  }
}
