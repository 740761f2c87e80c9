/** The ledger's public surface: the one way to move money (docs/decisions/0020-ledger.md). */
export {
  balanceOf,
  heldAccountId,
  lockWalletFor,
  platformAccountId,
  post,
  transfer,
  userBalance,
  walletAccountId,
  warrantyAccountId,
} from './service.ts';
