// Smoke, W and illumination grenades, Molotov cocktails and flamethrowers in play (Advanced Game) [12.3.3, 12.3.7-12.3.9].
import { structureHeightModifiers } from "../works/structure-height";
import { aimAt, bridgeBurstFrom } from "../blasts/bridges-blasts";
import { isDeckBurst } from "../blasts/bridges-levels";
import { bodyArmorBlastValue, bodyArmorRollField } from "../fire-setup/body-armor";
import type { CommandContext, AnyTable } from "@tactica/engine";
import { defineCommand, lookup, lookupOrThrow, OK, reject } from "@tactica/engine";
import type { Check, ChitTurn, GameEvent } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import type { Hex } from "@tactica/hex";
import { hexDistance, hexRing, isSameHex, toHexKey } from "@tactica/hex";
import { z } from "zod";
import { molotovId } from "../advanced/option-rules";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectThrowModifiers } from "../fire-setup/collect-fire-modifiers";
import { fieldModifiers } from "../fire/field-modifiers";
import { toSpreadHex } from "../fire/spread-hex";
import { tableOf } from "../fire/table-of";
import { firepowerRange } from "../sighting/firepower-range";
import { BLAST_ZONE_MODIFIERS } from "../tables/blast-zones";
import { book } from "../tables/sources";
import type { SpecialItem } from "../tables/special-weapons";
import { SPECIAL_AMMO, SPECIAL_ITEMS, SPECIAL_WEAPON_BLAST, SPECIAL_WEAPON_HITS } from "../tables/special-weapons";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { blastLineModifier } from "../blasts/blast-line";
import { losFrom } from "./fire-context";
import { entrySides, isInArc } from "../core/geometry";
import { startFires } from "../fire-setup/fires";
import { detonateMinesAt } from "./mines";
import { addIllumination, addSmoke, fieldConditionsOf } from "../blasts/smoke";
import { checkActor, mfAllowance, patchSoldiers, updateSoldier } from "../core/soldiers";
import { hitWithStatus } from "../core/status-ladder";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";
import { carried, useCarried } from "../core/wound-effects";
import { hitSoldiers } from "../optional/wounds";
import { checkFortificationThrow } from "../works/bunkers-fire";
import { checkInsideAim, intoUnit, unitShelters } from "./opening-blasts";
import { blastShield } from "../blasts/shield-blasts"; // 8.8.4, 8.8.6, 12.7.3: F and W reach men inside a unit only through its opening
import type { ImpactLocation } from "../blasts/storey-blasts";
import { impactAt, reachFields, storeyReach } from "../blasts/storey-blasts";
import { checkStoreyThrow, storeyTarget, storeyTargets, throughOpening } from "../blasts/storey-blasts-throw";
import { WORKS_SIGN_FIELD } from "../blasts/g-round-payload"; // the G commands' field (HIT_LOCATION_PAYLOAD.worksSign)
import { specialInsideCandidates } from "./special-fire-sign";
export { FLAMETHROWER_STREAM } from "../options/rule-options";

const payload = z.object({
  soldier: z.string().min(1),
  item: z.enum(SPECIAL_ITEMS),
  hex: z.string().min(1),
  /** When the LOS runs through a vertex of the target hex, the entry hexside the firer picks (map direction 0-5) [6.3.6.3.2.1]. */
  side: z.number().int().min(0).max(5).optional(),
  /** Advanced: the building storey of the target hex aimed at (through an open door or window of it, 12.7.3); absent = ground. */
  storey: z.number().int().min(-5).max(20).optional(),
  /** Advanced: into the bunker, pillbox, tower or cave of the target hex, through an opening facing the firer (12.7.3). */
  inside: z.boolean().optional(),
  /** Advanced 12.7.5: "+" turns the 12.7.3 pass's -2 at range 1 into +2 (F and W roll it only at openings they must pass). */
  worksSign: WORKS_SIGN_FIELD,
}).strict();

