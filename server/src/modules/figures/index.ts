/**
 * The site's kept totals, read by the modules whose writes move them, and sellers' trust figures
 * (docs/decisions/0062-true-trust-figures.md): the reviews module answers them, the landing page
 * reads them in its one statement.
 */
export {
  keptOrZero,
  responseFigures,
  sellerFiguresColumns,
  siteFigure,
  type NullableKept,
  type ResponseFiguresJson,
} from './repository.ts';
export { responseWindow, sellerStats, storeRating } from './service.ts';
export { toSellerStats } from './presenter.ts';
