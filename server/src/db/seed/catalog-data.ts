import type { GameSeed } from './catalog-types.ts';

// The demo catalogue: real games, categories named the way game marketplaces name them.
// Lot names keep recognisable words (Accounts, Boosting, Raids, Gold, Skins, Items, top-up, Gift
// cards, Keys) because the home page maps its tabs to lots by keyword.
import { counterStrike2 } from './games/counter-strike-2.ts';
import { dota2 } from './games/dota-2.ts';
import { worldOfWarcraft } from './games/world-of-warcraft.ts';
import { genshinImpact } from './games/genshin-impact.ts';
import { valorant } from './games/valorant.ts';
import { fortnite } from './games/fortnite.ts';
import { minecraft } from './games/minecraft.ts';
import { roblox } from './games/roblox.ts';
import { eveOnline } from './games/eve-online.ts';
import { lostArk } from './games/lost-ark.ts';
import { pathOfExile2 } from './games/path-of-exile-2.ts';
import { steam } from './games/steam.ts';
import { leagueOfLegends } from './games/league-of-legends.ts';
import { apexLegends } from './games/apex-legends.ts';
import { escapeFromTarkov } from './games/escape-from-tarkov.ts';
import { rust } from './games/rust.ts';
import { albionOnline } from './games/albion-online.ts';
import { honkaiStarRail } from './games/honkai-star-rail.ts';
import { brawlStars } from './games/brawl-stars.ts';
import { mobileLegendsBangBang } from './games/mobile-legends-bang-bang.ts';

/** In this order: the seed is deterministic, and the order feeds its random choices. */
export const GAMES: GameSeed[] = [
  counterStrike2,
  dota2,
  worldOfWarcraft,
  genshinImpact,
  valorant,
  fortnite,
  minecraft,
  roblox,
  eveOnline,
  lostArk,
  pathOfExile2,
  steam,
  leagueOfLegends,
  apexLegends,
  escapeFromTarkov,
  rust,
  albionOnline,
  honkaiStarRail,
  brawlStars,
  mobileLegendsBangBang,
];