/** Payload of `fire_special`: the soldier, the item he carries, the target hex (printed ID), an optional entry hexside. */
export type SpecialPayload = z.infer<typeof payload>;

const FIRE_MF = 2;
type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** A hex as a target viewpoint: the hex at Standing height (it need not hold a soldier). */
const hexTarget = (hex: Hex) => ({ hex, posture: "stand" });

function hitNumberOf(item: SpecialItem, range: number, tables?: ReadonlyMap<string, AnyTable>) {
  const cell = lookup(tableOf(tables, SPECIAL_WEAPON_HITS), { item, range });
  return cell.ok && cell.value !== null ? { hitNumber: cell.value, provenance: cell.provenance } : undefined;
}

/** Every check a special round makes [6.2.5, 6.3.1-6.3.5, 12.3]; returns the firer and target hex when legal. */
export function checkSpecial(state: FirepowerState, seat: string, p: SpecialPayload, ctx: Pick<CommandContext, "options" | "tables">): Check & { firer?: Soldier; target?: Hex } {
  if (state.game.rules !== "advanced") return reject("special/advanced_only", "smoke, W, illumination and flame weapons are Advanced Game weapons", "Firepower 12.3");
  const actor = checkActor(state, seat, p.soldier);
  if (!actor.ok || !actor.soldier) return actor;
  const s: FieldSoldier = actor.soldier;
  if (carried(s, p.item) <= 0) return reject("special/none_carried", `${s.id} carries no ${p.item} round (or has used them all)`, "Firepower 12.3.3, 8.5");
  if (s.combatUsed) return reject("fire/combat_used", "one Combat Action per soldier per Impulse Phase", "Firepower 6.2.5");
  const inside = checkFortificationThrow(state.game, s, boardOf(state.game).hexOf(p.hex)); // 12.1.6, 12.7.3: out through a loophole (bunkers-fire.ts)
  if (!inside.ok) return inside;
  if (s.freeTurns.length > 0) return reject("fire/free_turn_taken", "a soldier who took a free turn does no firing this Impulse", "Firepower 11.3.1");
  if (s.mf + FIRE_MF > mfAllowance(s)) return reject("fire/no_mf", "firing or throwing costs 2 MF", "Firepower 6.3.5");
  if (state.game.impulse?.firedFrom.includes(toHexKey(s.hex))) return reject("fire/stack_fired", "only one soldier of a stack may fire while it stays together", "Firepower 6.3.1.3");
  const board = boardOf(state.game);
  const target = board.hexOf(p.hex);
  if (!target) return reject("fire/unknown_hex", `no hex ${p.hex} on this map`, "Firepower 2.1");
  if (!hitNumberOf(p.item, firepowerRange(s.hex, target), ctx.tables)) return reject("fire/out_of_range", `the target hex is beyond the ${p.item}'s range`, "Firepower 10.7");
  const arc = ctx.options["firepower/arc_boundary"] === "include" ? "include" : "exclude";
  if (!isInArc(s.hex, s.facing, target, arc)) return reject("fire/out_of_arc", "the target hex is outside the firing arc", "Firepower 6.3.3");
  // 12.1.6, 12.7.3: a storey aimed at needs an open door or window of it facing the firer (storey-blasts-throw.ts).
  const onStorey = checkStoreyThrow(state, s, target, p.storey, "special");
  if (!onStorey.ok) return onStorey;
  // 12.7.3: G, F and W rounds go into a unit through an opening (opening-blasts.ts); smoke and illumination are not aimed inside.
  if (p.inside && SPECIAL_AMMO[p.item] !== "F" && SPECIAL_AMMO[p.item] !== "W") return reject("special/inside_fw_only", "only F and W rounds are aimed into a unit through its opening", "Firepower 12.7.3");
  const into = checkInsideAim(state, s, target, p, "special");
  if (!into.ok) return into;
  if (!losFrom(board, state.game, s, aimAt(state.game, s, storeyTarget(target, p.storey)))?.clear) return reject("fire/no_los", "the line of sight is blocked", "Firepower 6.3.4");
  if (p.side !== undefined && !entrySides(s.hex, target).includes(p.side)) return reject("fire/bad_side", "that hexside is not crossed by the line of sight", "Firepower 6.3.6.3.2.1");
  return { ...OK, firer: s, target };
}

