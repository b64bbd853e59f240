import type { ScenarioOutline, ShippedScenario, ShippedScenarioSide } from "@tactica/engine";
import { createFirepowerSampleMap } from "@tactica/map";
import { toAuthoredSampleScenario } from "./authored-sample";
import { BASIC_GAME_SCENARIO } from "./basic-game";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { VEHICLE_SKIRMISH_SCENARIO } from "./vehicle-skirmish";

/**
 * A Firepower scenario the server ships (seeded at start, published): the document createMatch plays, the map it
 * plays on (a shipped map's id, or null when the document carries its own map document), and a brief written from
 * the rulebook.
 */
export type FirepowerShippedScenario = ShippedScenario<FirepowerScenario, string | null>;

type LooseSide = { readonly name?: unknown; readonly soldiers?: readonly { readonly weapon?: unknown }[] };

/** "1 LMG, 1 PST, 4 RFL": a side's soldiers counted by weapon, in the order they first appear. */
function toForce(side: LooseSide): string {
  const counts = new Map<string, number>();
  for (const s of side.soldiers ?? []) {
    const w = typeof s.weapon === "string" ? s.weapon : "?";
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].map(([w, n]) => `${n} ${w}`).join(", ");
}

/**
 * The sides (seats A and B, as the match has them) and turn limit of a Firepower scenario document, read loosely so
 * any stored document can be outlined; undefined when it has no sides A and B.
 */
export function outlineFirepowerScenario(document: unknown): ScenarioOutline | undefined {
  if (document === null || typeof document !== "object") return undefined;
  const d = document as { readonly turns?: unknown; readonly sides?: Readonly<Record<string, LooseSide | undefined>> };
  const a = d.sides?.A, b = d.sides?.B;
  if (!a || !b) return undefined;
  const side = (seat: string, s: LooseSide): ShippedScenarioSide => ({ seat, name: typeof s.name === "string" ? s.name : `Side ${seat}`, force: toForce(s) });
  return { sides: [side("A", a), side("B", b)], turnLimit: typeof d.turns === "number" ? d.turns : null };
}

function ship(entry: Omit<FirepowerShippedScenario, keyof ScenarioOutline | "id">): FirepowerShippedScenario {
  const outline = outlineFirepowerScenario(entry.document);
  if (!outline) throw new Error(`shipped scenario ${entry.document.id}: no sides A and B`);
  return { id: entry.document.id, ...entry, ...outline };
}

const SAMPLE_MAP = createFirepowerSampleMap().id;

/**
 * The Firepower scenarios the server ships: the book's Basic Game Scenario [2, 3, 7] and two samples of ours for the
 * Advanced Game (an authored map) and the Option 19 vehicles, each saying so in its title and brief.
 */
export const FIREPOWER_SHIPPED_SCENARIOS: readonly FirepowerShippedScenario[] = [
  ship({
    title: "Basic Game Scenario",
    rule: "Firepower 2, 3, 7",
    mapId: SAMPLE_MAP,
    document: BASIC_GAME_SCENARIO,
    brief:
      "The only scenario the Basic Game Rules alone can play (2). Mapboard panel 1 is laid below panel 2 (2.1) and the " +
      "players take the opposite 2/3 and 5/6 sides (2.2); each fields the same force, 1 LMG, 1 PST and 4 RFL soldiers with 3 sequence units " +
      "(2.3), set up within five hexes of his own side (2.4). The game lasts four Turns (3). Then each player scores 1 " +
      "victory point for every enemy soldier eliminated and 3 for every own surviving soldier in a hex on the opposite " +
      "side of the mapboard; the most points wins, equal points is a draw (7). The panels' art is not in the text, so " +
      "here it plays on the shipped sample map (placeholder terrain, 8 columns a panel) with both forces already placed " +
      "in the two columns at their own edge rather than the book's five hexes.",
  }),
  ship({
    title: "Advanced Game sample on an authored map (not in the book)",
    rule: "Firepower 8.2.2, 8.2.3, 7",
    mapId: null, // the document carries its map (mapDocument), so it needs no stored one
    document: toAuthoredSampleScenario(),
    brief:
      "A short sample of ours for the Advanced Game Rules, not a scenario of the book: two Turns on panel 4 of a map " +
      "made in the editor (terrain invented), with a hill rising one and then two contour levels (8.2.2) and a " +
      "two-storey building with stairs, a ground-floor door and an upper window (8.2.3). Side A, a rifleman and an LMG " +
      "on the 5/6 side, moves against Side B's two riflemen, one of them inside the building. It is scored as the " +
      "Basic Game Scenario (7): 1 victory point per enemy eliminated, 3 per own survivor on the opposite half.",
  }),
  ship({
    title: "Vehicle skirmish, Optional Rule 19 (not in the book; placeholder vehicle data)",
    rule: "Firepower Optional Rule 19, 7",
    mapId: SAMPLE_MAP,
    document: VEHICLE_SKIRMISH_SCENARIO,
    brief:
      "A sample of ours for the Advanced Game with the Optional Rule 19 vehicles, crewed weapons and mines; the text " +
      "has no scenario with vehicles. Four Turns on the shipped sample map: Side A's BMP1, a driver and a " +
      "gunner/loader aboard with two riflemen inside, attacks with four men on foot; Side B holds the 2/3 side with an " +
      "LMG, a disposable LPL3 launcher, a two-man MPL19 team and riflemen, and may secretly lay a VMN2 and a PMN2 " +
      "Claymore at set-up (A sets up first). Vehicle, vehicle-weapon and launcher numbers are placeholders, since the " +
      "Vehicle and Weapon Cards are not in the text. It is scored as the Basic Game Scenario (7).",
  }),
];
