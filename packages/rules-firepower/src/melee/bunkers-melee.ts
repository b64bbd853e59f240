// Firepower 10.8: "if side A had four soldiers inside a pillbox, side B could move up to four soldiers inside the
// pillbox for a melee": the melee command, taken through a bunker's or pillbox's door or up a tower's stairs.
import type { ChitTurn, CommandSpec, GameEvent } from "@tactica/engine";
import { reject } from "@tactica/engine";
import { boardOf } from "../core/board";
import { capacityOf, insideOf, meleeGoesInside } from "../works/bunkers";
import type { FortificationUnit } from "../works/bunkers";
import type { FirepowerGame, FirepowerState } from "../state/types";

type Payload = { readonly soldiers?: readonly string[]; readonly hex?: string };

/** The unit a melee goes into and its attackers, when it goes through the door (or a tower's stairs) at an enemy garrison. */
function inward(state: FirepowerState, payload: unknown): { unit: FortificationUnit; attackers: string[] } | undefined {
  const p = (payload ?? {}) as Payload;
  const hex = typeof p.hex === "string" ? boardOf(state.game).hexOf(p.hex) : undefined;
  const first = state.game.soldiers.find((s) => s.id === p.soldiers?.[0]);
  const unit = hex && first ? meleeGoesInside(state.game, first, hex) : undefined;
  return unit ? { unit, attackers: [...(p.soldiers ?? [])] } : undefined;
}

/**
 * Wraps `melee` [10.8]: a melee through the door holds up to the unit's capacity of the attacking side (the men it
 * has inside count), and the attackers end inside the unit, whoever wins (the losers are eliminated or wounded there).
 */
export function withFortificationMelee(spec: CommandSpec<FirepowerGame, ChitTurn>): CommandSpec<FirepowerGame, ChitTurn> {
  return {
    ...spec,
    validate: (state, cmd, ctx) => {
      const into = inward(state, cmd.payload);
      if (into && insideOf(state.game, into.unit.hex, cmd.seat === "A" ? "A" : "B").length + into.attackers.length > capacityOf(into.unit)) {
        return reject("bunker/full", `a ${into.unit.type} holds up to ${capacityOf(into.unit)} soldiers of one side, in a melee too`, "Firepower 10.8");
      }
      return spec.validate(state, cmd, ctx);
    },
    resolve: (state, cmd, dice, ctx) => {
      const into = inward(state, cmd.payload);
      const r = spec.resolve(state, cmd, dice, ctx);
      if (!into) return r;
      const ids = new Set(into.attackers);
      const game: FirepowerGame = { ...r.state.game, soldiers: r.state.game.soldiers.map((s) => (ids.has(s.id) && !s.eliminated ? { ...s, inFortification: into.unit.type } : s)) };
      const event: GameEvent = { type: "bunker/melee_inside", data: { hex: boardOf(state.game).idOf(into.unit.hex), unit: into.unit.type, attackers: into.attackers, rule: "Firepower 10.8" } };
      return { state: { ...r.state, game }, events: [...r.events, event] };
    },
  };
}
