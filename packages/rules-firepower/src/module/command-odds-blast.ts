// Exact grenade odds for commandOdds: the throw and the blast on each soldier, from the very functions the
// `throw_grenade` command rolls with (rules-firepower grenade-command.ts), never a copy of their rules.
import type { AnyTable, Provenance } from "@tactica/engine";
import { lookup } from "@tactica/engine";
import type { DiceSource, Rational } from "@tactica/dice";
import { add, complement, mul, rational, toDecimal, toFractionString } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { boardOf } from "../core/board";
import { blastResult, blastTarget, throwGrenade, throwModifiers } from "../combat/grenade-command";
import { toAim, withBeyond } from "../combat/hit-location-sides";
import { offerReturn } from "../combat/optional-return-throw";
import { indirectImpactAt } from "../blasts/storey-blasts";
import { locateBurst } from "../combat/works-hit-location";
import { checkMortarFire } from "../mortar/mortar-commands";
import { mortarLanding } from "../mortar/resolve-mortar-fire";
import { BASIC_GRENADE_BLAST } from "../tables/basic-firing-chart";
import { GRENADE_SPREAD_DIAGRAM } from "../tables/grenade-spread";
import { HIT_LOCATION_SIDES } from "../tables/hit-location-sides";
import { WORKS_HIT_LOCATION } from "../tables/works-hit-location";
import type { HitLocationAim } from "../combat/hit-location-sides";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { FireMortarPayload } from "../mortar/mortar-commands";
import type { OddsModifier, OddsOutcome } from "@tactica/ruleset-module";

type Impact = Exclude<ReturnType<typeof throwGrenade>["at"], undefined>;
type Path<T> = { readonly value: T; readonly p: Rational };
type ThrowPayload = { readonly hex: string; readonly side?: number; readonly storey?: number; readonly inside?: boolean; readonly worksSign?: "-" | "+"; readonly preferSide?: "enemies" | "impact" | number };

/** One soldier's part: his outcome distribution and, per impact location, what his blast roll is rolled against. */
export type GrenadeSoldierOdds = {
  readonly soldier: string;
  readonly outcomes: readonly OddsOutcome[];
  readonly modifiers: readonly OddsModifier[];
  readonly blasts: readonly { impact: string; storey: number; height: number; inside: boolean; probability: string; distance: number; total: number; blastNumber: number; heightModifier?: number; confinedModifier?: number; beyond?: number; inWork?: boolean }[];
};

export type GrenadeOdds = {
  readonly hitNumber: number;
  readonly throwTotal: number;
  readonly throwModifiers: readonly OddsModifier[];
  /** Where the grenade bursts and how likely: "hit", "spread", "dud", "complete_miss", and at a storey "inside"/"outside_wall". */
  readonly landing: readonly OddsOutcome[];
  readonly soldiers: readonly GrenadeSoldierOdds[];
  readonly provenance: readonly Provenance[];
  readonly notes: readonly string[];
};

class NeedsDie extends Error {}

/**
 * Every way `run` can go with its dice, each with its exact probability: `run` is replayed with each sequence of
 * faces it asks for (a throw roll, then a spread or an opening-pass roll...), so the branches are the command's own.
 */
export function everyRoll<T>(run: (dice: DiceSource) => T): Path<T>[] {
  const out: Path<T>[] = [];
  const go = (faces: readonly { face: number; sides: number }[]) => {
    let i = 0;
    let needs = 0;
    const dice: DiceSource = {
      roll(sides) {
        const f = faces[i++];
        if (f) return f.face;
        needs = sides;
        throw new NeedsDie();
      },
    };
    try {
      const value = run(dice);
      out.push({ value, p: rational(1n, faces.reduce((d, f) => d * BigInt(f.sides), 1n)) });
    } catch (e) {
      if (!(e instanceof NeedsDie)) throw e;
      for (let face = 1; face <= needs; face++) go([...faces, { face, sides: needs }]);
    }
  };
  go([]);
  return out;
}

const ORDER = ["eliminated", "stunned", "suppressed", "no effect"] as const;
const row = (outcome: string, p: Rational): OddsOutcome => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) });
const keyOf = (board: ReturnType<typeof boardOf>, at: Impact) => `${board.idOf(at.hex)}|${at.storey}|${at.height}|${String(at.inside)}|${at.unit ?? ""}`;

