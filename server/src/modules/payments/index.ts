/** The payment provider the test card uses. */
export { TEST_PROVIDER } from './test-provider.ts';
