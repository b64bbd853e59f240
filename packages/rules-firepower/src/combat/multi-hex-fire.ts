// Firepower 12.6: automatic fire at several hexes. "As in the Basic Game, most automatic weapons must direct all of the
// bursts to the same target hex" (6.3.5.1), but: tripod weapons not using nightsights fire their bursts at any number of
// hexes in the same arc (12.6.1); bipod weapons not using nightsights at up to three mutually adjacent hexes in the
// arc, only when the firer is Prone or has a rest (12.6.2, rests.ts); any automatic weapon without a nightsight may fire
// "suppressive fire", one burst per hex, no hits, Suppressing wherever a modified 10 or less can be rolled (12.6.3).
// Which weapons have a bipod or tripod is on the missing Weapon Charts: `firepower/weapon_mounts` below.
// Rulebook over digest: digest §8.5 lets suppressive fire put "one burst into each of any number of hexes"; 12.6.3 says
// "any number (one burst per hex, up to their number of bursts)", so suppressive fire too is capped by the rate of fire.
import type { AnyTable, Check, Command } from "@tactica/engine";
import { defineTable, lookup, OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { hexDistance, isSameHex, toHexKey } from "@tactica/hex";
import { z } from "zod";
import type { AppliedModifier } from "../fire/applied-modifier";
import { collectFireModifiers } from "../fire-setup/collect-fire-modifiers";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import { book, missing } from "../tables/sources";
import { boardOf } from "../core/board";
import { losFrom, toFireSituation, toViewpoint } from "./fire-context";
import { isInArc } from "../core/geometry";
import { hasRest } from "../works/rests";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";

/** How a weapon is mounted for 12.6: tripod (12.6.1), bipod (12.6.2) or neither (all bursts into one hex). */
export type WeaponMount = "tripod" | "bipod" | "none";
const MOUNT_WEAPONS = ["LMG", "RFL", "PST", "MMG2"] as const;
type MountWeapon = (typeof MOUNT_WEAPONS)[number];

/**
 * `firepower/weapon_mounts`: the mount of each weapon in play [10.7(2), 10.7(3), 12.6]. The Weapon Charts' name column
 * ("bipod"/"tripod" in parenthesis) is missing; the text itself gives the LMG's bipod ("LMG: ... have bipod mounts",
 * "all light machineguns ... always have this equipment", 10.7(2)) and the MMG's tripod ("a MMG soldier unit is used
 * if the weapon is listed ... as a MMG (in this case it has a tripod mount)", 10.7(2)). The rifle is a placeholder
 * ("some rifles" always have a bipod, 10.7(2) BPD, note "B"; which ones is on the missing chart). The pistol fires semi
 * only (6.3.5), so it never fires bursts at several hexes.
 */
export const WEAPON_MOUNTS = defineTable<{ weapon: MountWeapon }, WeaponMount>({
  id: "firepower/weapon_mounts",
  version: "1",
  title: "Weapon mounts for automatic fire at several hexes (12.6)",
  inputs: z.object({ weapon: z.enum(MOUNT_WEAPONS) }),
  output: z.enum(["tripod", "bipod", "none"]),
  cells: [
    { inputs: { weapon: "LMG" }, value: "bipod", provenance: book("10.7(2)") },
    { inputs: { weapon: "RFL" }, value: "none", provenance: missing("some rifles always have a bipod (10.7(2) BPD, note B), which ones is on the missing Weapon Chart; the Basic rifle is taken to have none") },
    { inputs: { weapon: "PST" }, value: "none", provenance: book("6.3.5") },
    { inputs: { weapon: "MMG2" }, value: "tripod", provenance: book("10.7(2)") },
  ],
});

/** A weapon's mount from the match's tables (rulings packs may override) with the cell's provenance kind. */
export function mountOf(weapon: string, tables?: ReadonlyMap<string, AnyTable>): { mount: WeaponMount; provenance: string } {
  if (!(MOUNT_WEAPONS as readonly string[]).includes(weapon)) return { mount: "none", provenance: "not listed" };
  const cell = lookup(tableOf(tables, WEAPON_MOUNTS), { weapon: weapon as MountWeapon });
  if (!cell.ok) throw new Error(`firepower/weapon_mounts: no cell for ${weapon}`);
  return { mount: cell.value, provenance: cell.provenance.kind };
}

/** The distinct hexes of the target units, in payload order. */
export function targetHexes(targets: readonly Soldier[]): Hex[] {
  const out: Hex[] = [];
  for (const t of targets) if (!out.some((h) => isSameHex(h, t.hex))) out.push(t.hex);
  return out;
}

/** Whether every two of the hexes are adjacent (12.6.2's "all adjacent to each other"). */
export function mutuallyAdjacent(hexes: readonly Hex[]): boolean {
  return hexes.every((a, i) => hexes.every((b, j) => i === j || hexDistance(a, b) === 1));
}

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> | undefined };

