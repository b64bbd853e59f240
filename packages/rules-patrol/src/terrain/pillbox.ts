import type { DiceSource } from "@tactica/dice";
import type { GameEvent } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Check } from "@tactica/engine";
import { fireOdds, toFireResult } from "../combat/fire-odds";
import type { PatrolTableSet } from "../combat/patrol-tables";
import type { Task } from "../plot/task";
import { rangeBetween, stepHex, toHex, toVector, VECTORS, isOnMap, terrainAt, isActive } from "../state/index";
import type { Vector, Man, PatrolGame, PendingResult, Side, Pillbox } from "../state/index";
export type { Pillbox } from "../state/index";

/** A scenario's pillbox: hex, entrance and slit hexsides (vector letters), men of β inside at the start. */
export type PillboxSpec = { readonly hex?: string | undefined; readonly door?: Vector | undefined; readonly slits?: readonly Vector[] | undefined; readonly garrison?: readonly string[] | undefined };

/** Plot suffix (9.61 "-NE, -S, -SW") to hexside vector (A = north, clockwise [7.12]). */
export const APERTURE_VECTOR: Readonly<Record<"N" | "NE" | "SE" | "S" | "SW" | "NW", Vector>> = { N: "A", NE: "B", SE: "C", S: "D", SW: "E", NW: "F" };
/** Most men inside one pillbox [9.61]. */
export const GARRISON_MAX = 3;
/** Placeholder orientation (the marker art is lost): entrance D at the back, slits A and B toward α's side of the board. */
const DEFAULT_DOOR: Vector = "D";
const DEFAULT_SLITS: readonly Vector[] = ["A", "B"];
// 9.63: the field of fire of an aperture is "equivalent to that of a tank main gun"; the diagram [23.33] is lost,
// so it is reconstructed as the 60-degree cone centred on the aperture hexside (hexes on its edge lines included).

const R = (code: string, message: string, rule: string) => reject(`pillbox/${code}`, message, `patrol ${rule}`);
const pad = (n: number) => String(n).padStart(2, "0");

/** The standing (not destroyed) pillboxes of a game. */
export function pillboxesOf(game: PatrolGame): readonly Pillbox[] {
  return (game.pillboxes ?? []).filter((p) => !p.destroyed);
}

/** The pillbox in a hex, if any. `forSide` leaves out a pillbox hidden from that side (off its map, 26.66 a). */
export function pillboxAt(game: PatrolGame, hex: string | null, forSide?: string): Pillbox | undefined {
  if (!hex) return undefined;
  return pillboxesOf(game).find((p) => p.hex === hex && !(forSide !== undefined && isPillboxHiddenFrom(p, forSide)));
}

/** True when a pillbox is hidden from a viewer (the Recon's, until revealed). */
export function isPillboxHiddenFrom(p: Pillbox, viewer: string): boolean {
  return p.hidden && viewer !== p.side;
}

/** The pillbox a man is inside, if any. */
export function pillboxOf(game: PatrolGame, manId: string): Pillbox | undefined {
  return pillboxesOf(game).find((p) => p.inside.includes(manId));
}

/** The apertures of a pillbox: the entrance and the two slits [9.61]. */
export function aperturesOf(p: Pillbox): readonly Vector[] {
  return [p.door, ...p.slits];
}

/** "door" or "slit" for an aperture hexside, undefined for a wall. */
export function apertureKind(p: Pillbox, v: Vector): "door" | "slit" | undefined {
  return v === p.door ? "door" : p.slits.includes(v) ? "slit" : undefined;
}

const SQ3 = Math.sqrt(3);
const toXY = (q: number, r: number) => ({ x: 1.5 * q, y: SQ3 * (r + q / 2) });

/** True when `hex` lies in the field of fire of aperture `v` of a pillbox in `at` [9.63] (reconstructed cone). */
export function isInField(at: string, v: Vector, hex: string): boolean {
  if (hex === at) return false;
  const a = toHex(at), b = toHex(hex);
  const d = toXY(b.q - a.q, b.r - a.r);
  const [dq, dr] = VECTORS[v];
  const u = toXY(dq, dr);
  const cos = (d.x * u.x + d.y * u.y) / (Math.hypot(d.x, d.y) * Math.hypot(u.x, u.y));
  return cos >= Math.cos(Math.PI / 6) - 1e-9;
}

