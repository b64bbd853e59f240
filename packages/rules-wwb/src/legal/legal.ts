// The commands a seat may try now, from its own view only: activating a pending team of its own (the Leader orders
// the teams in his ZOC, WWB 5.0), its active team's actions (4.0, 7.0, 8.1, 8.2) and ending the activation.
import type { InitiativeTurn, LegalAction } from "@tactica/engine";
import { neighbor, onBoard } from "../grids/index";
import { isReady } from "../state/index";
import type { Soldier } from "../state/index";
import type { WwbGameView } from "../view/index";
import { isOwn } from "../view/index";

/** Teams the seat may activate now (WWB 5.0: outside the Leader's ZOC first; the Leader picks the ones inside). */
export function activatableTeams(turn: InitiativeTurn, seat: string): string[] {
  if (!turn.phases.includes(turn.step) || turn.activeTeam !== null || !turn.acting) return [];
  const pending = turn.teams.filter((t) => t.side === turn.acting && !turn.done.includes(t.id));
  const outside = pending.filter((t) => !turn.zoc?.teams.includes(t.id));
  if (outside.length > 0) return outside.filter((t) => t.seat === seat).map((t) => t.id);
  return turn.zoc?.leaderSeat === seat ? pending.map((t) => t.id) : [];
}

export function toWwbLegalActions(game: WwbGameView, turn: InitiativeTurn, seat: string): LegalAction[] {
  if (game.result || turn.over) return [];
  if (turn.step === "initiative") return [{ type: "turn/roll_initiative", seat, payload: {} }];
  const out: LegalAction[] = activatableTeams(turn, seat).map((team) => ({ type: "turn/activate_team", seat, payload: { team } }));
  const team = turn.teams.find((t) => t.id === turn.activeTeam);
  if (!team || team.seat !== seat) return out;
  const mine = game.soldiers.filter((s): s is Soldier => isOwn(s) && s.team === team.id && isReady(s));
  const enemies = game.soldiers.filter((s) => s.side !== team.side && s.fate === "map" && s.health.condition !== "dead");
  for (const s of mine) {
    if (turn.step === "fire") {
      if (!s.acted) {
        for (const e of enemies) out.push({ type: "fire", seat, payload: { soldier: s.id, target: e.id } });
        out.push({ type: "opportunity", seat, payload: { soldier: s.id, facing: s.facing } });
        if (s.ammo.box > 1) out.push({ type: "reload", seat, payload: { soldier: s.id } });
      }
      if (!s.freeUsed) {
        for (let d = 0; d < 6; d++) { const to = neighbor(s.hex, d); if (onBoard(game.board, to)) out.push({ type: "step", seat, payload: { soldier: s.id, to } }); }
        for (const st of ["standing", "kneeling", "prone"] as const) if (st !== s.stance) out.push({ type: "stance", seat, payload: { soldier: s.id, stance: st } });
      }
    } else if (turn.step === "movement" && !s.acted) {
      for (let d = 0; d < 6; d++) {
        const to = neighbor(s.hex, d);
        if (onBoard(game.board, to)) out.push({ type: "move", seat, payload: { soldier: s.id, mode: s.stance === "standing" ? "walk" : "stealth", path: [to] } });
      }
      for (const st of ["standing", "kneeling", "prone"] as const) if (st !== s.stance) out.push({ type: "stance", seat, payload: { soldier: s.id, stance: st } });
    }
  }
  out.push({ type: "turn/end_activation", seat, payload: {} });
  return out;
}