/** The roll modifiers of a special round [12.2]: firer status and trees/hedges as for a throw, then smoke, night and wounds by its letter. */
export function specialModifiers(board: Board, game: FirepowerGame, s: Soldier, item: SpecialItem, target: Hex, ctx: Ctx, storey?: number): AppliedModifier[] {
  const los = losFrom(board, game, s, aimAt(game, s, storeyTarget(target, storey))); // 8.9: at a bridge deck (bridges-blasts.ts)
  if (!los) return [];
  const { field, treesReplaced } = fieldConditionsOf(board, game, s, los, target, ctx.options);
  const base = collectThrowModifiers({
    weapon: "HGN", range: 1, firer: { posture: s.posture, suppressed: s.status === "suppressed", pinned: s.status === "pinned" }, target: { posture: "stand" },
    treesAndHedges: los.modifier - treesReplaced, ...(ctx.tables ? { tables: ctx.tables } : {}),
  });
  return [...base, ...fieldModifiers(field, SPECIAL_AMMO[item], ctx.tables), ...structureHeightModifiers(game, target, SPECIAL_AMMO[item], ctx.tables)]; // 12.2.10 (structure-height.ts)
}

/** Where a missed M/U/W round lands [12.3.4, 6.3.6.3.2.1]: by the Spread Diagram, or a dud off the map, out of range or out of LOS. */
function landing(board: Board, game: FirepowerGame, s: Soldier, item: SpecialItem, target: Hex, side: number, roll: number, ctx: Ctx): Hex | undefined {
  const hex = toSpreadHex(target, side, roll, ctx.options, ctx.tables);
  if (!board.has(hex) || !hitNumberOf(item, firepowerRange(s.hex, hex), ctx.tables)) return undefined;
  return losFrom(board, game, s, aimAt(game, s, hexTarget(hex)))?.clear ? hex : undefined; // 8.9: a bridge deck (bridges-blasts.ts)
}

/**
 * An F or W blast [12.3.3, 12.3.9]: every soldier of the impact hex (and, for W, of its blast zone, by the zone
 * table of its blast number) rolls once, friends included. F and W hit all parts of a hex, so cover and posture do
 * not modify the roll [12.2.3, 12.2.5]; trees in the blast line do [12.2.6]. Impact-hex survivors are Stunned, zone
 * survivors Suppressed if an unmodified 2 could hit [12.3.4.2, 6.4.2]; hits go through the wound rules.
 */
