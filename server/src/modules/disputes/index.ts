/** Disputes as administrators list and decide them. */
export { listDisputes, resolve } from './service.ts';
