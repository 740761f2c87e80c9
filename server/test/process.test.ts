import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Runs the real entry point (src/main.ts through tsx) as a child process on an embedded database.
const serverDir = path.resolve(import.meta.dirname, '..');

function startServer(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
    },
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function waitReady(port: number) {
  await vi.waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (!res.ok) throw new Error(`readyz answered ${res.status}`);
    },
    // A fresh embedded database migrates first; under a loaded machine that takes a while.
    { timeout: 60_000, interval: 100 },
  );
}

/** Waits until the child's log has a line that matches. */
const logged = (output: () => string, line: RegExp) =>
  vi.waitFor(() => expect(output()).toMatch(line), { timeout: 20_000, interval: 20 });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe.runIf(process.env.TEST_DB !== 'postgres')('the server process', () => {
  let running: ChildProcess | undefined;
  afterEach(() => void running?.kill('SIGKILL'));

  it('finishes in-flight requests on SIGTERM, closes the database cleanly, and starts again on it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gamelot-process-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = startServer(dataDir, port);
    running = first.child;
    await waitReady(port);

    // A request whose body is still arriving when the signal comes: the server has logged it,
    // then logs the signal, and only then gets the rest of the body.
    const body = JSON.stringify({ name: 'Slow Sam', email: 'slow@example.com', password: 'secret123' });
    let req!: ReturnType<typeof request>;
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/register?provider=local',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d) => (text += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
    });
    // Awaited below; a failure before then is reported there, not as an unhandled rejection.
    inFlight.catch(() => {});
    await logged(first.output, /"url":"\/api\/auth\/register\?provider=local".*"msg":"incoming request"/);
    first.child.kill('SIGTERM');
    await logged(first.output, /"msg":"shutting down"/);
    req.end(body.slice(10));

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text).token).toEqual(expect.any(String));
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('shutting down');
    // Test-card payments are on by default outside production: the log says so at start.
    expect(first.output()).toMatch(/"level":40,.*"msg":"Test-card payments are on/);

    // The embedded database was closed cleanly: it opens again with the user still there.
    const second = startServer(dataDir, port);
    running = second.child;
    await waitReady(port);
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/singIn?provider=local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'slow@example.com', password: 'secret123' }),
    });
    expect(signIn.status).toBe(200);
    second.child.kill('SIGINT');
    expect(await exited(second.child)).toBe(0);
  }, 150_000);

  it('refuses to start with an invalid configuration and says why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: '',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'g-')),
      },
    });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    expect(await exited(child)).toBe(1);
    expect(stderr).toContain('JWT_SECRET');
  }, 90_000);
});
