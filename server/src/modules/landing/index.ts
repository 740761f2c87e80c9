/** An offer page's first answers, for the landing pages. */
export { offerPageAnswers, type OfferPageAnswers } from './service.ts';
