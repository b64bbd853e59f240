// The commands a seat may try now, computed from its own view (no hidden state): placements in the Initial
// Observation Phase [4.0 C], then each activated soldier's tasks [6.0] in the seat's impulse: moves (crawls when
// prone [9.4]), jumps from above the ground [10.3], climbs in a staircase or ladder hex [10.1, 10.2], fire, posture.
import type { ActivationTurn, LegalAction } from "@tactica/engine";
import { toHexKey } from "@tactica/hex";
import { buildingAt } from "../terrain/index";
import type { Soldier } from "../state/index";
import { compiledBoard, isFit, neighbor, onBoard } from "../state/index";
import type { SniperGameView } from "../view/index";
import { isOwn } from "../view/index";

export function toSniperLegalActions(game: SniperGameView, turn: ActivationTurn, seat: string): LegalAction[] {
  if (game.result) return [];
  const mine = game.soldiers.filter((s): s is Soldier => isOwn(s) && s.side === seat && isFit(s) && !s.stunned);
  const out: LegalAction[] = [];
  if (turn.step === "observation" && turn.placing[0] === seat) {
    for (const s of mine) if (!s.markers.sighting) out.push({ type: "observe", seat, payload: { soldier: s.id } });
    return out;
  }
  const imp = game.impulse;
  if (turn.step !== "operations" || !imp || imp.seat !== seat || !("done" in imp)) return out;
  const enemies = game.soldiers.filter((s) => s.side !== seat && s.health !== "kia");
  for (const s of mine) {
    const continuing = imp.current?.soldier === s.id;
    if (!continuing && (s.activation > imp.marker || imp.done.includes(s.id))) continue;
    for (let d = 0; d < 6; d++) {
      const to = neighbor(s.hex, d);
      if (!onBoard(game.board, to)) continue;
      if (s.posture === "prone") { if (!continuing) out.push({ type: "crawl", seat, payload: { soldier: s.id, to } }); continue; }
      out.push({ type: "move", seat, payload: { soldier: s.id, to } });
      if (!continuing) out.push({ type: "move", seat, payload: { soldier: s.id, to, evade: true } });
      if (!continuing && s.level > 0) out.push({ type: "jump", seat, payload: { soldier: s.id, to } });
    }
    if (continuing) continue;
    // Up or down a staircase or ladder [10.1, 10.2].
    const stair = game.board.buildings?.length ? buildingAt(compiledBoard(game.board), s.hex)?.stairs.get(toHexKey(s.hex)) : undefined;
    if (stair && s.posture !== "prone") for (const storey of [s.level - 1, s.level + 1]) if (storey >= stair.from && storey <= stair.to) out.push({ type: "climb", seat, payload: { soldier: s.id, storey } });
    for (const e of enemies) out.push({ type: "fire", seat, payload: { soldier: s.id, target: e.id } });
    out.push({ type: s.posture === "prone" ? "stand" : "lie_down", seat, payload: { soldier: s.id } });
    if (s.unloaded) out.push({ type: "reload", seat, payload: { soldier: s.id } });
    if (!s.markers.sighting) out.push({ type: "observe", seat, payload: { soldier: s.id } });
  }
  return out;
}
