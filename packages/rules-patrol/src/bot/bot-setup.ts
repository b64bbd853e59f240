import type { DiceSource } from "@tactica/dice";
import type { Command } from "@tactica/engine";
import { rangeBetween, isOnMap, terrainAt } from "../state/index";
import type { PatrolGame, Side } from "../state/index";
import { findRoute } from "./bot-route";
import { ASSAULT_ENTRY_EDGES, RAID_ENTRY_EDGES, withRaidEdge } from "../situations/index";
import { claymoreSetupCommand } from "./bot-claymores";
import { toEntryStep } from "./bot-entry";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Hexes between a side's men and the enemy's approach, nearest first: clear hexes 2-4 rows toward the enemy's
 * edge (α's enemy comes from the bottom, β's from the top) in the columns of the side's men, never a hex where a
 * man stands or one already used. The bot's reading of "sensible" [18.0, 28.3]: an obstacle in front of the line.
 */
function frontHexes(game: PatrolGame, side: Side, rows: readonly number[], used: ReadonlySet<string>): string[] {
  const own = game.order.map((id) => game.men[id]!).filter((m) => m.side === side && m.hex);
  const occupied = new Set(game.order.map((id) => game.men[id]!.hex).filter((h): h is string => h !== null));
  const toward = side === "alpha" ? 1 : -1;
  const out: string[] = [];
  for (const ahead of rows) {
    for (const m of own) {
      const c = Number(m.hex!.slice(0, 2)), r = Number(m.hex!.slice(2)) + toward * ahead;
      for (const dc of [0, -1, 1]) {
        const hex = `${pad(c + dc)}${pad(r)}`;
        if (c + dc < 1 || r < 1 || !isOnMap(game.map, hex) || occupied.has(hex) || used.has(hex) || out.includes(hex)) continue;
        if (terrainAt(game.map, hex) !== "clear" || own.some((o) => rangeBetween(o.hex!, hex) < 2)) continue;
        out.push(hex);
      }
    }
  }
  return out;
}

/**
 * The bot's set-up before its first lock [26.2, 18.0, 28.3]: with variable entry it draws its chits and pre-plots
 * its column's route; β lays its barbed wire one row in front of its men (Raid
 * and Assault), then each side lays its OB mines in front of its men, one a hex, the order shuffled by the bot's
 * dice. Under option `patrol/barbed_wire_count` "replaces_mines" the wire takes at most half the mine figure.
 * Undefined once done (or when the side has none), so the bot then plots; undefined too when the plot check owes
 * a step the bot cannot make (bot-entry.ts), and the caller then waits.
 */
export function botSetupCommand(game: PatrolGame, seat: string, options: Readonly<Record<string, string>>, dice: DiceSource): Command | undefined {
  const side = seat as Side;
  // First what the plot check owes before any plot (bot-entry.ts); blocked: nothing the bot could answer is legal.
  const owed = toEntryStep(game, seat, options, dice);
  if (owed !== undefined) return owed === "blocked" ? undefined : owed;
  // Then the draws the rules allow but do not require first: β's exit chit (26.62, 26.82), a side set up by the
  // scenario drawing its exit. 26.2: draw the entry/exit chits, then write the Preliminary Movement Plot (bot-route.ts).
  const role = game.entry?.roles[side], drawn = game.entry?.sides[side];
  if (role === "enter" && !drawn && game.scenario.situation === "raid") {
    // 26.72: the Raid's α picks the first edge beside D, C, B or E from which a clear route reaches β by turn 6.
    for (const edge of RAID_ENTRY_EDGES) {
      const plan = findRoute(withRaidEdge(game, side, edge), side);
      if (plan) return { type: "preplot", seat, payload: { ...plan, edge } };
    }
    return undefined;
  }
  // 26.92 b: the Assault's α picks edge 2, 3 or 4 by the bot's dice, its men spread along it (entry.ts toFront).
  if (role === "front" && !drawn) return { type: "choose_edge", seat, payload: { edge: ASSAULT_ENTRY_EDGES[dice.roll(ASSAULT_ENTRY_EDGES.length) - 1]! } };
  if (role && !drawn) return { type: "draw_entry", seat, payload: {} };
  if (role === "enter" && drawn && !drawn.route) {
    const plan = findRoute(game, side);
    if (plan) return { type: "preplot", seat, payload: plan };
  }
  const replaces = options["patrol/barbed_wire_count"] === "replaces_mines";
  const wire = game.wire;
  if (side === "bravo" && wire && wire.hexes.length === 0 && wire.allowance > 0) {
    const want = replaces ? Math.ceil(wire.allowance / 2) : wire.allowance;
    const hexes = frontHexes(game, side, [2, 3], new Set()).slice(0, want);
    if (hexes.length > 0) return { type: "lay_wire", seat, payload: { hexes } };
  }
  // 18.5: Claymores two rows in front, each with a detonator (bot-claymores.ts).
  const claymores = claymoreSetupCommand(game, seat, frontHexes(game, side, [2], new Set(wire?.hexes ?? [])));
  if (claymores) return claymores;
  const field = game.mines?.[side];
  if (!field || field.allowance <= 0 || Object.keys(field.hexes).length > 0) return undefined;
  const wired = replaces && side === "bravo" ? wire?.hexes.length ?? 0 : 0;
  const count = field.allowance - wired;
  const candidates = frontHexes(game, side, [3, 4, 5], new Set(side === "bravo" ? wire?.hexes ?? [] : []));
  if (count <= 0 || candidates.length === 0) return undefined;
  // A dice-shuffled pick among the nearer candidates, one mine a hex, the rest doubled up from the start.
  const pool = candidates.slice(0, Math.max(count, 6));
  const picked: string[] = [];
  while (pool.length > 0 && picked.length < count) picked.push(pool.splice(dice.roll(pool.length) - 1, 1)[0]!);
  const hexes: Record<string, number> = {};
  for (let i = 0; i < count; i++) { const h = picked[i % picked.length]!; hexes[h] = (hexes[h] ?? 0) + 1; }
  return { type: "lay_mines", seat, payload: { hexes } };
}
