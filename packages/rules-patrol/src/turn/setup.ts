import type { z } from "zod";
import { PRESERVATION_CHITS } from "../rules/preservation";
import type { PatrolScenario, patrolScenarioSchema } from "../scenarios/scenario-schema";
import type { Force } from "../scenarios/parse-force";
import { parseForce } from "../scenarios/parse-force";
import { findOrderOfBattle, toScenarioSides } from "../scenarios/scenario-catalog";
import { SITUATION_DATA } from "../scenarios/situations";
import { createPlaceholderMap } from "../state/index";
import { toSolitaireGame } from "../solitaire/index";
import { isContact } from "./stage-movement";
import { createNightState, checkSniperScenario, SNIPER_FORCE } from "../spotting/index";
import { toArtilleryState } from "../artillery/artillery-state";
import type { Man, PatrolGame, Side, SideState } from "../state/index";
import { toEngagedSetup, toFortifiedSetup, withVariableEntry } from "../situations/index";
import { toMinesState, withFlamethrower } from "../fire/index";
import { toWireState, withHorses, checkVehicleScenario, toStartAboard, toVehicles } from "../terrain/index";
import { withWaves } from "../movement/index";

// The scenario document's shape lives with the scenarios (it is what they are); set-up reads it from there.
export { patrolScenarioSchema } from "../scenarios/scenario-schema";
export type { PatrolScenario } from "../scenarios/scenario-schema";

const pad = (n: number) => String(n).padStart(2, "0");
const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

function toMen(side: Side, force: Force, cols: number, rows: number, deploy: PatrolScenario["deploy"]): Man[] {
  const men: Man[] = [];
  const flat = force.men.flatMap((g) => Array.from({ length: g.count }, () => g));
  flat.forEach((g, i) => {
    const id = `${side[0]}${pad(i + 1)}`;
    const perRow = Math.max(1, cols - 2);
    const col = 2 + (i % perRow);
    const rowOffset = Math.floor(i / perRow);
    const row = side === "alpha" ? 1 + rowOffset : rows - rowOffset;
    const d = deploy?.[id];
    men.push({
      id, side, name: (LETTERS[i % 26] ?? "Z") + (i >= 26 ? String(Math.floor(i / 26)) : ""), counter: g.counter, rifle: g.counter === "RF" ? g.rifle ?? "BR" : null,
      hex: d?.hex ?? `${pad(col)}${pad(row)}`, posture: d?.posture ?? "erect", concealed: false, status: "fit", stunnedRound: null,
      unloaded: false, unarmed: false, grenade: null, exited: false, firedRound: null, threwRound: null,
    });
  });
  return men;
}

function toSide(name: string, panic: number, preservation: number, satchels: number): SideState {
  return { name, panic, preservation, chits: [], pool: PRESERVATION_CHITS, reachedRound: null, exitedRound: null, satchels };
}

/** Why a scenario cannot be played (unknown OB, empty force cell, bad custom force), without building the game. */
export function checkPatrolScenario(scenario: z.output<typeof patrolScenarioSchema>): string | undefined {
  if (scenario.ob === "28.6") return undefined;
  const ob = findOrderOfBattle(scenario.ob);
  if (!ob) return `unknown order of battle "${scenario.ob}"`;
  if (scenario.snipers) { const p = checkSniperScenario(ob, scenario.situation, scenario.alphaSide); if (p) return p; }
  if (scenario.forces) {
    const alpha = parseForce(scenario.forces.alpha), bravo = parseForce(scenario.forces.bravo);
    return alpha.ok && bravo.ok ? checkVehicleScenario(scenario.situation, bravo.force) : "a custom force does not parse";
  }
  return toScenarioSides(ob, scenario.situation, scenario.alphaSide) ? undefined : `${ob.id} ${ob.name} has no ${scenario.situation} force for that α side (27.0)`;
}

