// The scenarios the server ships: the Patrol situation [37], the one the book gives beginners with the basic
// rules [1.0], [15.0], on the placeholder rural board and on the placeholder urban board (mapId null: the match
// makes its own board).
import type { ScenarioOutline, ShippedScenario } from "@tactica/engine";
import { findOb } from "./orders-of-battle";
import type { SniperScenario } from "./schema";

export type SniperShippedScenario = ShippedScenario<SniperScenario, null>;

/** The sides and turn cap of a stored document, read loosely; undefined when it names no known OB. */
export function outlineSniperScenario(document: unknown): ScenarioOutline | undefined {
  if (document === null || typeof document !== "object") return undefined;
  const d = document as { ob?: unknown; alphaSide?: unknown; turns?: unknown };
  const ob = typeof d.ob === "string" ? findOb(d.ob) : undefined;
  if (!ob) return undefined;
  const a = d.alphaSide === 1 ? 1 : 0;
  const alpha = ob.sides[a]!, bravo = ob.sides[a === 0 ? 1 : 0]!;
  return {
    sides: [{ seat: "alpha", name: alpha.nation, force: alpha.printed }, { seat: "bravo", name: bravo.nation, force: bravo.printed }],
    turnLimit: typeof d.turns === "number" ? d.turns : 12,
  };
}

const ship = (e: Omit<SniperShippedScenario, keyof ScenarioOutline | "mapId">): SniperShippedScenario => {
  const outline = outlineSniperScenario(e.document);
  if (!outline) throw new Error(`shipped scenario ${e.id}: unknown OB`);
  return { ...e, mapId: null, ...outline };
};

export const SNIPER_SHIPPED_SCENARIOS: readonly SniperShippedScenario[] = [
  ship({
    id: "sniper-patrol-naples-1943",
    title: "Patrol: Naples, 1943",
    rule: "sniper 37.0-37.6",
    brief:
      "Two patrols, American (10 SR, 2 AR; track C) and German (4 BR, 2 MP, 3 MG; track C), enter from opposite edges " +
      "of mixed rural terrain [37.6] and fight for victory points [37.4]. The printed map sheets are absent: the match " +
      "plays a 16 x 20 placeholder board. The movement to contact [37.2] is not played: the normal sequence runs from " +
      "turn 1. The book sets no turn limit [37.3]; this server caps the match at 12 turns.",
    document: { situation: "patrol", ob: "naples-1943", alphaSide: 0, entry: { alpha: 2, bravo: 2 }, turns: 12 },
  }),
  ship({
    id: "sniper-patrol-naples-1943-urban",
    title: "Patrol: Naples, 1943 (urban)",
    rule: "sniper 37.0-37.6, 10.0-10.4, 11.1",
    brief:
      "The same two patrols in the streets of Naples: the OB allows urban or mixed terrain [37.6], and this one plays " +
      "the urban side in the mixed mode. The printed urban sheet is absent: the match plays a 16 x 20 placeholder " +
      "board of streets and five buildings of one to three floors, with doors, windows, staircases and a ladder, so " +
      "soldiers climb [10.1, 10.2] and see and fire between storeys [7.5, 11.8]. The movement to contact [37.2] is not " +
      "played. This server caps the match at 6 turns.",
    document: { situation: "patrol", ob: "naples-1943", alphaSide: 0, mapSide: "urban", entry: { alpha: 2, bravo: 2 }, turns: 6 },
  }),
];