/**
 * Exact odds of `thrower` throwing a grenade by payload `p` in `game` (the seat's view): the throw, spread and the
 * 12.7.3 opening pass (or the burst against the wall) are `throwGrenade` replayed with every face; the blast on each
 * soldier is `blastTarget` (reach, storeys, shields, trees, cover) with each blast roll read by `blastResult`.
 */
export function grenadeOdds(game: FirepowerGame, thrower: Soldier, target: Hex, p: ThrowPayload, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): GrenadeOdds {
  const board = boardOf(game);
  const aim = throwModifiers(game, thrower, target, p.storey, options, tables);
  const paths = everyRoll((dice) => throwGrenade(game, thrower, target, p, dice, options, tables));
  const landing = new Map<string, Rational>();
  const impacts = new Map<string, BlastImpact>();
  const provenance: Provenance[] = [aim.hit.provenance, BASIC_GRENADE_BLAST.provenance, ...aim.modifiers.map((m) => m.provenance)];
  let spread = false;
  for (const { value, p: pr } of paths) {
    const data = value.event.data as { outcome: string; burst?: string; spread?: unknown; opening?: { provenance?: Provenance } };
    const name = data.burst ? `${data.outcome} (${data.burst})` : data.outcome;
    landing.set(name, add(landing.get(name) ?? rational(0), pr));
    if (data.spread) spread = true;
    if (data.opening?.provenance && !provenance.includes(data.opening.provenance)) provenance.push(data.opening.provenance);
    if (!value.impact) continue;
    // The command explodes at `impact`, at `at` when the throw set one (a storey, a unit), else at the ground of the hex (grenade-command.ts).
    const key = value.at ? keyOf(board, value.at) : `${board.idOf(value.impact)}|ground`;
    impacts.set(key, { hex: value.impact, ...(value.at ? { at: value.at } : {}), p: add(impacts.get(key)?.p ?? rational(0), pr) });
  }
  if (spread) spreadProvenance(tables, provenance);
  const notes: string[] = [];
  const soldiers = blastOn(game, [...impacts.values()], target, options, tables, undefined, provenance, { from: thrower.hex, aim: toAim(p, thrower.side) });
  for (const { hex } of impacts.values()) {
    if (offerReturn(game, thrower, hex, options, tables)) notes.push(`Option 16.1: at impact ${board.idOf(hex)} the side with men there may first throw the grenade back; these odds are the blast if no one does`);
  }
  if ((options["firepower/wounds"] ?? "off") !== "off") notes.push("Option 23.1: \"eliminated\" is a blast hit; the wound roll that follows it is not split out");
  notes.push("a vehicle, wire or mine in the impact hex takes the blast too; what that does to men inside or after it is not counted [19.3, 12.4.4.3]");
  return {
    hitNumber: aim.hit.hitNumber, throwTotal: aim.total, throwModifiers: aim.modifiers,
    landing: [...landing.entries()].map(([o, pr]) => row(o, pr)), soldiers, provenance, notes,
  };
}

/** Where a burst may happen and how likely: the hex, the storey/height location when not the ground's, the chance. */
export type BlastImpact = { readonly hex: Hex; readonly at?: Impact; readonly p: Rational };

/**
 * Each soldier of `game` (the seat's view) whom a burst at any of `impacts` can reach: his outcome distribution over
 * the impacts and, at each, over the command's own 12.7.1 side and 12.7.2 foxhole/trench rolls (`locateBurst` replayed
 * with every face, from `located.from` with the firer's announced `aim`), each blast roll read by the command's
 * `blastResult` against the command's `blastTarget` (reach, storeys, shields, tree positions, cover) [6.3.6.3.2.2,
 * 6.4.2, 12.2.3, 12.2.8, 12.7]. Adds the modifiers' provenance to `provenance`.
 */