/** The aperture a garrison man fires through this turn (his DF/KF/OF suffix) [9.61, 9.65], or undefined. */
export function firingAperture(game: PatrolGame, manId: string): Vector | undefined {
  if (!pillboxOf(game, manId)) return undefined;
  const tasks = game.work?.orders[manId] ?? [];
  for (const t of tasks) {
    if ((t.code === "DF" || t.code === "KF" || t.code === "OF") && t.aperture) return APERTURE_VECTOR[t.aperture];
    if (t.code === "TG") return pillboxOf(game, manId)!.door; // 9.67: throws go out through the entrance
  }
  return undefined;
}

/**
 * How small-arms fire from `firerHex` reaches a man inside a pillbox [9.64, 9.65]: not at all unless he fires out of
 * an aperture whose field of fire holds the firer; then his DS is multiplied by the aperture's multiple (slit 20,
 * door 10). Undefined for a man who is not inside.
 */
export function toPillboxShield(game: PatrolGame, fromHex: string, target: Man): { readonly immune: true; readonly rule: string } | { readonly immune: false; readonly aperture: "slit" | "door" } | undefined {
  const p = pillboxOf(game, target.id);
  if (!p) return undefined;
  const v = firingAperture(game, target.id);
  if (!v || !isInField(p.hex, v, fromHex)) return { immune: true, rule: "9.64" };
  return { immune: false, aperture: apertureKind(p, v)! };
}

/** True when a garrison man may fire at `hex` now: out of his plotted aperture, into its field, and no smoke inside [9.61, 9.63, 14.22]. */
export function mayFireOutAt(game: PatrolGame, firer: Man, hex: string): boolean {
  const p = pillboxOf(game, firer.id);
  if (!p) return true;
  const v = firingAperture(game, firer.id);
  return v !== undefined && !p.smoke && isInField(p.hex, v, hex);
}

/** A copy with one pillbox replaced. */
export function withPillbox(game: PatrolGame, p: Pillbox): PatrolGame {
  return { ...game, pillboxes: (game.pillboxes ?? []).map((x) => (x.id === p.id ? p : x)) };
}

/** Pillbox hexes that block LOS [9.68]: those on the map (a hidden pillbox is not placed yet, 26.66 a). */
export function toPillboxBlockers(game: PatrolGame): readonly string[] {
  return pillboxesOf(game).filter((p) => !p.hidden).map((p) => p.hex);
}

/**
 * The pillboxes of a match [9.62, 26.62]: the scenario's (β's OB figure, or exactly one in the Recon), in its
 * hexes or else in the first clear hexes of `area` (β's section, or β's home rows), each with its garrison.
 */
export function toPillboxes(game: PatrolGame, count: number, specs: readonly PillboxSpec[] | undefined, area: readonly string[]): { readonly game: PatrolGame } | { readonly error: string } {
  const recon = game.scenario.situation === "recon";
  const n = recon ? 1 : count;
  if (n === 0 && !specs?.length) return { game };
  if (specs && specs.length > n) return { error: `${specs.length} pillboxes placed, the order of battle gives β ${n} (9.62, 26.62, 27.0)` };
  const free = area.filter((h) => isOnMap(game.map, h) && terrainAt(game.map, h) === "clear");
  const men = { ...game.men };
  const list: Pillbox[] = [];
  for (let i = 0; i < n; i++) {
    const spec = specs?.[i];
    const hex = spec?.hex ?? free.find((h) => !list.some((p) => p.hex === h));
    if (!hex || !isOnMap(game.map, hex)) return { error: `no hex for pillbox ${i + 1} (9.62)` };
    if (recon && terrainAt(game.map, hex) !== "clear") return { error: `the Recon pillbox stands in clear terrain, not ${hex} (26.62)` };
    const door = spec?.door ?? DEFAULT_DOOR, slits = spec?.slits ?? DEFAULT_SLITS;
    if (slits.length !== 2 || new Set([door, ...slits]).size !== 3) return { error: "a pillbox has two slits and one entrance on three different hexsides (9.61)" };
    const garrison = spec?.garrison ?? [];
    if (garrison.length > GARRISON_MAX) return { error: `at most ${GARRISON_MAX} men inside a pillbox (9.61)` };
    for (const id of garrison) {
      const m = men[id];
      if (!m || m.side !== "bravo") return { error: `${id} is not a β man (pillboxes are β's, 9.62)` };
      men[id] = { ...m, hex };
    }
    list.push({ id: `pb${i + 1}`, side: "bravo", hex, door, slits, inside: garrison, hidden: recon, smoke: false, spotters: [] });
  }
  // 9.62: a placed pillbox supersedes the terrain of its hex and of its six hexsides (the hidden Recon one stands in
  // clear terrain and is not on α's map yet, so its hexsides stay as printed until it is revealed: changing them
  // earlier would give it away).
  return { game: { ...game, men, map: clearGround(game.map, list.filter((p) => !p.hidden).map((p) => p.hex)), pillboxes: list } };
}