export function flameOrWpBlast(board: Board, game: FirepowerGame, impact: Hex, blastNumber: number, zone: boolean, dice: DiceSource, ctx: Ctx, stream: readonly Hex[] = [], at: ImpactLocation = impactAt(board, impact)) {
  const zoneTable = tableOf(ctx.tables, BLAST_ZONE_MODIFIERS);
  const rolls: { soldier: string; roll: number; total: number; result: string; zoneProvenance?: string; heightModifier?: number; confinedModifier?: number; bodyArmor?: string }[] = [];
  const status = new Map<string, "stunned" | "suppressed">();
  const hits: string[] = [];
  for (const s of game.soldiers) {
    const distance = hexDistance(s.hex, impact);
    // Option 16.7.1: the hexes of a flamethrower's stream are blast-zone hexes at +5 (all parts hit).
    const inStream = distance > 0 && stream.some((h) => isSameHex(h, s.hex));
    if (s.eliminated || unitShelters(game, s, at) || s.inTunnel || (!inStream && distance > (zone ? 2 : 0))) continue; // 8.8.8: not men under ground in a tunnel (tunnels.ts)
    // 12.3.3, 12.3.9: F and W hit all parts of a hex within 3 heights of the impact height; floors shut other storeys out (storey-blasts.ts).
    const reach = inStream ? { heights: 0, confined: 0 } : storeyReach(board, game, at, s, "FW", ctx.options);
    if (!reach || (!inStream && blastShield(board, game, at, s, 0, ctx.tables))) continue; // 12.2.3: F and W hit all parts "unless totally blocked" (shield-blasts.ts)
    const ring = distance === 0 || inStream ? undefined : lookup(zoneTable, { blast: blastNumber, ring: distance });
    if (ring && !ring.ok) continue;
    const total = (inStream ? FTR_STREAM_MODIFIER.value : (ring?.ok ? ring.value : 0) + (distance === 0 ? 0 : blastLineModifier(board, impact, s, ctx.options)) + reach.heights + reach.confined) + bodyArmorBlastValue(s); // 12.4.8 (body-armor.ts)
    const roll = dice.roll(10);
    const result = roll + total <= blastNumber ? "hit" : distance === 0 ? "stunned" : 2 + total <= blastNumber ? "suppressed" : "no effect";
    if (result === "hit") hits.push(s.id);
    else if (result === "stunned" || result === "suppressed") status.set(s.id, result);
    rolls.push({ soldier: s.id, roll, total, result, ...(ring?.ok ? { zoneProvenance: ring.provenance.kind } : inStream ? { zoneProvenance: FTR_STREAM_MODIFIER.provenance.kind } : {}), ...reachFields(reach), ...bodyArmorRollField(s) });
  }
  const marked = patchSoldiers(game, (s) => { const r = status.get(s.id); return r ? hitWithStatus(s, r, ctx.options) : undefined; });
  const hit = hitSoldiers(marked, hits.map((id) => ({ id, by: "blast" as const })), dice, ctx);
  return { game: hit.game, rolls, events: hit.events };
}

/** The +5 of a flamethrower's stream hexes [16.7.1]. */
export const FTR_STREAM_MODIFIER = { value: 5, provenance: book("16.7.1") } as const;

/** The hexes between a flamethrower and its impact hex on his line of sight [16.7.1]. */
function streamHexes(board: Board, game: FirepowerGame, s: Soldier, impact: Hex): Hex[] {
  const los = losFrom(board, game, s, hexTarget(impact));
  return (los?.path ?? []).filter((e) => e.kind === "hex" && !isSameHex(e.hex, s.hex) && !isSameHex(e.hex, impact)).map((e) => e.hex);
}

/** What the round does at its impact hex [12.3.3, 12.3.7-12.3.9]: smoke, illumination, or an F/W blast with smoke. */
function effectAt(board: Board, game: FirepowerGame, s: Soldier, item: SpecialItem, impact: Hex, round: number, dice: DiceSource, ctx: Ctx, burst?: ImpactLocation): { game: FirepowerGame; events: GameEvent[] } {
  const ammo = SPECIAL_AMMO[item];
  const at = board.idOf(impact);
  // 12.3.7: smoke of a round burst on a storey stands 5 heights above that storey's floor (storey-blasts-smoke.ts).
  const height = burst && (burst.storey !== 0 || !burst.inside) ? { height: burst.height } : {};
  if (ammo === "U") {
    return { game: addIllumination(game, { hex: impact, round, by: s.id }), events: [{ type: "special/illumination", data: { hex: at, rule: "Firepower 12.3.8" } }] };
  }
  if (ammo === "M") {
    return { game: addSmoke(game, { hex: impact, source: "M", round, by: s.id, ...height }), events: [{ type: "special/smoke", data: { hex: at, source: "M", modifier: 3, rule: "Firepower 12.3.7, 12.2.7" } }] };
  }
  const data = lookupOrThrow(tableOf(ctx.tables, SPECIAL_WEAPON_BLAST), { item });
  const blastNumber = data.value.blast ?? 0;
  const stream = item === "FTR1" && ctx.options["firepower/flamethrower_stream"] === "on" ? streamHexes(board, game, s, impact) : [];
  const where = burst ?? bridgeBurstFrom(game, impact, s); // 8.9: on a bridge deck unless fired from below its floor (bridges-blasts.ts)
  const b = flameOrWpBlast(board, game, impact, blastNumber, ammo === "W", dice, ctx, stream, where);
  // F and W rounds make smoke in the impact hex only (F +3, W +2) [12.3.3, 12.3.9, 12.2.7].
  const next = addSmoke(b.game, { hex: impact, source: ammo, round, by: s.id, ...height });
  const events: GameEvent[] = [
    { type: "special/blast", data: { hex: at, ammo, blast: blastNumber, penetration: data.value.penetration, rolls: b.rolls, provenance: data.provenance.kind, rule: ammo === "F" ? "Firepower 12.3.3" : "Firepower 12.3.9" } },
    ...b.events,
    { type: "special/smoke", data: { hex: at, source: ammo, modifier: ammo === "W" ? 2 : 3, rule: "Firepower 12.2.7" } },
  ];
  // 12.4.4.3: mines in an F or W impact hex go off after the round's effects.
  const mined = isDeckBurst(game, where) ? { game: next, events: [] } : detonateMinesAt(next, impact, dice, ctx); // 8.9: not through a deck
  // Option 21.1.1: the F impact hex, or the W impact and blast-zone hexes, may catch Fire (src/game/fires.ts).
  const zone = ammo === "W" ? [1, 2].flatMap((ring) => (lookup(tableOf(ctx.tables, BLAST_ZONE_MODIFIERS), { blast: blastNumber, ring }).ok ? hexRing(impact, ring) : [])) : [];
  const fire = startFires(board, mined.game, [impact, ...zone, ...stream], ammo, round, dice, ctx.options);
  return { game: fire.game, events: [...events, ...mined.events, ...fire.events] };
}

