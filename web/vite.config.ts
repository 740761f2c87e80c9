/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at the highest
 * levels, so the server sends them as they are (@fastify/static preCompressed) instead of
 * compressing on every request or not at all.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'gamelot-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`))
          continue;
        const bytes = readFileSync(file);
        if (bytes.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const apiTarget = process.env.GAMELOT_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/oauth2': apiTarget,
      '/login/oauth2': apiTarget,
      '/media': apiTarget,
      '/ws': { target: apiTarget, ws: true },
      '/chat-ws': { target: apiTarget, ws: true },
    },
  },
  // The manifest lets `npm run bench -- bundle` find each route's chunks.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes into one chunk: the first load is then two
        // scripts, not sixteen small ones (each a request, at most six at a time over HTTP/1.1).
        // The shared offer card and its picture travel together: every page that shows cards needs
        // both, and one chunk costs less than two (ADR 0045).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'offer-card', test: /src\/shared\/(entities\/offer-card\/|ui\/CoverImage)/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Which files run, and whether they share modules: the `web` projects of vitest.config.ts.
    // Component tests render the real app shell; give them room on a busy CI machine.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
