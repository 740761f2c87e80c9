/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.GAMELOT_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests render the real app shell; give them room on a busy CI machine.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