/**
 * `fire_special`: a soldier fires or throws a special round he carries at a hex [12.3.3, 12.3.7-12.3.9]: d10 +
 * modifiers against the item's hit number (placeholders of the missing Weapon Cards; events say so). M, U and W use
 * the G procedure (hit, spread by the diagram, complete miss above 10, duds); an F miss fails to ignite (no spread).
 */
export const specialFireCommand = defineCommand<FirepowerGame, ChitTurn, SpecialPayload>({
  schema: payload,
  rule: "Firepower 12.3",
  steps: ["impulse"],
  tags: ["combat"],
  validate: (state, cmd, ctx) => checkSpecial(state, cmd.seat, cmd.payload, ctx),
  resolve(state, cmd, dice, ctx) {
    const checked = checkSpecial(state, cmd.seat, cmd.payload, ctx);
    if (!checked.firer || !checked.target) throw new Error("fire_special: resolve after a failed check");
    const s = checked.firer, target = checked.target, item = cmd.payload.item;
    const c: Ctx = { options: state.options, ...(ctx.tables ? { tables: ctx.tables } : {}) };
    const board = boardOf(state.game);
    const hit = hitNumberOf(item, firepowerRange(s.hex, target), c.tables);
    if (!hit) throw new Error("fire_special: range checked before resolving");
    const mods = specialModifiers(board, state.game, s, item, target, c, cmd.payload.storey);
    const total = totalModifier(mods);
    const roll = dice.roll(10);
    const ammo = SPECIAL_AMMO[item];
    let impact: Hex | undefined;
    let spread: { roll: number; side: number } | undefined;
    if (roll + total <= hit.hitNumber) impact = target;
    else if (ammo !== "F" && roll + total <= 10) {
      const side = cmd.payload.side ?? entrySides(s.hex, target)[0] ?? 0;
      spread = { roll: dice.roll(10), side };
      impact = landing(board, state.game, s, item, target, side, spread.roll, c);
    }
    const used: Soldier = useCarried(s, item);
    let game = updateSoldier(patchSoldiers(state.game, (x) => (x.id === s.id ? used : undefined)), s.id, { mf: s.mf + FIRE_MF, combatUsed: true, afterFireMf: 0 });
    const impulse = game.impulse;
    if (impulse) game = { ...game, impulse: { ...impulse, firedFrom: [...impulse.firedFrom, toHexKey(s.hex)] } };
    const outcome = impact === undefined ? (ammo === "F" ? "failed_to_ignite" : spread ? "dud" : "complete_miss") : isSameHex(impact, target) ? "hit" : "spread";
    const { into, unit } = impact ? specialPass(board, state.game, s, target, impact, cmd.payload, dice, c.tables) : {};
    if (into) impact = into.at.hex;
    const storeyData = unit ? unit.data : into ? { storey: cmd.payload.storey, impactHeight: into.at.height, burst: into.at.inside ? "inside" : "outside_wall", ...(into.pass ? { opening: into.pass } : {}) } : {};
    const name = item === "MOLOTOV" ? molotovId(state.options) : item;
    const events: GameEvent[] = [{ type: "special/fired", data: {
      soldier: s.id, item: name, ammo, target: cmd.payload.hex, hitNumber: hit.hitNumber, hitProvenance: hit.provenance.kind, modifiers: mods, total, roll,
      spread, outcome, impact: impact ? board.idOf(impact) : null, left: carried(used, item), ...storeyData,
      rule: ammo === "F" ? "Firepower 12.3.3" : ammo === "M" ? "Firepower 12.3.7" : ammo === "U" ? "Firepower 12.3.8" : "Firepower 12.3.9",
    } }];
    if (impact) {
      const out = effectAt(board, game, s, item, impact, state.turn.round, dice, c, into?.at ?? unit?.at);
      game = out.game;
      events.push(...out.events);
    }
    return { state: { ...state, game }, events };
  },
});

