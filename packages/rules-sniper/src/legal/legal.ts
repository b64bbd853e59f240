// The commands a seat may try now, computed from its own view (no hidden state): placements in the Initial
// Observation Phase [4.0 C], then each activated soldier's tasks [6.0] in the seat's impulse.
import type { ActivationTurn, LegalAction } from "@tactica/engine";
import type { Soldier } from "../state/index";
import { isFit, neighbor, onBoard } from "../state/index";
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
      out.push({ type: "move", seat, payload: { soldier: s.id, to } });
      if (!continuing) out.push({ type: "move", seat, payload: { soldier: s.id, to, evade: true } });
    }
    if (continuing) continue;
    for (const e of enemies) out.push({ type: "fire", seat, payload: { soldier: s.id, target: e.id } });
    out.push({ type: s.posture === "prone" ? "stand" : "lie_down", seat, payload: { soldier: s.id } });
    if (s.unloaded) out.push({ type: "reload", seat, payload: { soldier: s.id } });
    if (!s.markers.sighting) out.push({ type: "observe", seat, payload: { soldier: s.id } });
  }
  return out;
}
