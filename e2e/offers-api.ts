import type { Page } from '@playwright/test';

/** The signed-in page's token, for the API calls that set a scene. */
export async function token(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('jwt')))!;
}

/**
 * Publishes an offer through the API as the page's user (the wizard has its own journey in
 * offers.spec.ts): the first lot that takes an offer without attributes. `price` is the base
 * price in roubles, before the 13% commission.
 */
export async function publishOffer(page: Page, name: string, price = 250, availability = 3): Promise<number> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  const userId = Number(await page.evaluate(() => localStorage.getItem('userId')));
  const products = await (await page.request.get('/api/products/getAll', { headers })).json();
  for (const product of products) {
    const lots = await (
      await page.request.get(`/api/lots/getAll?productId=${product.id}`, { headers })
    ).json();
    for (const lot of lots) {
      if (lot.attributes?.pricingType === 'PER_UNIT') continue;
      const res = await page.request.post('/api/offers/create', {
        headers,
        data: {
          name,
          shortDescription: 'Instant delivery, any region',
          longDescription: 'A long and honest description of what the buyer gets.',
          price,
          availability,
          pictureUrl: null,
          lotId: lot.id,
          userId,
          attributes: {},
        },
      });
      if (res.status() === 201) return (await res.json()).id;
    }
  }
  throw new Error('no lot accepted an offer without attributes');
}
