import { load, type LoadResult } from '../load.ts';
import { startServer } from '../server.ts';

/** The stack's floor: a readiness probe (one database round trip) and an authenticated read. */
export async function baseline(): Promise<LoadResult[]> {
  const server = await startServer({ SEED_DEMO: 'false', DATA_DIR: `/tmp/gamelot-bench-${Date.now()}` });
  try {
    const register = await fetch(`${server.url}/api/auth/register?provider=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bench',
        email: `bench${Date.now()}@example.com`,
        password: 'bench-password',
      }),
    });
    const { token } = (await register.json()) as { token: string };
    return [
      await load('GET /readyz', { url: `${server.url}/readyz` }),
      await load('GET /api/users/getUserPrincipalData', {
        url: `${server.url}/api/users/getUserPrincipalData`,
        headers: { authorization: `Bearer ${token}` },
      }),
    ];
  } finally {
    await server.stop();
  }
}