export function blastOn(game: FirepowerGame, impacts: readonly BlastImpact[], target: Hex, options: Readonly<Record<string, string>>, tables: ReadonlyMap<string, AnyTable> | undefined,
  zone: { readonly blast: number; readonly radius: number } | undefined, provenance: Provenance[], located: { readonly from?: Hex; readonly aim: HitLocationAim } = { aim: {} }): GrenadeSoldierOdds[] {
  const board = boardOf(game);
  // 12.7.1, 12.7.2: where in each impact hex the burst lands, with its chance, as the command rolls it.
  const spots = impacts.flatMap(({ hex, at, p }) => {
    const byPlace = new Map<string, { hex: Hex; at: Impact | undefined; game: FirepowerGame; inWork: boolean; rolled: { side: boolean; works: boolean }; p: Rational }>();
    for (const l of everyRoll((dice) => locateBurst(game, hex, dice, located.from, tables, { ...located.aim, ...(at ? { at } : {}) }))) {
      const inWork = l.value.worksHit?.inWork === true, key = `${l.value.beyond ?? ""}|${String(inWork)}`;
      const seen = byPlace.get(key);
      byPlace.set(key, seen ? { ...seen, p: add(seen.p, mul(p, l.p)) } : { hex, at: withBeyond(board, hex, at, l.value.beyond), game: l.value.game, inWork, rolled: { side: l.value.sideHit !== undefined, works: l.value.worksHit !== undefined }, p: mul(p, l.p) });
    }
    return [...byPlace.values()];
  });
  if (spots.some((x) => x.rolled.side)) tableProvenance(tables, HIT_LOCATION_SIDES, provenance);
  if (spots.some((x) => x.rolled.works)) tableProvenance(tables, WORKS_HIT_LOCATION, provenance);
  const soldiers: GrenadeSoldierOdds[] = [];
  for (const s0 of game.soldiers) {
    if (s0.eliminated) continue;
    const got = new Map<string, Rational>();
    const blasts: GrenadeSoldierOdds["blasts"][number][] = [];
    let modifiers: readonly OddsModifier[] = [];
    for (const { hex, at, game: g, inWork, p: pi } of spots) {
      const s = g.soldiers.find((x) => x.id === s0.id) ?? s0;
      const t = blastTarget(board, g, hex, s, options, zone, {}, tables, at);
      if (!t) continue;
      for (let roll = 1; roll <= 10; roll++) {
        const r = blastResult(roll, t.total, t.distance, t.blastNumber) ?? "no effect";
        got.set(r, add(got.get(r) ?? rational(0), mul(pi, rational(1, 10))));
      }
      // The modifiers shown are those of the aimed impact (a hit), else of the first impact that reaches him.
      if (blasts.length === 0 || (hex.q === target.q && hex.r === target.r)) modifiers = t.modifiers;
      for (const m of t.modifiers) if (!provenance.includes(m.provenance)) provenance.push(m.provenance);
      blasts.push({
        impact: board.idOf(hex), storey: at?.storey ?? 0, height: at?.height ?? 0, inside: at?.inside ?? true, probability: toFractionString(pi),
        distance: t.distance, total: t.total, blastNumber: t.blastNumber, ...(t.reach.heights ? { heightModifier: t.reach.heights } : {}), ...(t.reach.confined ? { confinedModifier: t.reach.confined } : {}),
        ...(at?.beyond !== undefined ? { beyond: at.beyond } : {}), ...(inWork ? { inWork } : {}),
      });
    }
    if (blasts.length === 0) continue;
    const reached = [...got.values()].reduce((a, b) => add(a, b), rational(0));
    got.set("no effect", add(got.get("no effect") ?? rational(0), complement(reached)));
    soldiers.push({ soldier: s0.id, outcomes: ORDER.map((o) => row(o, got.get(o) ?? rational(0))).filter((o) => o.probability !== "0"), modifiers, blasts });
  }
  return soldiers;
}

/** Every cell's provenance of a table the answer read (the match's version of it), joined to `provenance`. */
function tableProvenance(tables: ReadonlyMap<string, AnyTable> | undefined, declared: AnyTable, provenance: Provenance[]): void {
  const table = tables?.get(declared.id) ?? declared;
  for (const cell of table.cells) if (!provenance.includes(cell.provenance)) provenance.push(cell.provenance);
}

