/**
 * The form field a request body's path belongs to (the schema's issues, checkOfferRules, the
 * server's fieldErrors): the seller's price is one field whatever the body calls it, the minimum
 * quantity travels in the attributes, and what names no field (lotId, userId) is the form's own.
 */
export function formField(key: string): string {
  if (key === 'attributes.minQuantity') return 'minQuantity';
  if (key === 'originalPrice' || key === 'unitPrice') return 'price';
  if (key === 'lotId' || key === 'userId' || key === 'id') return 'root';
  return key;
}