/** Build the initial game from a scenario, or an error message (unknown OB, unplayable combination, bad force). */
export function toPatrolGame(scenario: z.output<typeof patrolScenarioSchema>): { ok: true; game: PatrolGame; turns: number } | { ok: false; message: string } {
  if (scenario.ob === "28.6") {
    const solo = toSolitaireGame();
    return { ok: true, game: scenario.leaders ? { ...solo, leaders: { alpha: ["a16", "a06", "a11"], bravo: [] } } : solo, turns: 15 };
  }
  const ob = findOrderOfBattle(scenario.ob);
  if (!ob) return { ok: false, message: `unknown order of battle "${scenario.ob}"` };
  const sides = toScenarioSides(ob, scenario.situation, scenario.alphaSide);
  if (!sides && !scenario.forces) return { ok: false, message: `${ob.id} ${ob.name} has no ${scenario.situation} force for that α side (27.0)` };
  const alphaForce = scenario.forces ? parseForce(scenario.forces.alpha) : { ok: true as const, force: sides!.alpha.force };
  const sniperProblem = scenario.snipers ? checkSniperScenario(ob, scenario.situation, scenario.alphaSide) : undefined;
  if (sniperProblem) return { ok: false, message: sniperProblem };
  // 28.7: three snipers "in lieu of his normal Bravo force".
  const bravoForce = scenario.snipers ? parseForce(SNIPER_FORCE) : scenario.forces ? parseForce(scenario.forces.bravo) : { ok: true as const, force: sides!.bravo.force };
  if (!alphaForce.ok || !bravoForce.ok) return { ok: false, message: "a custom force does not parse" };
  const cols = scenario.board?.cols ?? 16, rows = scenario.board?.rows ?? 15;
  const map = createPlaceholderMap(cols, rows);
  const men = [...toMen("alpha", alphaForce.force, cols, rows, scenario.deploy), ...toMen("bravo", bravoForce.force, cols, rows, scenario.deploy)];
  const sa = ob.sides[scenario.alphaSide]!, sb = ob.sides[scenario.alphaSide === 0 ? 1 : 0]!;
  const turns = SITUATION_DATA[scenario.situation].turns ?? scenario.turns ?? 30;
  const game: PatrolGame = {
      scenario: { ob: ob.id, obName: ob.name, situation: scenario.situation, alphaSide: scenario.alphaSide },
      mode: ob.mode, map,
      men: Object.fromEntries(men.map((m) => [m.id, m])), order: men.map((m) => m.id),
      sides: { alpha: toSide(sa.name, sa.panic, sa.preservation, alphaForce.force.satchels), bravo: toSide(sb.name, sb.panic, sb.preservation, bravoForce.force.satchels) },
      grenades: [], smoke: [], contactRound: null, work: null, result: null,
  };
  // Men already in sight of each other at set-up are in Contact before turn 1 (26.2).
  const led = (s: "alpha" | "bravo") => men.filter((m) => m.side === s).slice(0, 3).map((m) => m.id);
  const mines = toMinesState(alphaForce.force.mines, bravoForce.force.mines); // 18.0
  const wire = toWireState(scenario.situation, bravoForce.force.barbedWire, bravoForce.force.mines); // 28.3
  const artillery = toArtilleryState(alphaForce.force.artillery, bravoForce.force.artillery); // 17.81
  // 23.0, 24.0: the OB's tanks, APCs and halftracks (vehicles.ts).
  const vehicles = [...toVehicles("alpha", alphaForce.force, ob.id, cols, rows, scenario.deploy), ...toVehicles("bravo", bravoForce.force, ob.id, cols, rows, scenario.deploy)];
  const withLeaders: PatrolGame = { ...(vehicles.length > 0 ? { vehicles: Object.fromEntries(vehicles.map((v) => [v.id, v])) } : {}), ...game, ...(scenario.leaders ? { leaders: { alpha: led("alpha"), bravo: led("bravo") } } : {}), ...(scenario.night ? { night: createNightState() } : {}),
    ...(artillery ? { artillery } : {}), ...(mines ? { mines } : {}), ...(wire ? { wire } : {}),
    ...(scenario.unitIntegrity ? { unitIntegrity: true } : {}), ...(scenario.flamethrower ? { men: withFlamethrower(game).men } : {}) };
  // Recon, Raid, Ambush, Assault: β in its section, hidden where the situation says so, Contact by its own rules (26.6-26.9).
  const engaged0 = toEngagedSetup(toStartAboard(withLeaders), new Set(Object.keys(scenario.deploy ?? {})));
  // 26.2 (the default; `entry: "home_edge"` opts out): entering men start off the map; they come on by their
  // Preliminary Movement Plot (entry.ts).
  // 27.53, 27.82: the 50-man wave keeps 15 RF on the map (waves.ts).
  const engaged = withHorses(withWaves(scenario.entry !== "home_edge" ? withVariableEntry(engaged0, new Set(Object.keys(scenario.deploy ?? {}))) : engaged0), scenario.horses ? alphaForce.force.horses : 0);
  // 9.62, 18.5, 26.62, 28.7: pillboxes, Claymores, spider holes (fortified-setup.ts).
  const fortified = toFortifiedSetup(engaged, scenario, alphaForce.force, bravoForce.force, cols, rows);
  if (!fortified.ok) return fortified;
  if (engaged.engagement) return { ok: true, turns, game: fortified.game };
  return { ok: true, turns, game: isContact(fortified.game) ? { ...fortified.game, contactRound: 0 } : fortified.game };
}