/** The map without the printed terrain of `hexes` and the slope hexsides around them [9.62] (unchanged when none). */
function clearGround(map: PatrolGame["map"], hexes: readonly string[]): PatrolGame["map"] {
  const placed = new Set(hexes);
  if (placed.size === 0) return map;
  const terrain = Object.fromEntries(Object.entries(map.terrain).filter(([h]) => !placed.has(h)));
  return { ...map, terrain, slopes: map.slopes.filter(([a, b]) => !placed.has(a) && !placed.has(b)) };
}

/** The hexes of a box, bottom row first, for default placements. */
export function toAreaHexes(box: { readonly c0: number; readonly c1: number; readonly r0: number; readonly r1: number }): string[] {
  const out: string[] = [];
  const mid = Math.floor((box.c0 + box.c1) / 2);
  const cols = Array.from({ length: box.c1 - box.c0 + 1 }, (_, i) => box.c0 + i).sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid));
  for (let r = Math.floor((box.r0 + box.r1) / 2); r >= box.r0; r--) for (const c of cols) out.push(`${pad(c)}${pad(r)}`);
  for (let r = Math.floor((box.r0 + box.r1) / 2) + 1; r <= box.r1; r++) for (const c of cols) out.push(`${pad(c)}${pad(r)}`);
  return out;
}

// ---- Movement [9.66, 9.68] ----

/** True when a step from `from` into `to` crosses the entrance hexside of a pillbox the mover's side knows into its interior [9.66]. */
export function isInteriorEntry(game: PatrolGame, from: string, to: string, side: string): boolean {
  const p = pillboxAt(game, to, side);
  return p !== undefined && toVector(to, from) === p.door;
}

/**
 * The MP to step from `from` into `to` when a placed pillbox is involved (option patrol/pillbox_cost, digest §15.2
 * item 1): `base` is the clear-terrain cost of the hex entered. tec_5: 5 to enter the interior, +5 to leave it;
 * entrance_plus_5: +5 to cross the entrance either way [9.66]; plus_4: +4 to enter or leave the pillbox hex [9.68].
 */
export function toPillboxStepCost(game: PatrolGame, from: string, to: string, base: number, options: Readonly<Record<string, string>>): number {
  const into = pillboxAt(game, to), outOf = pillboxAt(game, from);
  const placedInto = into && !into.hidden ? into : undefined, placedOut = outOf && !outOf.hidden ? outOf : undefined;
  if (!placedInto && !placedOut) return base;
  const rule = options["patrol/pillbox_cost"] ?? "tec_5";
  if (rule === "plus_4") return base + 4;
  const door = (placedInto && toVector(to, from) === placedInto.door) || (placedOut && toVector(from, to) === placedOut.door);
  if (!door) return base;
  if (rule === "tec_5" && placedInto && toVector(to, from) === placedInto.door) return 5;
  return base + 5;
}

/**
 * After a man steps from `from` into `to`: he leaves any pillbox he was inside, and enters the interior of the one
 * in `to` when he crossed its entrance [9.66]. Returns the game unchanged when no pillbox is involved.
 */
export function moveGarrison(game: PatrolGame, manId: string, to: string, interior: boolean): PatrolGame {
  const list = game.pillboxes ?? [];
  if (list.length === 0) return game;
  return { ...game, pillboxes: list.map((p) => {
    const without = p.inside.filter((id) => id !== manId);
    return p.hex === to && interior ? { ...p, inside: [...without, manId] } : without.length === p.inside.length ? p : { ...p, inside: without };
  }) };
}

/** The men a stacking check counts in `to` [7.34, 9.61, 9.68]: inside and outside a pillbox are separate spaces. */
export function stackingPeers(game: PatrolGame, men: readonly Man[], to: string, interior: boolean): Man[] {
  const p = pillboxAt(game, to);
  if (!p) return [...men];
  return men.filter((m) => p.inside.includes(m.id) === interior);
}

// ---- Plot checks [9.61, 9.63, 9.66, 9.67, 11.71] ----

