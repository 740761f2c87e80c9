/**
 * Full page loads go through this object so tests can spy on them
 * (jsdom's window.location cannot be stubbed).
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Leaves the single-page app and loads `url` from the server (docs/product.md#states: "full reload"). */
export function fullPageLoad(url: string): void {
  browserNavigation.assign(url);
}
