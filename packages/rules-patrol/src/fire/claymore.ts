import type { DiceSource } from "@tactica/dice";
import type { Check, GameEvent, PlotTurn, Provenance } from "@tactica/engine";
import { defineCommand, OK, reconstructed, reject, summarizeProvenance } from "@tactica/engine";
import { hexLineHexes } from "@tactica/hex";
import { z } from "zod";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import type { Task } from "../plot/task";
import { applyResults } from "./apply-results";
import { toPhaseCStunRound } from "./phase-c-stun";
import { terrainOf, pillboxOf } from "../terrain/index";
import { toDefensePosture } from "./fire";
import { stepHex, toHex, toHexId, VECTOR_ORDER, isOnMap, isActive, SIDES, patchWork, withMen, workOf } from "../state/index";
import type { Vector, Man, PatrolGame, PendingResult, Side, Claymore, ClaymoreState } from "../state/index";
import { canSee, toLosPosture } from "../spotting/index";
export type { Claymore, ClaymoreField, ClaymoreState } from "../state/index";

/** The Claymores of a match from the OB allowances, or undefined when neither side has any. */
export function toClaymoreState(alpha: number, bravo: number): ClaymoreState | undefined {
  if (alpha <= 0 && bravo <= 0) return undefined;
  return { alpha: { allowance: alpha, placed: [] }, bravo: { allowance: bravo, placed: [] } };
}

/** One hex of the blast cone. */
export type ConeHex = { readonly hex: string; readonly as: number; readonly rank: number | "backblast" | "M"; readonly provenance: Provenance };

const turn = (v: Vector, k: number): Vector => VECTOR_ORDER[(VECTOR_ORDER.indexOf(v) + k + 6) % 6]!;
const walk = (hex: string | undefined, v: Vector, n: number): string | undefined => {
  let at = hex;
  for (let i = 0; i < n && at; i++) at = stepHex(at, v);
  return at;
};
/** The AS of the five ranks outward from hexside A [18.54] (the diagram's prose; its hex positions are lost). */
export const CLAYMORE_RANK_AS: readonly number[] = [50, 40, 30, 20, 10];
const POSITIONS = reconstructed("18.54: diagram lost; rank 1 the hex across hexside A, ranks 2-5 a centre hex straight ahead and the two hexes flanking it");

/**
 * The blast cone of a Claymore in `hex` facing hexside `facing` [18.54]: rank 1 = the hex across that hexside (50);
 * ranks 2-5 = the centre hex straight ahead plus the two hexes on either side of it (40, 30, 20, 10). Backblast:
 * the hex directly behind (30) and the two flanking hexes (20 each): option patrol/claymore_backblast "behind" takes
 * the two rear-flank hexes, "beside" the two front-flank ones. Hex M itself (not stated): option patrol/claymore_hex_m.
 * AS values are the book's prose; the hex positions are reconstructed (the diagram is lost). Off-map hexes drop out.
 */
export function toClaymoreCone(game: PatrolGame, hex: string, facing: Vector, options: Readonly<Record<string, string>> = {}): ConeHex[] {
  const out: ConeHex[] = [];
  const add = (h: string | undefined, as: number, rank: ConeHex["rank"], provenance: Provenance = POSITIONS) => {
    if (h && isOnMap(game.map, h) && !out.some((c) => c.hex === h)) out.push({ hex: h, as, rank, provenance });
  };
  add(walk(hex, facing, 1), CLAYMORE_RANK_AS[0]!, 1);
  for (let r = 2; r <= 5; r++) {
    const as = CLAYMORE_RANK_AS[r - 1]!;
    const back = walk(hex, facing, r - 1);
    add(walk(hex, facing, r), as, r);
    add(back && stepHex(back, turn(facing, 1)), as, r);
    add(back && stepHex(back, turn(facing, -1)), as, r);
  }
  const flank = options["patrol/claymore_backblast"] === "beside" ? 1 : 2;
  add(stepHex(hex, turn(facing, 3)), 30, "backblast");
  add(stepHex(hex, turn(facing, flank)), 20, "backblast");
  add(stepHex(hex, turn(facing, -flank)), 20, "backblast");
  if (options["patrol/claymore_hex_m"] === "as_30") out.push({ hex, as: 30, rank: "M", provenance: reconstructed("18.54: hex M not stated; read as the backblast's 30") });
  return out;
}

const R = (code: string, message: string, rule: string) => reject(`claymore/${code}`, message, `patrol ${rule}`);
const claymoreSchema = z.object({
  hex: z.string().regex(/^\d{4}$/),
  facing: z.enum(["A", "B", "C", "D", "E", "F"]),
  anchor: z.string().regex(/^\d{4}$/).optional(),
  detonator: z.string().optional(),
}).strict();