/**
 * One task of a man in or next to a pillbox: a garrison man fires only through an aperture of his pillbox, at a
 * hex in its field, with no smoke inside [9.61, 9.63, 14.22]; no rifle grenades, rockets, flame or enfilade from
 * inside [9.67]; throws go out through the entrance [9.67]; he leaves through the entrance [9.66]. An aperture
 * suffix outside a pillbox is refused. A hidden pillbox is never named to the other side.
 */
export function checkPillboxTask(game: PatrolGame, m: Man, t: Task): Check {
  const p = pillboxOf(game, m.id);
  if (t.code === "HH") {
    // 12.41: men inside and men on top never fight hand-to-hand (a hidden target is refused elsewhere like a man who does not exist).
    const hidden = m.side !== "bravo" && (game.engagement?.hidden ?? []).includes(t.target);
    const apart = (pillboxOf(game, t.target)?.id ?? null) !== (p?.id ?? null);
    return !hidden && game.men[t.target]?.hex === m.hex && apart ? R("no_hand_to_hand", "men inside a pillbox and men on top of it do not fight hand-to-hand", "12.41") : OK;
  }
  const suffix = (t.code === "DF" || t.code === "KF" || t.code === "OF") ? t.aperture : undefined;
  if (!p) return suffix ? R("no_pillbox", `${m.id} is not inside a pillbox: no aperture suffix`, "9.61") : OK;
  const hexOf = (): string | undefined => {
    if (t.code === "OF") return t.hex;
    if (t.code === "DF" || t.code === "KF") return game.men[t.target]?.hex ?? undefined;
    return undefined;
  };
  switch (t.code) {
    case "DF": case "KF": case "OF": {
      if (!suffix) return R("aperture_needed", "a man inside a pillbox fires through an aperture: suffix the plot with its hexside (e.g. -NE)", "9.61");
      const v = APERTURE_VECTOR[suffix];
      if (!apertureKind(p, v)) return R("not_an_aperture", `${suffix} is a wall of the pillbox, not a slit or the entrance`, "9.61");
      if (p.smoke) return R("smoke_inside", "smoke fills the pillbox: nobody fires out until it clears", "14.22, 11.54");
      const hex = hexOf();
      if (hex && !isInField(p.hex, v, hex)) return R("out_of_field", `${hex} is outside the field of fire of the ${suffix} aperture`, "9.63");
      return OK;
    }
    case "RG": case "EF": return R("no_heavy_weapons", "no rifle grenades, rockets, flamethrowers or enfilade fire from inside a pillbox", "9.67");
    case "TG":
      if (!isInField(p.hex, p.door, t.hex)) return R("throw_out_door", "a grenade leaves the pillbox through the entrance, into its field of fire", "9.67");
      return OK;
    case "MV": {
      const first = t.path[0];
      const next = first && first.length === 1 ? stepHex(p.hex, first as Vector) : first;
      if (!next || toVector(p.hex, next) !== p.door) return R("exit_by_door", "men leave a pillbox only through the entrance hexside", "9.66");
      return OK;
    }
    case "PMV": return R("exit_by_door", "a prone man does not crawl out of a pillbox; stand (ER) and leave through the entrance", "9.66");
    default: return OK;
  }
}

/** Two garrison men may not fire through the same aperture [9.61]. */
export function checkApertureSharing(game: PatrolGame, orders: Readonly<Record<string, readonly Task[]>>): Check {
  const used = new Map<string, string>();
  for (const [id, tasks] of Object.entries(orders)) {
    const p = pillboxOf(game, id);
    if (!p) continue;
    for (const t of tasks) {
      if ((t.code !== "DF" && t.code !== "KF" && t.code !== "OF") || !t.aperture) continue;
      const key = `${p.id}:${t.aperture}`;
      const other = used.get(key);
      if (other && other !== id) return R("aperture_taken", `${other} and ${id} may not both fire through the ${t.aperture} aperture`, "9.61");
      used.set(key, id);
    }
  }
  return OK;
}

// ---- Attacks on the garrison [11.45, 14.22, 17.41, 23.52] ----

/** Every listed man attacked at fixed odds (e.g. 20-1 [11.45], 10-1 [14.22, 17.41]) on the Firearm Results Table. */
export function attackAtOdds(game: PatrolGame, men: readonly string[], odds: number, rule: string, dice: DiceSource, tables: PatrolTableSet, source: string):
  { readonly pending: PendingResult[]; readonly events: GameEvent[] } {
  const pending: PendingResult[] = [], events: GameEvent[] = [];
  const table = fireOdds({ fixedOdds: odds, rule }, tables);
  for (const id of men) {
    const m = game.men[id];
    if (!m || m.status === "K" || m.exited) continue;
    const roll = dice.roll(6);
    const result = toFireResult(table, roll);
    pending.push({ man: id, result, source });
    events.push({ type: "patrol/blast", data: { hex: m.hex, man: id, odds: `${odds}-1`, column: table.column, roll, result, rule, provenance: table.provenance } });
  }
  return { pending, events };
}

