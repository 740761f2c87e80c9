import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, KeptPages, lotPage } from './kept-page.ts';

describe('kept pages (docs/decisions/0037-kept-figures.md)', () => {
  it('builds a page once and keeps it until its key or everything changes', async () => {
    const pages = new KeptPages();
    let builds = 0;
    const build = async () => ({ html: `page ${++builds}`, keep: true });
    expect((await pages.get('home', build)).html).toBe('page 1');
    expect((await pages.get('home', build)).html).toBe('page 1');
    pages.changed(lotPage(7)); // another page: this one stays
    expect(pages.isKept('home')).toBe(true);
    pages.changed('home');
    expect(pages.isKept('home')).toBe(false);
    expect((await pages.get('home', build)).html).toBe('page 2');
    pages.changedAll();
    expect((await pages.get('home', build)).html).toBe('page 3');
  });

  it('keeps each variant (language) of a page apart, and drops them all on a change (ADR 0066)', async () => {
    const pages = new KeptPages();
    const build = (lang: string) => async () => ({ html: `home in ${lang}`, keep: true });
    expect((await pages.get('home', build('ru'), 'ru')).html).toBe('home in ru');
    expect((await pages.get('home', build('en'), 'en')).html).toBe('home in en');
    expect((await pages.get('home', build('x'), 'ru')).html).toBe('home in ru');
    expect((await pages.get('home', build('x'), 'en')).html).toBe('home in en');
    pages.changed('home');
    expect(pages.isKept('home', 'ru')).toBe(false);
    expect(pages.isKept('home', 'en')).toBe(false);
    expect((await pages.get('home', build('en again'), 'en')).html).toBe('home in en again');
    expect(pages.isKept('home', 'ru')).toBe(false);
  });

  it('shares one build between concurrent visitors, and does not keep what it may not', async () => {
    const pages = new KeptPages();
    let builds = 0;
    const slow = async () => {
      builds++;
      await new Promise((resolve) => setImmediate(resolve));
      return { html: 'missing lot', keep: false };
    };
    const [a, b] = await Promise.all([pages.get(lotPage(1), slow), pages.get(lotPage(1), slow)]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    expect(pages.isKept(lotPage(1))).toBe(false);
  });

  it('sends but does not keep a page built while a change was announced', async () => {
    const pages = new KeptPages();
    const page = pages.get('home', async () => {
      pages.changed('home'); // announced while reading
      return { html: 'maybe stale', keep: true };
    });
    expect((await page).html).toBe('maybe stale');
    expect(pages.isKept('home')).toBe(false);
  });

  it('compresses a kept page once per encoding', () => {
    const page = { html: '<html>'.repeat(100) };
    const br = encodedBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(page.html);
    expect(encodedBody(page, 'br').body).toBe(br.body);
    const gz = encodedBody(page, 'gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(page.html);
    expect(encodedBody(page, undefined)).toEqual({ body: page.html });
  });
});
