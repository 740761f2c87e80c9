/** The wallet's public surface: withdrawal requests as administrators decide and see them. */
export { decideWithdrawal, lockWithdrawal } from './repository.ts';
export { toWithdrawal } from './presenter.ts';
