/** The offers module's public surface: offer cards and pages as other modules read and show them. */
export { findCards, findOfferForUpdate, offerColumns, setBlocked } from './repository.ts';
export { toOffer, toOfferCard, toOfferCards } from './presenter.ts';
