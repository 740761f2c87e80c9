/** The form field a request body's field error belongs to (server fieldErrors, checkOfferRules). */
export function formField(key: string): string {
  return key === 'attributes.minQuantity'
    ? 'minQuantity'
    : key === 'originalPrice' || key === 'unitPrice'
      ? 'price'
      : key;
}