/** Men inside a pillbox still in the game. */
const garrisonOf = (game: PatrolGame, p: Pillbox) => p.inside.filter((id) => { const m = game.men[id]; return m !== undefined && m.hex === p.hex && m.status !== "K" && !m.exited; });

/**
 * The pillbox in `hex` is destroyed: the marker becomes a crater and everyone inside is killed — a tank moving onto
 * it [23.52] or a medium or heavier round striking it [17.41]. For the vehicles rules: call `crushPillbox(game,
 * hex, "23.52")` when a tank enters a pillbox hex. Returns the game unchanged when there is no pillbox there.
 */
export function crushPillbox(game: PatrolGame, hex: string, rule: "23.52" | "17.41"): { readonly game: PatrolGame; readonly events: GameEvent[] } {
  const p = pillboxAt(game, hex);
  if (!p) return { game, events: [] };
  const killed = garrisonOf(game, p);
  const men = { ...game.men };
  for (const id of killed) men[id] = { ...men[id]!, status: "K" };
  const craters = [...new Set([...(game.craters ?? []), hex])];
  const next: PatrolGame = withPillbox({ ...game, men, craters }, { ...p, inside: [], hidden: false, destroyed: true });
  return { game: next, events: [{ type: "patrol/pillbox_destroyed", data: { pillbox: p.id, hex, killed, crater: true, rule } }] };
}

/**
 * An artillery round bursting in a pillbox hex [17.41]: a light round attacks every occupant at 10-1; a medium,
 * heavy or super-heavy round makes a crater and kills them. Results apply at once (the barrage's results are
 * already applied); a round that misses the hex has no effect on the pillbox (its exterior blast skips the garrison).
 */
export function artilleryOnPillbox(game: PatrolGame, hex: string, light: boolean, dice: DiceSource, tables: PatrolTableSet):
  { readonly game: PatrolGame; readonly pending: PendingResult[]; readonly events: GameEvent[] } {
  const p = pillboxAt(game, hex);
  if (!p) return { game, pending: [], events: [] };
  if (!light) { const out = crushPillbox(game, hex, "17.41"); return { ...out, pending: [] }; }
  const out = attackAtOdds(game, garrisonOf(game, p), 10, "17.41", dice, tables, `artillery on ${p.id}`);
  return { game, pending: out.pending, events: [{ type: "patrol/pillbox_hit", data: { pillbox: p.id, hex, by: "light artillery", rule: "17.41" } }, ...out.events] };
}

/**
 * A rocket landing in a pillbox hex [14.21, 14.22]: every occupant attacked at 10-1, all stunned, and smoke fills
 * the interior (nobody fires out until it clears). Results wait for the end of phase C with the other DF results.
 */
export function rocketOnPillbox(game: PatrolGame, hex: string, dice: DiceSource, tables: PatrolTableSet):
  { readonly game: PatrolGame; readonly pending: PendingResult[]; readonly stunned: string[]; readonly events: GameEvent[] } {
  const p = pillboxAt(game, hex);
  if (!p) return { game, pending: [], stunned: [], events: [] };
  const inside = garrisonOf(game, p);
  const out = attackAtOdds(game, inside, 10, "14.22", dice, tables, `rocket on ${p.id}`);
  return { game: withPillbox(game, { ...p, smoke: true }), pending: out.pending, stunned: inside,
    events: [{ type: "patrol/pillbox_hit", data: { pillbox: p.id, hex, by: "rocket", smoke: true, rule: "14.22" } }, ...out.events] };
}

/** G1: the smoke inside each pillbox clears on a d6 roll of 1, like a smoke pattern [11.59] (reading: 14.22 says "until it dissipates"). */
export function clearPillboxSmoke(game: PatrolGame, dice: DiceSource): { readonly game: PatrolGame; readonly events: GameEvent[] } {
  let next = game;
  const events: GameEvent[] = [];
  for (const p of pillboxesOf(game)) {
    if (!p.smoke || dice.roll(6) !== 1) continue;
    next = withPillbox(next, { ...p, smoke: false });
    events.push({ type: "patrol/pillbox_smoke_cleared", data: { pillbox: p.id, rule: "11.59, 14.22" } });
  }
  return { game: next, events };
}

