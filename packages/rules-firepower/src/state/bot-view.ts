// What a bot decides from and what it picks among: shared by the bot (play/bot.ts) and the rules whose choices it
// makes (Option 16.1 return throws, surrender, melee), which must not import the bot itself.
import type { FirepowerGame } from "./types";

/**
 * What the bot decides from: a seat's view of the match (engine `viewFor`: `game`, `step`, `options`), never
 * the MatchState. In Firepower the seat sees every soldier (3.3) but not the undrawn chits, so the bot cannot
 * read the chit order.
 */
export type FirepowerBotView = { readonly game: FirepowerGame; readonly step: string; readonly options: Readonly<Record<string, string>> };

/** A legal action as the API lists it (`legalActions`: type and payload; the seat is the caller's). */
export type FirepowerAction = { readonly type: string; readonly payload: unknown };