/** What a fire's target hexes come to: one hex, or several under 12.6.1 / 12.6.2 / 12.6.3 (the rule cited). */
export type HexSpread = Check & { hexes?: Hex[]; rule?: string; mount?: WeaponMount; mountProvenance?: string; rest?: boolean };

/**
 * The target-hex checks of `fire` [6.3.5.1, 12.6]: one hex, unless the Advanced Game's tripod (12.6.1) or bipod
 * (12.6.2) rules or suppressive fire (12.6.3) allow more. The arc of every hex is checked by `checkFire`.
 */
export function checkTargetHexes(game: FirepowerGame, firer: Soldier, targets: readonly Soldier[], mode: "auto" | "semi", suppressive: boolean, ctx: Ctx): HexSpread {
  const hexes = targetHexes(targets);
  const nightsight = (firer as FieldSoldier).nightsight;
  if (suppressive) {
    if (game.rules !== "advanced") return reject("fire/suppressive_advanced_only", "suppressive fire is an Advanced Game rule", "Firepower 12.6.3");
    if (mode !== "auto") return reject("fire/suppressive_auto_only", "only automatic weapons fire suppressive fire, at automatic rates", "Firepower 12.6.3");
    if (nightsight) return reject("fire/suppressive_nightsight", `${firer.id} uses a nightsight (${nightsight}): no suppressive fire`, "Firepower 12.6.3");
    if (hexes.length !== targets.length) return reject("fire/suppressive_one_burst_per_hex", "suppressive fire puts one burst into each hex: name one target unit per hex", "Firepower 12.6.3");
    return { ...OK, hexes, rule: "Firepower 12.6.3" };
  }
  if (hexes.length === 1) return { ...OK, hexes, rule: "Firepower 6.3.5.1" };
  if (game.rules !== "advanced") return reject("fire/one_hex", "all bursts go into one target hex", "Firepower 6.3.5.1");
  if (mode !== "auto") return reject("fire/one_hex", "semi-automatic shots all go at one target unit; only automatic fire may go to several hexes", "Firepower 6.3.5, 12.6");
  const { mount, provenance } = mountOf(firer.weapon, ctx.tables);
  if (nightsight && mount !== "none") return reject("fire/multi_hex_nightsight", `${firer.id} uses a nightsight (${nightsight}): all bursts go into one hex`, mount === "tripod" ? "Firepower 12.6.1" : "Firepower 12.6.2");
  if (mount === "none") return reject("fire/one_hex", `the ${firer.weapon} has no tripod or bipod (firepower/weapon_mounts, ${provenance}): all bursts go into one target hex`, "Firepower 12.6");
  if (mount === "tripod") return { ...OK, hexes, rule: "Firepower 12.6.1", mount, mountProvenance: provenance };
  if (hexes.length > 3) return reject("fire/multi_hex_three", "a bipod weapon fires at no more than three different hexes", "Firepower 12.6.2");
  if (!mutuallyAdjacent(hexes)) return reject("fire/multi_hex_adjacent", "a bipod weapon's target hexes must all be adjacent to each other", "Firepower 12.6.2");
  const rest = hasRest(game, firer, ctx.tables);
  if (firer.posture !== "prone" && !rest) return reject("fire/multi_hex_no_rest", `${firer.id} is neither Prone nor rested (10.7(10)): only one hex can be the target hex`, "Firepower 12.6.2");
  return { ...OK, hexes, rule: "Firepower 12.6.2", mount, mountProvenance: provenance, rest };
}

