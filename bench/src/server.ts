import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type RunningServer = {
  url: string;
  /** The server process's id, e.g. to read its memory from /proc/<pid>/status. */
  pid: number;
  stop(): Promise<void>;
};

/**
 * Starts the built server (npm run build first) as its own process, as production runs it. An
 * `env` value of undefined removes that variable (e.g. DATABASE_URL, for the embedded PGlite).
 * With DATABASE_URL the server needs its secrets given (ADR 0057): fresh ones unless set.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  port = 18080,
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'server/dist/main.js'], {
    cwd: repoRoot,
    env: Object.fromEntries(
      Object.entries({
        JWT_SECRET: randomBytes(48).toString('base64url'),
        KEYS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        PAYMENTS_WEBHOOK_SECRET: randomBytes(48).toString('base64url'),
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        ...env,
      }).filter(([, value]) => value !== undefined),
    ),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