/**
 * PLACE_CLAYMORES [18.5]: before its first plot is locked, a side notes each Claymore's hex and the hexside it
 * faces, and either a tripwire anchor hex inside the cone [18.52] or a designated detonator among its men [18.51];
 * within the OB allowance, never in a hex where its own men begin (as other mines, 18.3). Secret: only the placer
 * sees the event; a later call before the lock replaces the list.
 */
export const placeClaymores = defineCommand<PatrolGame, PlotTurn, { claymores: z.infer<typeof claymoreSchema>[] }>({
  schema: z.object({ claymores: z.array(claymoreSchema).max(20) }).strict(),
  rule: "patrol 18.5",
  steps: ["plot"],
  actor: "any",
  validate(state, cmd, ctx) {
    const side = cmd.seat as Side;
    const field = state.game.claymores?.[side];
    if (!field || field.allowance <= 0) return R("none", "this side has no Claymores in its order of battle", "18.5, 27.0");
    if (state.turn.round !== 1 || state.turn.plots[cmd.seat]?.locked) return R("too_late", "Claymores are emplaced before the side's first plot is locked", "18.5");
    const list = cmd.payload.claymores;
    if (list.length > field.allowance) return R("over_allowance", `${list.length} Claymores, the allowance is ${field.allowance}`, "18.5, 27.0");
    const own = new Set(state.game.order.map((id) => state.game.men[id]!).filter((m) => m.side === side && m.hex).map((m) => m.hex));
    for (const c of list) {
      if (!isOnMap(state.game.map, c.hex) || own.has(c.hex)) return R("bad_hex", `${c.hex} is off the map or a hex where the side's own men begin`, "18.3, 18.5");
      if ((c.anchor === undefined) === (c.detonator === undefined)) return R("trigger", "each Claymore has either a tripwire anchor or a designated detonator", "18.51, 18.52");
      if (c.anchor && !toClaymoreCone(state.game, c.hex, c.facing, ctx.options).some((h) => h.hex === c.anchor && h.rank !== "backblast" && h.rank !== "M")) {
        return R("anchor_outside_cone", `the tripwire anchor ${c.anchor} must lie inside the blast cone`, "18.52");
      }
      const d = c.detonator ? state.game.men[c.detonator] : undefined;
      if (c.detonator && (!d || d.side !== side)) return R("bad_detonator", `${c.detonator} is not one of this side's men`, "18.51");
    }
    return OK;
  },
  resolve(state, cmd) {
    const side = cmd.seat as Side;
    const all = state.game.claymores!;
    const placed: Claymore[] = cmd.payload.claymores.map((c, i) => ({ id: `${side[0]}cly${i + 1}`, hex: c.hex, facing: c.facing, ...(c.anchor ? { anchor: c.anchor } : {}), ...(c.detonator ? { detonator: c.detonator } : {}) }));
    const event: GameEvent = { type: "patrol/claymores_placed", data: { side, claymores: placed, rule: "18.5" }, visibleTo: [side] };
    return { state: { ...state, game: { ...state.game, claymores: { ...all, [side]: { ...all[side], placed } } } }, events: [event] };
  },
});

/** The side owning a Claymore and the mine, by id. */
function findClaymore(game: PatrolGame, id: string): { side: Side; c: Claymore } | undefined {
  for (const side of SIDES) {
    const c = game.claymores?.[side].placed.find((x) => x.id === id);
    if (c) return { side, c };
  }
  return undefined;
}

function markFired(game: PatrolGame, side: Side, id: string): PatrolGame {
  const all = game.claymores!;
  return { ...game, claymores: { ...all, [side]: { ...all[side], placed: all[side].placed.map((x) => (x.id === id ? { ...x, fired: true } : x)) } } };
}

/**
 * A Claymore fires [18.53]: a normal fire attack at the cone's AS on every man in it (defense by his terrain, posture
 * and plotted movement [10.62]; a garrison man inside a pillbox is behind its walls, 9.64), and everyone in the cone
 * is at least stunned. Results are returned, not applied. The detonation is public: the mine is revealed.
 */