/** Enemy soldiers a firer could aim at, grouped by hex in his arc (nearest hexes first, at most `limit` hexes). */
function enemyHexesInArc(state: FirepowerState, s: Soldier, limit: number): Soldier[][] {
  const arc = state.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  const groups = new Map<string, Soldier[]>();
  for (const e of state.game.soldiers) {
    if (e.eliminated || e.side === s.side || e.inTunnel || hexDistance(e.hex, s.hex) > 40 || !isInArc(s.hex, s.facing, e.hex, arc)) continue; // 8.8.8: none in tunnels (secret)
    const key = toHexKey(e.hex);
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  return [...groups.values()].sort((a, b) => hexDistance(a[0]!.hex, s.hex) - hexDistance(b[0]!.hex, s.hex)).slice(0, limit);
}

/** One burst at the first enemy of each hex, then the others of the hexes, up to `bursts` target units. */
function spread(groups: readonly Soldier[][], bursts: number): string[] {
  const firsts = groups.map((g) => g[0]!.id);
  const rest = groups.flatMap((g) => g.slice(1).map((e) => e.id));
  return [...firsts, ...rest].slice(0, bursts);
}

/**
 * Candidate multi-hex and suppressive fires of a soldier [12.6] for the legal-actions list (the framework keeps those
 * that validate): each pair and triangle of mutually adjacent enemy hexes for a bipod (any pair for a tripod), and
 * suppressive fire at one enemy of each of his nearest enemy hexes in arc.
 */
export function multiHexCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced" || s.weapon === "PST" || (s as FieldSoldier).nightsight) return [];
  const seat = s.side;
  const bursts = s.weapon === "LMG" ? 3 : 2;
  const mode = s.weapon === "RFL" ? { mode: "auto" } : {};
  const groups = enemyHexesInArc(state, s, 5);
  const out: Command[] = [];
  if (groups.length >= 2) out.push({ type: "fire", seat, payload: { soldier: s.id, targets: groups.slice(0, bursts).map((g) => g[0]!.id), ...mode, suppressive: true } });
  const { mount } = mountOf(s.weapon);
  if (mount === "none" || (mount === "bipod" && s.posture !== "prone" && !hasRest(state.game, s))) return out;
  return [...out, ...spreadCombos(groups, mount, bursts).map((targets) => ({ type: "fire", seat, payload: { soldier: s.id, targets, ...mode } }))];
}

/** Target lists for each pair and triangle of enemy hexes a mount allows (bipod: mutually adjacent; tripod: any). */
function spreadCombos(groups: readonly Soldier[][], mount: "bipod" | "tripod", bursts: number): string[][] {
  const out: string[][] = [];
  const fits = (gs: readonly Soldier[][]) => mount === "tripod" || mutuallyAdjacent(gs.map((g) => g[0]!.hex));
  for (let i = 0; i < groups.length; i += 1) {
    for (let j = i + 1; j < groups.length && bursts >= 2; j += 1) {
      const pair = [groups[i]!, groups[j]!];
      if (fits(pair)) out.push(spread(pair, bursts));
      for (let k = j + 1; k < groups.length && bursts >= 3; k += 1) {
        const three = [...pair, groups[k]!];
        if (fits(three)) out.push(spread(three, bursts));
      }
    }
  }
  return out;
}

/** Candidate multi-hex fires of a crewed L weapon's gunner (12.6.1: the MMG's tripod), for the legal-actions list. */
export function crewSpreadCandidates(state: FirepowerState, gunner: Soldier, weaponId: string, weapon: string, bursts: number): Command[] {
  const { mount } = mountOf(weapon);
  if (state.game.rules !== "advanced" || mount === "none" || (gunner as FieldSoldier).nightsight) return [];
  if (mount === "bipod" && gunner.posture !== "prone" && !hasRest(state.game, gunner)) return [];
  return spreadCombos(enemyHexesInArc(state, gunner, 4), mount, bursts).map((targets) => ({ type: "fire_crewed", seat: gunner.side, payload: { weapon: weaponId, gunner: gunner.id, targets } }));
}

