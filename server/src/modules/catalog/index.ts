/** The catalogue's public surface: a lot and its attributes, for offers and orders. */
export { findLot, findLotWithFullProduct, findProductRow } from './repository.ts';
export { lotAttributes } from './service.ts';
export { attributeLabelsIn, inLanguage, lotRef } from './language.ts';
