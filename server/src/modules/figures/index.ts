/** The site's kept totals, read by the modules whose writes move them. */
export { siteFigure } from './repository.ts';
