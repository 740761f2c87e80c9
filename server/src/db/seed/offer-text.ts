import { LONG_DESCRIPTION_MAX, SHORT_DESCRIPTION_MAX } from '@gamelot/contract/rules';
import type { GameSeed, LotSeed } from './catalog-types.ts';
import { CLOSING, DETAILS_HEADING, GUARANTEES, KIND_COPY, type Lang } from './offer-text-data.ts';
import type { Random } from './random.ts';

export type OfferAttributes = Record<string, string | number>;

/** Quantities the Russian way (1 000 000); one formatter, as building one per call is slow. */
const QUANTITY = new Intl.NumberFormat('ru-RU');

/** Attributes that say where an offer is; the create wizard auto-names offers (docs/product.md#offer-editor) after one of them. */
export const NAMING_KEYS = ['Server', 'Region', 'Faction', 'League', 'Rank', 'Level', 'Edition', 'Platform'];

/** Fills `{Attr}` and `{prev:Attr}`; undefined when the title needs a value the offer lacks. */
export function fillTitle(title: string, game: GameSeed, attrs: OfferAttributes): string | undefined {
  let missing = false;
  const filled = title.replace(/\{(prev:)?([^}]+)\}/g, (_, prev: string | undefined, key: string) => {
    const value = attrs[key];
    if (value === undefined) return ((missing = true), '');
    if (!prev) return String(value);
    const allowed = game.attributes[key];
    const index = Array.isArray(allowed) ? allowed.indexOf(String(value)) : -1;
    if (index < 1 || !Array.isArray(allowed)) return ((missing = true), '');
    return allowed[index - 1] as string;
  });
  return missing ? undefined : filled;
}

/** The create wizard's automatic name: the product name and one chosen where-it-is attribute. */
export function autoName(game: GameSeed, attrs: OfferAttributes): string | undefined {
  const key = NAMING_KEYS.find((k) => attrs[k] !== undefined);
  return key ? `${game.name} | ${key}: ${attrs[key]}` : undefined;
}

export function offerName(
  rng: Random,
  game: GameSeed,
  title: string,
  attrs: OfferAttributes,
): { name: string; titled: boolean } {
  const auto = autoName(game, attrs);
  // Roughly a third of sellers keep the name the form suggests; the rest write their own.
  if (auto && rng.chance(0.35)) return { name: auto, titled: false };
  const server = attrs.Server ?? attrs.Region;
  const withServer = server !== undefined && !title.includes(String(server)) && rng.chance(0.5);
  return { name: withServer ? `${title} | ${server}` : title, titled: true };
}

type TextInput = {
  rng: Random;
  game: GameSeed;
  lot: LotSeed;
  title: string;
  attrs: OfferAttributes;
  lang: Lang;
  minQuantity: number;
};

export function offerDescriptions(input: TextInput): { short: string; long: string } {
  const { rng, game, lot, title, attrs, lang, minQuantity } = input;
  const copy = KIND_COPY[lot.kind][lang];
  const fill = (text: string) =>
    text
      .replaceAll('{game}', game.name)
      .replaceAll('{unit}', (lang === 'en' ? lot.unit?.labelEn : undefined) ?? lot.unit?.label ?? '1')
      .replaceAll('{min}', QUANTITY.format(minQuantity));

  const details = Object.entries(attrs)
    .filter(([key]) => key !== 'minQuantity')
    .map(([key, value]) => `• ${key}: ${value}`);
  const paragraphs = [
    `${title}.`,
    fill(rng.pick(copy.intro)),
    details.length ? `${DETAILS_HEADING[lang]}\n${details.join('\n')}` : undefined,
    fill(rng.pick(copy.delivery)),
    rng.sample(GUARANTEES[lang], 2).join(' '),
    CLOSING[lang],
  ].filter((p): p is string => Boolean(p));

  return {
    short: fill(rng.pick(copy.short)).slice(0, SHORT_DESCRIPTION_MAX),
    long: paragraphs.join('\n\n').slice(0, LONG_DESCRIPTION_MAX),
  };
}
