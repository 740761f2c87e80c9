import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import type { BenchOptions } from '../index.ts';
import type { LoadResult } from '../load.ts';

/*
 * `npm run bench -- format [--runs 5] [--throttle 4]`: what the web app's formatting costs in the
 * browser (ADR 0045). In a fresh Chromium each run, CPU slowed `throttle` times as a mid-range
 * phone is: the first Intl.PluralRules (i18next builds one for the first plural text of a page),
 * then the first Intl.NumberFormat / DateTimeFormat,
 * one more with other options, then a thousand lot-page prices through a kept Intl formatter and
 * through a hand-written one (grouping and decimal comma written by hand, as the module did before).
 */

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Runs inside the page: every figure in milliseconds. */
function measure() {
  const time = (work: () => void) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };
  const prices = Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 250_000) / 100 + 10);
  let sink = '';
  // What i18next builds for the first plural text of a page (the lot page's minimum orders, counts).
  const firstPlural = time(() => {
    sink += new Intl.PluralRules('ru').select(3);
  });
  const firstNumber = time(() => {
    sink += new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(1234.5);
  });
  const secondNumber = time(() => {
    sink += new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(8.4);
  });
  const firstDate = time(() => {
    sink += new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date(2025, 6, 16),
    );
  });
  const kept = new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const intlThousand = time(() => {
    for (const price of prices) sink += kept.format(price);
  });
  const hand = (value: number) => {
    const [whole = '0', fraction = ''] = value.toFixed(2).split('.');
    let out = whole.slice(0, ((whole.length - 1) % 3) + 1);
    for (let i = out.length; i < whole.length; i += 3) out += '\u00a0' + whole.slice(i, i + 3);
    return `${out},${fraction}\u00a0₽`;
  };
  const handThousand = time(() => {
    for (const price of prices) sink += hand(price);
  });
  return { firstPlural, firstNumber, secondNumber, firstDate, intlThousand, handThousand, sink: sink.length };
}

type Figures = Omit<ReturnType<typeof measure>, 'sink'>;

export async function format(opts: BenchOptions): Promise<LoadResult[]> {
  const runs = Number(opts.runs ?? 5);
  const throttle = Number(opts.throttle ?? 4);
  const results: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto('data:text/html,<title>format</title>');
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      // tsx keeps function names with a __name helper the page does not have.
      await page.evaluate('globalThis.__name = (f) => f');
      const { sink: _sink, ...figures } = await page.evaluate(measure);
      results.push(figures);
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
  }
  const median = (key: keyof Figures) => {
    const sorted = results.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  console.log(`\nFormatting in Chromium, CPU slowed ${throttle}×, median of ${runs} fresh browsers (ms)\n`);
  console.log('| measure | ms |\n| --- | --- |');
  const rows: [string, keyof Figures][] = [
    ['first Intl.PluralRules (ru), as i18next builds for a plural text', 'firstPlural'],
    ['then the first Intl.NumberFormat (ru-RU currency), built and used once', 'firstNumber'],
    ['a second Intl.NumberFormat (other options)', 'secondNumber'],
    ['first Intl.DateTimeFormat (ru-RU long date)', 'firstDate'],
    ['1000 prices through one kept Intl.NumberFormat', 'intlThousand'],
    ['1000 prices written by hand', 'handThousand'],
  ];
  for (const [label, key] of rows) console.log(`| ${label} | ${median(key).toFixed(2)} |`);
  return [];
}