/**
 * The 12.7.3 pass of a special round landed in `impact`: a hit on a storey goes through its door or window, or bursts
 * against the wall outside (storey-blasts-throw.ts); F and W go into a bunker, pillbox, tower or cave through its
 * opening, with the firer's 12.7.5 sign, or burst against its wall (opening-blasts.ts). The command and its odds
 * (explain-special.ts) both roll it here.
 */
export function specialPass(board: Board, game: FirepowerGame, s: Soldier, target: Hex, impact: Hex, p: Pick<SpecialPayload, "item" | "storey" | "inside" | "worksSign">, dice: DiceSource, tables?: ReadonlyMap<string, AnyTable>): { into?: ReturnType<typeof throughOpening>; unit?: ReturnType<typeof intoUnit> } {
  const ammo = SPECIAL_AMMO[p.item];
  const into = p.storey && isSameHex(impact, target) ? throughOpening(board, s, target, p.storey, dice, tables) : undefined;
  if (into) return { into };
  const unit = ammo !== "M" && ammo !== "U" ? intoUnit(board, game, s, impact, p.inside === true && isSameHex(impact, target), dice, tables, p.worksSign) : undefined;
  return unit ? { unit } : {};
}

/** Candidate `fire_special` commands of a soldier: each item he carries at each enemy hex within 10 hexes (the framework keeps the legal ones). */
export function specialCandidates(state: FirepowerState, s: FieldSoldier): { type: string; seat: string; payload: SpecialPayload }[] {
  if (state.game.rules !== "advanced" || !s.carries) return [];
  const board = boardOf(state.game);
  const hexes = new Set(state.game.soldiers.filter((e) => !e.eliminated && e.side !== s.side && hexDistance(e.hex, s.hex) <= 10).map((e) => board.idOf(e.hex)));
  const items = SPECIAL_ITEMS.filter((item) => carried(s, item) > 0);
  // 12.7.3: rounds at enemies upstairs too (storey-blasts-throw.ts).
  return [...items.flatMap((item) => [...hexes].map((hex) => ({ type: "fire_special", seat: s.side, payload: { soldier: s.id, item, hex } }))), ...storeyTargets(state, s).flatMap((t) => items.map((item) => ({ type: "fire_special", seat: s.side, payload: { soldier: s.id, item, hex: t.hex, storey: t.storey } }))), ...specialInsideCandidates(state, s, items)]; // 12.7.3, 12.7.5 (special-fire-sign.ts)
}
