import { z } from "zod";
import { PRESERVATION_CHITS } from "../rules/preservation";
import { SITUATIONS } from "../scenarios/order-of-battle";
import type { Force } from "../scenarios/parse-force";
import { parseForce } from "../scenarios/parse-force";
import { findOrderOfBattle, toScenarioSides } from "../scenarios/scenario-catalog";
import { SITUATION_DATA } from "../scenarios/situations";
import { createPlaceholderMap } from "./patrol-map";
import { toSolitaireGame } from "./solitaire";
import { isContact } from "./stage-movement";
import { createNightState } from "./night";
import { toArtilleryState } from "../artillery/artillery-state";
import type { Man, PatrolGame, Side, SideState } from "./state";
import { toEngagedSetup } from "./engagement";
import { toMinesState } from "./mines";
import { toWireState } from "./wire";
import { withFlamethrower } from "./flamethrower";
import { toFortifiedSetup } from "./fortified-setup";
import { checkSniperScenario, SNIPER_FORCE } from "./snipers";
import { withVariableEntry } from "./entry";
import { withWaves } from "./waves";
import { withHorses } from "./horses";
import { checkVehicleScenario, toStartAboard, toVehicles } from "./vehicles";

/** What a client sends to create a match: an OB [27.x], a General Situation [26.x], who is α, and board/length choices. */
export const patrolScenarioSchema = z.object({
  /** An OB section ("27.11") or name; "28.6" = the solitaire scenario. */
  ob: z.string().min(1),
  situation: z.enum(SITUATIONS),
  /** Which OB side plays α (0 = the first printed side) [26.3]. */
  alphaSide: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Placeholder board size (real section art is not in the text); default one section, 16 x 15. */
  board: z.object({ cols: z.number().int().min(4).max(48), rows: z.number().int().min(4).max(30) }).optional(),
  /** Turn cap for situations without a limit (option patrol/unlimited_length). */
  turns: z.number().int().min(1).max(999).optional(),
  /** Custom forces (designer's notes [29.24]) replacing the OB's, e.g. "3BR 1MG". */
  forces: z.object({ alpha: z.string(), bravo: z.string() }).optional(),
  /** Set-up positions by man id (otherwise α on the top rows, β on the bottom rows). */
  /** Optional Leader rules [28.4]: the first three men of each side lead, in that order (solitaire: sergeant, then corporals). */
  leaders: z.boolean().optional(),
  /** Optional Unit Integrity rule [28.5]: a man out of sight of every friend may not fire, prepare or throw grenades. */
  unitIntegrity: z.boolean().optional(),
  /** A night scenario [16.0]: movers declared, then spotting, before each plot. */
  night: z.boolean().optional(),
  /** Optional Flamethrower rule [28.1]: in a WWII or later Assault, α's first RL man carries a flamethrower. */
  flamethrower: z.boolean().optional(),
  /** Optional Horse rule [28.2]: α's OB horses ("+N horse") start under its first N men. */
  horses: z.boolean().optional(),
  /**
   * Entry [26.2]: "variable" (the default, the book's: 26.52, 26.62, 26.72, 26.82 call for 26.2) = chit-pulled edge
   * sections, Preliminary Movement Plot and rolled entry turn (Patrol: both sides; Recon and Ambush: α, β draws its
   * exit; Raid: α names its edge; the Assault's α picks edge 2, 3 or 4 and enters in a broad front, 26.92 b); "home_edge" = not the book's, for tests and
   * quick games: every man set up on his own edge rows, exits through the home edge.
   */
  entry: z.enum(["variable", "home_edge"]).optional(),
  deploy: z.record(z.string(), z.object({ hex: z.string().regex(/^\d{4}$/), posture: z.enum(["erect", "prone"]).optional() })).optional(),
  /** β's pillboxes [9.6, 26.62]: hex, entrance and slit hexsides (vectors A-F), garrison men; default placement otherwise. */
  pillboxes: z.array(z.object({ hex: z.string().regex(/^\d{4}$/).optional(), door: z.enum(["A", "B", "C", "D", "E", "F"]).optional(),
    slits: z.array(z.enum(["A", "B", "C", "D", "E", "F"])).length(2).optional(), garrison: z.array(z.string()).max(3).optional() }).strict()).max(6).optional(),
  /** Spider holes and snipers [28.7]: the Ambush with three hidden BR snipers as the Japanese β. */
  snipers: z.boolean().optional(),
}).strict();
/** The scenario a match is created from. */
export type PatrolScenario = z.input<typeof patrolScenarioSchema>;

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
