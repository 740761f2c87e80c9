/** The wallet's public surface: a withdrawal as the API shows it. */
export { toWithdrawal } from './presenter.ts';