/** The Spread Diagram's cells, when a spread is possible (their provenance joins the answer's). */
function spreadProvenance(tables: ReadonlyMap<string, AnyTable> | undefined, provenance: Provenance[]): void {
  const table = tables?.get(GRENADE_SPREAD_DIAGRAM.id) ?? GRENADE_SPREAD_DIAGRAM;
  for (let roll = 1; roll <= 10; roll++) {
    const cell = lookup(table, { roll });
    if (cell.ok && !provenance.includes(cell.provenance)) provenance.push(cell.provenance);
  }
}

export type MortarOdds = Omit<GrenadeOdds, "throwTotal" | "throwModifiers"> & { readonly total: number; readonly modifiers: readonly OddsModifier[]; readonly blast?: { readonly blast: number; readonly radius: number } };
export type MortarOddsResult = { readonly ok: true; readonly value: MortarOdds } | { readonly ok: false; readonly error: { code: string; message: string; rule: string } };

/**
 * Exact odds of one `fire_mortar` [12.4.2, 20.1.2, 12.3.4] on `known` (the seat's view): the command's own check
 * gives the order (observer, adjusted fire); `mortarLanding` is replayed with every face for where the bomb lands;
 * a G bomb's blast (the chart's blast number and radius, bursting where the command bursts it, e.g. on a roof by
 * option) is `blastOn`; a smoke or illumination round scores no hits [12.3.7, 12.3.8].
 */
export function mortarOdds(known: FirepowerState, seat: string, p: FireMortarPayload, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): MortarOddsResult {
  const checked = checkMortarFire(known, seat, p, { tables: tables ?? new Map() });
  if (!checked.order) return { ok: false, error: { code: checked.ok ? "mortar/no_order" : checked.error.code, message: checked.ok ? "no fire order" : checked.error.message, rule: checked.ok ? "Firepower 12.4.2" : checked.error.rule ?? "" } };
  const order = checked.order;
  const game = known.game;
  const board = boardOf(game);
  const target = board.hexOf(order.hex);
  const paths = everyRoll((dice) => mortarLanding(game, order, dice, options, tables));
  const first = paths[0]?.value;
  if (!target || !first) return { ok: false, error: { code: "fire/unknown_hex", message: `no hex ${p.hex} on this map`, rule: "Firepower 2.1" } };
  const fired = first.event.data as { hitNumber: number; total: number; modifiers: OddsModifier[] };
  const provenance: Provenance[] = [first.line.provenance, ...fired.modifiers.map((m) => m.provenance)];
  const landing = new Map<string, Rational>();
  const impacts = new Map<string, BlastImpact>();
  for (const { value, p: pr } of paths) {
    const data = value.event.data as { outcome: string; spread?: unknown };
    landing.set(data.outcome, add(landing.get(data.outcome) ?? rational(0), pr));
    if (data.spread) spreadProvenance(tables, provenance);
    if (!value.impact) continue;
    const key = board.idOf(value.impact);
    // A bomb in a building hex bursts where the command bursts it (option indirect_building_impact, storey-blasts.ts).
    impacts.set(key, { hex: value.impact, at: indirectImpactAt(board, game, value.impact, options), p: add(impacts.get(key)?.p ?? rational(0), pr) });
  }
  const zone = { blast: first.line.value.blast, radius: first.line.value.radius };
  const smokeOrFlare = order.ammo === "M" || order.ammo === "U";
  const soldiers = smokeOrFlare ? [] : blastOn(game, [...impacts.values()], target, options, tables, zone, provenance, { aim: toAim(order, seat as "A" | "B") }); // indirect: no range modifier (12.7.1, 12.7.2)
  const notes = smokeOrFlare
    ? [`a ${order.ammo === "M" ? "smoke" : "illumination"} round scores no hits; the parts give where it lands [12.3.7, 12.3.8]`]
    : ["a vehicle, wire or mine in the impact hex takes the blast too; what that does to men inside or after it is not counted [19.3, 12.4.4.3]"];
  if (!smokeOrFlare && (options["firepower/wounds"] ?? "off") !== "off") notes.push("Option 23.1: \"eliminated\" is a blast hit; the wound roll that follows it is not split out");
  return {
    ok: true,
    value: {
      hitNumber: fired.hitNumber, total: fired.total, modifiers: fired.modifiers, ...(smokeOrFlare ? {} : { blast: zone }),
      landing: [...landing.entries()].map(([o, pr]) => row(o, pr)), soldiers, provenance, notes,
    },
  };
}
