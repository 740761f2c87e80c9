/** Disputes as administrators list and decide them, the deadline sweep, and the chat arbitration reads. */
export { decideSilentSellers, listDisputes, resolve } from './service.ts';