export function detonateClaymore(game0: PatrolGame, side: Side, c: Claymore, how: string, dice: DiceSource, tables: PatrolTableSet):
  { readonly game: PatrolGame; readonly pending: PendingResult[]; readonly stunned: string[]; readonly events: GameEvent[] } {
  const game = markFired(game0, side, c.id);
  const cone = toClaymoreCone(game, c.hex, c.facing, tables.options);
  const pending: PendingResult[] = [], stunned: string[] = [];
  const events: GameEvent[] = [{ type: "patrol/claymore", data: { claymore: c.id, side, hex: c.hex, facing: c.facing, how, cone: cone.map((h) => ({ hex: h.hex, as: h.as })), rule: "18.53, 18.54" } }];
  const plotted = game.work?.hexesPlotted ?? {};
  for (const id of game.order) {
    const m = game.men[id]!;
    const cell = cone.find((h) => h.hex === m.hex);
    if (!cell || m.exited || m.status === "K" || pillboxOf(game, id)) continue;
    stunned.push(id);
    const odds = fireOdds({
      attack: { weapon: "BR", range: 1, fixed: { as: cell.as, rule: "18.54" } },
      defense: { mode: game.mode, terrain: terrainOf(game, m.hex!), posture: toDefensePosture(m), hexesPlotted: plotted[id] ?? 0 },
    }, tables);
    const roll = odds.column === 0 ? 0 : dice.roll(6);
    const result = toFireResult(odds, roll);
    pending.push({ man: id, result, source: c.id });
    events.push({ type: "patrol/blast", data: { hex: m.hex, man: id, claymore: c.id, as: cell.as, ds: Number.isFinite(odds.ds) ? odds.ds : "infinite", column: odds.column, roll, result, rule: "18.53", provenance: summarizeProvenance([cell.provenance, ...odds.provenance.sources]) } });
  }
  return { game, pending, stunned, events };
}

/**
 * A man enters a hex [18.52]: every unfired tripwire Claymore (either side's) whose wire — the line from the anchor's
 * centre to the mine's — crosses the hex rolls a d6; odd fires it at once against everyone then in the cone
 * (results at once, like mines, 10.7). An even roll reaches only the owner.
 */
export function tripClaymores(prev: { readonly game: PatrolGame; readonly events: GameEvent[] }, manId: string, hex: string, dice: DiceSource, tables: PatrolTableSet, round: number):
  { game: PatrolGame; events: GameEvent[] } {
  let game = prev.game;
  const events = [...prev.events];
  const all = game.claymores;
  if (!all) return { game, events };
  for (const side of SIDES) {
    for (const c of all[side].placed) {
      if (c.fired || !c.anchor || !hexLineHexes(toHex(c.anchor), toHex(c.hex)).map(toHexId).includes(hex)) continue;
      const current = game.claymores![side].placed.find((x) => x.id === c.id)!;
      if (current.fired) continue;
      const roll = dice.roll(6);
      if (roll % 2 === 0) { events.push({ type: "patrol/tripwire_held", data: { claymore: c.id, man: manId, hex, roll, rule: "18.52" }, visibleTo: [side] }); continue; }
      events.push({ type: "patrol/tripwire", data: { claymore: c.id, man: manId, hex, roll, rule: "18.52" } });
      const out = detonateClaymore(game, side, c, "tripwire", dice, tables);
      game = withMen(out.game, out.stunned.map((id) => ({ ...out.game.men[id]!, stunnedRound: round })));
      events.push(...out.events);
      if (out.stunned.length) events.push({ type: "patrol/stunned", data: { men: out.stunned } });
      const applied = applyResults(game, out.pending, dice, round);
      game = applied.game;
      events.push(...applied.events);
    }
  }
  return { game, events };
}

/**
 * DF segment [18.51]: each DC task fires its Claymore if the man is its detonator (or took over by weapon exchange),
 * active and unpanicked, with a line of sight to the mine hex. Results wait for the end of phase C; stuns now.
 * In the Ambush, β opening with a Claymore is the Contact, α drops prone and stops, and β's OF from normal weapons
 * does not execute that turn [26.86 d].
 */
