import { describe, expect, it } from "vitest";
import { stand, variant } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { BOARD, bridgeMatch, END2, find, onDeck, SPAN, under } from "./bridges-play.fixture";
import { losFrom, toFireSituation, toViewpoint } from "../combat/fire-context";
import { defiladeHeights } from "../combat/optional-defilade";
import { isProneFromAbove } from "./optional-confined";
import { blastCoverTerrain } from "./tree-positions";
import type { FirepowerState } from "../state/types";

/** The bridge over rough ground: B1 on the deck, B2 under it; A1 on the far originating hex. */
function roughBridge(options: Record<string, string> = {}): FirepowerState {
  const span = BOARD.hexOf(SPAN);
  if (!span) throw new Error("no hex");
  const map = variant((doc) => ({ ...doc, hexes: [...(doc.hexes ?? []), { hex: span, terrain: "rough" }] }));
  const s = bridgeMatch([stand("A1", END2, 5)], [stand("B1", "4H3", 6), stand("B2", "4H4", 6)], END2, {}, options, map);
  return under(onDeck(s, "B1"), "B2");
}

describe("fire cover on and under a bridge (firepower 8.9)", () => {
  it("firepower 8.9: a man on the deck stands on the paved bridge, not in the low spot's rough, for fire and blast cover; a man under it keeps the rough", () => {
    const s = roughBridge();
    const board = boardOf(s.game);
    const a1 = find(s, "A1"), b1 = find(s, "B1"), b2 = find(s, "B2");
    const los = losFrom(board, s.game, a1, toViewpoint(b1));
    if (!los) throw new Error("no LOS answer");
    expect(los.clear).toBe(true);
    expect(toFireSituation(board, s.game, a1, b1, "semi", 0, {}, los).target.terrain).toBe("clear");
    expect(toFireSituation(board, s.game, a1, b2, "semi", 0, {}, los).target.terrain).toBe("rough");
    expect(blastCoverTerrain(board, s.game, b1.hex, b1)).toBe("clear");
    expect(blastCoverTerrain(board, s.game, b2.hex, b2)).toBe("rough");
  });

  it("firepower 8.9, 23.4, 16.2.2: defilade heights of a man on the deck are counted from the deck up, and he is not Prone far below a firer on the bank", () => {
    const s = roughBridge({ "firepower/defilade": "on", "firepower/fire_from_above": "on" });
    const board = boardOf(s.game);
    const a1 = find(s, "A1"), b1 = find(s, "B1");
    // Seen across the level bank and deck: no height of him is hidden (counted under the deck, his lower heights would be).
    expect(defiladeHeights(board, s.game, a1, b1, s.options)).toBe(0);
    expect(isProneFromAbove(board, s.game, a1, { ...b1, posture: "prone" }, s.options)).toBe(false);
  });
});
