/** The orders module's public surface: what disputes, reviews and admin do with an order. */
export { findView, lockOrder, openSales, updateOrder } from './repository.ts';
export { roleOf } from './presenter.ts';
export { parties, refundToBuyer, release, type OrderDeps } from './service.ts';
export { reopenForWarrantyDispute, warrantyHolds } from './warranties.ts';
export type { OrderRow } from './repository.ts';