export function claymoreSegment(game0: PatrolGame, dice: DiceSource, tables: PatrolTableSet, round: number): { game: PatrolGame; events: GameEvent[] } {
  let game = game0;
  const work = workOf(game);
  const events: GameEvent[] = [];
  let pending = [...work.pending];
  const fired = [...work.fired], stunned: string[] = [];
  for (const id of game.order) {
    const m = game.men[id]!;
    const task = (work.orders[id] ?? []).find((t): t is Extract<Task, { code: "DC" }> => t.code === "DC");
    if (!task || !isActive(m) || work.panicked.includes(id) || !m.hex) continue;
    const found = findClaymore(game, task.claymore);
    if (!found || found.side !== m.side || found.c.fired || found.c.detonator !== id) continue;
    if (!canSee(game, m.hex, toLosPosture(m), found.c.hex, "prone")) {
      events.push({ type: "patrol/claymore_void", data: { man: id, claymore: found.c.id, reason: "no line of sight to the mine hex (18.51)" }, visibleTo: [m.side] });
      continue;
    }
    const out = detonateClaymore(game, found.side, found.c, "detonator", dice, tables);
    game = out.game;
    pending = [...pending, ...out.pending];
    stunned.push(...out.stunned);
    events.push(...out.events);
    fired.push(id);
    if (game.scenario.situation === "ambush" && m.side === "bravo" && game.contactRound === null) {
      game = { ...game, contactRound: round, claymores: { ...game.claymores!, sprungRound: round } };
      events.push({ type: "patrol/contact", data: { round, rule: "26.86 d" } });
    }
  }
  game = withMen(game, [...new Set(stunned)].map((sid) => ({ ...game.men[sid]!, stunnedRound: toPhaseCStunRound(round, tables.options) }))); // 6.22 (phase-c-stun.ts)
  if (stunned.length) events.push({ type: "patrol/stunned", data: { men: [...new Set(stunned)] } });
  let next = patchWork(game, { pending, fired, stunnedNow: [...work.stunnedNow, ...stunned] });
  if (game.claymores?.sprungRound === round && game0.contactRound === null) {
    // 26.86 c, d: after Contact α falls prone; its plotted movement stops.
    const orders = { ...work.orders };
    const alpha = game.order.filter((aid) => game.men[aid]!.side === "alpha" && isActive(game.men[aid]!));
    for (const aid of alpha) orders[aid] = (orders[aid] ?? []).filter((t) => t.code !== "MV" && t.code !== "PMV" && t.code !== "CC");
    next = patchWork(next, { orders, fallProne: [...workOf(next).fallProne, ...alpha] });
  }
  return { game: next, events };
}

/** 26.86 d: β opened the Ambush with a Claymore this turn, so its normal weapons' OF does not execute. */
export function isOpportunityFireBarred(game: PatrolGame, firer: Man, round: number): boolean {
  return firer.side === "bravo" && game.claymores?.sprungRound === round;
}

/** Plot check of a DC task [18.51]: the man's own unfired Claymore, he its detonator, no other task that turn. */
export function checkDetonation(game: PatrolGame, m: Man, tasks: readonly Task[]): Check {
  const task = tasks.find((t): t is Extract<Task, { code: "DC" }> => t.code === "DC");
  if (!task) return OK;
  const found = findClaymore(game, task.claymore);
  if (!found || found.side !== m.side || found.c.fired) return R("bad_claymore", `${task.claymore} is not an unfired Claymore of this side`, "18.51");
  if (found.c.detonator !== m.id) return R("not_detonator", `${m.id} is not the designated detonator of ${task.claymore}`, "18.51");
  if (tasks.length > 1) return R("detonate_alone", "the detonating man may perform no other task that turn", "18.51");
  return OK;
}

/**
 * G6 [18.51]: a friendly man who exchanges weapons with a killed or incapacitated detonator in his hex becomes the
 * detonator. Reads the turn's `patrol/weapons_exchanged` events; the change reaches the side only.
 */
export function transferDetonators(game: PatrolGame, events: readonly GameEvent[]): { game: PatrolGame; events: GameEvent[] } {
  if (!game.claymores) return { game, events: [] };
  let all = game.claymores;
  const out: GameEvent[] = [];
  for (const e of events) {
    if (e.type !== "patrol/weapons_exchanged") continue;
    const [a, b] = (e.data as { men: [string, string] }).men;
    for (const [fallen, heir] of [[a, b], [b, a]] as const) {
      const f = game.men[fallen];
      if (!f || (f.status !== "I" && f.status !== "K")) continue;
      const field = all[f.side];
      if (!field.placed.some((c) => c.detonator === fallen && !c.fired)) continue;
      all = { ...all, [f.side]: { ...field, placed: field.placed.map((c) => (c.detonator === fallen && !c.fired ? { ...c, detonator: heir } : c)) } };
      out.push({ type: "patrol/detonator_taken_over", data: { from: fallen, to: heir, rule: "18.51" }, visibleTo: [f.side] });
    }
  }
  return { game: { ...game, claymores: all }, events: out };
}

/** What a viewer sees of the Claymores: its own; of the other side the allowance and the mines that have fired. */
export function toClaymoreView(state: ClaymoreState, viewer: string): unknown {
  return Object.fromEntries(SIDES.map((s) => [s, s === viewer ? state[s] : { allowance: state[s].allowance, placed: state[s].placed.filter((c) => c.fired).map((c) => ({ id: c.id, hex: c.hex, facing: c.facing, fired: true })) }]));
}

