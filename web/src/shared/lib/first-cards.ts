/**
 * How many of a page's offer cards load their pictures at once, at high priority: the first, which
 * is the largest paint on a phone (one card per row) and one of the first row on a wide window.
 * The others load at the browser's own priority, which raises those in view after layout, so on a
 * phone the pictures below the fold do not share the slow first seconds with the one in view.
 */
export const EAGER_CARDS = 1;