/**
 * What the `fire/resolved` event adds for a fire under 12.6 (nothing for the ordinary one-hex fire): the target hexes
 * (printed IDs), the rule, the mount and its provenance (`firepower/weapon_mounts`), whether the firer was rested.
 */
export function multiHexNote(game: FirepowerGame, firer: Soldier, targets: readonly Soldier[], p: { readonly mode?: "auto" | "semi" | undefined; readonly suppressive?: boolean | undefined }, options: Readonly<Record<string, string>>, tables?: ReadonlyMap<string, AnyTable>): Record<string, unknown> {
  const mode = p.mode ?? (firer.weapon === "PST" ? "semi" : "auto");
  const checked = checkTargetHexes(game, firer, targets, mode, p.suppressive === true, { options, tables });
  if (!checked.ok || !checked.hexes || (checked.hexes.length === 1 && !p.suppressive)) return {};
  const board = boardOf(game);
  return {
    hexes: checked.hexes.map((h) => board.idOf(h)),
    spreadRule: checked.rule,
    ...(p.suppressive ? { suppressive: true } : {}),
    ...(checked.mount ? { mount: checked.mount, mountProvenance: `${checked.mountProvenance} (firepower/weapon_mounts)` } : {}),
    ...(checked.rest !== undefined ? { rested: checked.rest } : {}),
  };
}

/** One target unit of a crewed L weapon's multi-hex fire: its own hit number and modifiers (12.6.1: "different modifiers may apply"). */
export type CrewSpreadTarget = { readonly hit: number; readonly modifiers: readonly AppliedModifier[] };

/**
 * The target-hex checks of a crewed L weapon's bursts (`fire_crewed`) [6.3.5.1, 12.6.1, 12.6.2]: one hex, or, for a
 * tripod weapon (the MMG, `firepower/weapon_mounts`) without a nightsight, any hexes in the gunner's arc; a bipod
 * weapon as in `checkTargetHexes`. Every further hex is checked for range (the line's bands), arc and LOS, and gets its
 * own hit number and modifiers (`perTarget`, by soldier id).
 */
export function checkCrewSpread(state: FirepowerState, gunner: Soldier, weapon: string, line: { readonly hits: readonly { readonly upTo: number; readonly hit: number }[] }, targets: readonly Soldier[], tables: ReadonlyMap<string, AnyTable>): Check & { perTarget?: ReadonlyMap<string, CrewSpreadTarget> } {
  const hexes = targetHexes(targets);
  if (hexes.length <= 1) return OK;
  const spread = checkTargetHexes(state.game, { ...gunner, weapon: weapon as Soldier["weapon"] }, targets, "auto", false, { options: state.options, tables });
  if (!spread.ok) return spread;
  const board = boardOf(state.game);
  const arc = state.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  const perTarget = new Map<string, CrewSpreadTarget>();
  for (const t of targets) {
    const range = firepowerRange(gunner.hex, t.hex);
    const band = line.hits.find((h) => range <= h.upTo);
    if (!band) return reject("fire/out_of_range", `range ${range} to ${board.idOf(t.hex)} is beyond the ${weapon}'s (placeholder chart)`, "Firepower 12.6.1");
    if (!isInArc(gunner.hex, gunner.facing, t.hex, arc)) return reject("fire/out_of_arc", `${board.idOf(t.hex)} is outside the firing arc: all target hexes must be in the same arc`, "Firepower 12.6.1");
    const los = losFrom(board, state.game, gunner, toViewpoint(t), state.options);
    if (!los?.clear) return reject("fire/no_los", `the line of sight to ${board.idOf(t.hex)} is blocked`, "Firepower 12.1");
    perTarget.set(t.id, { hit: band.hit, modifiers: collectFireModifiers({ ...toFireSituation(board, state.game, gunner, t, "auto", 0, state.options, los), tables }) });
  }
  return { ...OK, perTarget };
}
