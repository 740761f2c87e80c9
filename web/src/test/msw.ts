import { setupServer } from 'msw/node';

/**
 * The one mock HTTP server of the web tests (MSW, in-process: it intercepts fetch). Started and
 * reset in setup.ts; tests add answers through `mockApi` (fetch-mock.ts) or `server.use`.
 */
export const server = setupServer();

/** Contract violations seen by answers in the current test; setup.ts fails the test on any. */
export const violations: string[] = [];