// ---- The Recon's hidden pillbox [26.62, 26.64, 26.66 a] ----

/** Within this many hexes, with an otherwise unblocked LOS, an α man spots the hidden pillbox [26.66 a]. */
export const PILLBOX_SPOT_RANGE = 5;

/**
 * After a stage: a hidden pillbox is placed on the map when a man inside (then or at the stage's start, `before`)
 * fired or moved (`acted`), or when an active
 * α man comes within 5 hexes with an otherwise unblocked LOS to its hex [26.66 a] (`sees`); those α men, and any
 * who later come that close in sight of it, are its spotters [26.64] (reading: "spots" = the 26.66 a sighting).
 */
export function spotPillboxes(game: PatrolGame, acted: ReadonlySet<string>, sees: (a: Man, hex: string) => boolean, before: PatrolGame = game):
  { readonly game: PatrolGame; readonly events: GameEvent[] } {
  let next = game;
  const events: GameEvent[] = [];
  const alpha = game.order.map((id) => game.men[id]!).filter((m) => m.side === "alpha" && isActive(m));
  for (const p of pillboxesOf(game)) {
    const near = alpha.filter((a) => rangeBetween(a.hex!, p.hex) <= PILLBOX_SPOT_RANGE && sees(a, p.hex));
    // A man who was inside at the start of the stage and fired or left counts too.
    const was = (before.pillboxes ?? []).find((x) => x.id === p.id)?.inside ?? [];
    const byGarrison = [...p.inside, ...was].some((id) => acted.has(id));
    const reveal = p.hidden && (near.length > 0 || byGarrison);
    const spotters = [...new Set([...p.spotters, ...near.map((a) => a.id)])];
    if (!reveal && spotters.length === p.spotters.length) continue;
    next = withPillbox(next, { ...p, hidden: p.hidden && !reveal, spotters });
    if (reveal) next = { ...next, map: clearGround(next.map, [p.hex]) }; // 9.62, now that it is on the map
    if (reveal) events.push({ type: "patrol/pillbox_revealed", data: { pillbox: p.id, hex: p.hex, door: p.door, slits: p.slits, spotters: near.map((a) => a.id), rule: "26.66 a" } });
    else events.push({ type: "patrol/pillbox_spotted", data: { pillbox: p.id, spotters: near.map((a) => a.id), rule: "26.64" } });
  }
  return { game: next, events };
}

/** 26.64: α scores 25, once, if a man who spotted the pillbox has exited fit or wounded. */
export function toPillboxPoints(game: PatrolGame, side: Side, points: number): number {
  if (points === 0) return 0;
  const home = (id: string) => { const m = game.men[id]; return m !== undefined && m.side === side && m.exited && (m.status === "fit" || m.status === "W"); };
  return (game.pillboxes ?? []).some((p) => p.spotters.some(home)) ? points : 0;
}

/** What a viewer sees of the pillboxes: β's own all; others only placed ones, without the names of hidden men inside. */
export function toPillboxView(game: PatrolGame, viewer: string, hiddenMen: readonly string[]): readonly Pillbox[] {
  return (game.pillboxes ?? []).filter((p) => !isPillboxHiddenFrom(p, viewer)).map((p) => (viewer === p.side ? p : { ...p, inside: p.inside.filter((id) => !hiddenMen.includes(id)) }));
}

/** Ids of pillboxes still hidden (events naming them reach β only). */
export function hiddenPillboxIds(game: PatrolGame): readonly string[] {
  return pillboxesOf(game).filter((p) => p.hidden).map((p) => p.id);
}

/**
 * For bots: the plot suffix of a free aperture of the man's pillbox whose field holds `hex` (none while smoke fills
 * it); the aperture is then marked taken in `taken` ("pb1:NE"), one man an aperture [9.61].
 */
export function toApertureToward(game: PatrolGame, m: Man, hex: string, taken: Set<string>): keyof typeof APERTURE_VECTOR | undefined {
  const p = pillboxOf(game, m.id);
  if (!p || p.smoke) return undefined;
  const free = (Object.keys(APERTURE_VECTOR) as (keyof typeof APERTURE_VECTOR)[]).find((k) => !taken.has(`${p.id}:${k}`) && apertureKind(p, APERTURE_VECTOR[k]) !== undefined && isInField(p.hex, APERTURE_VECTOR[k], hex));
  if (free) taken.add(`${p.id}:${free}`);
  return free;
}
