// Test helper: a Firepower match on the sample map with chosen soldiers, advanced to an Impulse of side A.
import type { Command } from "@tactica/engine";
import { apply, createMatch } from "@tactica/engine";
import { createFixedDice } from "@tactica/dice";
import { firepowerRuleset } from "../play/firepower-ruleset";
import type { FirepowerState } from "../state/types";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";

type SoldierSpec = FirepowerScenario["sides"]["A"]["soldiers"][number];

/** A two-side scenario on the shipped sample map with the given soldiers. */
export function toTestScenario(a: SoldierSpec[], b: SoldierSpec[]): FirepowerScenario {
  const side = (name: string, edge: "2/3" | "5/6", soldiers: SoldierSpec[]) => ({ name, edge, chits: 3, impulses: 2, soldiers });
  return {
    id: "test", title: "test", map: "firepower-sample-2-panel", turns: 1,
    sides: { A: side("A", "5/6", a), B: side("B", "2/3", b) },
    victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
  };
}

/** Apply a command with fixed dice faces; throws on a rejection (tests assert rejections with `tryCommand`). */
export function run(state: FirepowerState, command: Command, faces: number[] = []): FirepowerState {
  const r = apply(firepowerRuleset, state, command, createFixedDice(faces));
  if (!r.ok) throw new Error(`${command.type}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Apply and return the result (ok or the rejection). */
export function tryCommand(state: FirepowerState, command: Command, faces: number[] = []) {
  return apply(firepowerRuleset, state, command, createFixedDice(faces));
}

/** A match where side A's chit has been drawn and an Impulse started in `hexId`. */
export function inImpulse(a: SoldierSpec[], b: SoldierSpec[], hexId: string): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: toTestScenario(a, b) });
  if (!made.ok) throw new Error(made.error.code);
  // The cup lists side A's three units first, so a face of 1 draws an A unit.
  const drawn = run(made.state, { type: "turn/draw_chit", seat: "A", payload: {} }, [1]);
  return run(drawn, { type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex: hexId } });
}

/** A soldier of the state by id (throws when missing). */
export function soldier(state: FirepowerState, id: string) {
  const s = state.game.soldiers.find((x) => x.id === id);
  if (!s) throw new Error(`no soldier ${id}`);
  return s;
}
