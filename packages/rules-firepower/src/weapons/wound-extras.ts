// Option 23 wounds beyond the Wound Tables: weapon hits on weapon units, major weapons and carried items (23.1.4),
// and the motivation roll to recover from a knock-down (23.1.5). Carrying wounded (23.3) is wound-extras-carry.ts.
import type { AnyTable, Check, ChitTurn, GameEvent } from "@tactica/engine";
import { isOnDeck } from "../blasts/bridges";
import { deckImpactAt } from "../blasts/bridges-levels";
import { defineCommand, lookupOrThrow, OK, reject } from "@tactica/engine";
import type { DiceSource } from "@tactica/dice";
import { isSameHex } from "@tactica/hex";
import { z } from "zod";
import { hAsG } from "../advanced/weapons";
import { tableOf } from "../fire/table-of";
import { ownPhase } from "../state/mortar-state";
import { BASIC_GRENADE_BLAST } from "../tables/basic-firing-chart";
import { DEMOLITION_CHARGE } from "../tables/demolition-charge";
import { SPECIAL_WEAPON_BLAST } from "../tables/special-weapons";
import { boardOf } from "../core/board";
import { crewWeaponsOf, holderOf, withCrewWeapons } from "./crews";
import { gBlast } from "../combat/g-blast";
import { flameOrWpBlast } from "../combat/special-fire";
import { characteristicsInUse, traitOf } from "../optional/optional-characteristics";
import { findSoldier, mfAllowance, patchSoldiers } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Side, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";
import { launcherOf } from "../fire-setup/ammo-setup";
import { ammoLine } from "../fire-setup/ammo-setup";
import { blastInHex } from "./ammo-fire";
import { burstOnSoldier } from "../blasts/bridges-ammo";
import type { WoundExtrasSoldier } from "../core/wound-extras-marks";
import { installWeaponHitRules } from "../optional/wounds";
import { WEAPON_HIT_ITEM } from "../options/rule-options";
export { WEAPON_HIT_ITEM } from "../options/rule-options";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables?: ReadonlyMap<string, AnyTable> };

/** Whether the soldier is a crewman of an LCW or MSL weapon unit in its hex (a weapon hit destroys the unit) [23.1.4.1]. */
export function isWeaponUnitCrewman(game: FirepowerGame, s: Soldier): boolean {
  return crewWeaponsOf(game).some((w) => !w.spent && (w.weapon.startsWith("LCW") || w.weapon.startsWith("MSL")) && w.crew.includes(s.id) && weaponUnitHex(game, w.id, s));
}

function weaponUnitHex(game: FirepowerGame, id: string, s: Soldier): boolean {
  const w = crewWeaponsOf(game).find((x) => x.id === id);
  if (!w) return false;
  const at = w.hex !== undefined ? boardOf(game).hexOf(w.hex) : holderOf(game, w)?.hex;
  return at !== undefined && isSameHex(at, s.hex);
}

/** An item a weaponless soldier carries that a weapon hit may strike [23.1.4.2.2]; `explodes` for grenades, DMC and AMO. */
type Item = { readonly kind: "DMC" | "HGN" | "AMO" | "HRG" | "SHG" | "LPL"; readonly explodes: boolean };

function itemsOf(game: FirepowerGame, s: WoundExtrasSoldier): Item[] {
  const l = launcherOf(s);
  const rounds = l ? Object.values(l.rounds).reduce((n, r) => n + (r ?? 0), 0) : 0;
  return [
    ...((s.dmc ?? 0) > 0 ? [{ kind: "DMC" as const, explodes: true }] : []),
    // Every soldier throws hand grenades in play (unlimited, 2 and 6.3.5.3), so he carries HGN.
    { kind: "HGN" as const, explodes: true },
    ...(l && l.weapon !== "HRG" && rounds > 0 ? [{ kind: "AMO" as const, explodes: true }] : []),
    ...(l?.weapon === "HRG" && rounds > 0 ? [{ kind: "HRG" as const, explodes: true }] : []),
    ...(l?.weapon === "SHG1" ? [{ kind: "SHG" as const, explodes: false }] : []),
    ...(crewWeaponsOf(game).some((w) => !w.spent && w.weapon === "LPL3" && w.crew[0] === s.id) ? [{ kind: "LPL" as const, explodes: false }] : []),
  ];
}

/** Who picks the item: the option, or the competitive roll (re-rolled ties) [23.1.4.2.2]. */
function picker(owner: Side, dice: DiceSource, ctx: Ctx): { side: "owner" | "enemy"; rolls?: number[] } {
  const choice = ctx.options[WEAPON_HIT_ITEM.id] ?? "roll";
  if (choice === "owner" || choice === "enemy") return { side: choice };
  const rolls: number[] = [];
  for (;;) {
    const a = dice.roll(10), b = dice.roll(10);
    rolls.push(a, b);
    if (a !== b) return { side: a > b ? "owner" : "enemy", rolls };
    if (rolls.length > 40) return { side: owner === "A" ? "owner" : "enemy", rolls };
  }
}

/** A G blast in the soldier's hex for an exploding item ("treat the hex as an impact hex for the weapon") [23.1.4.2.2]. */
function explode(game: FirepowerGame, s: Soldier, item: Item, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  const board = boardOf(game);
  const l = launcherOf(s);
  let blast: number = BASIC_GRENADE_BLAST.value, provenance = "book";
  if (item.kind === "DMC") {
    const cell = lookupOrThrow(tableOf(ctx.tables, DEMOLITION_CHARGE), { item: "DMC" as const });
    blast = cell.value.blast;
    provenance = cell.provenance.kind;
  } else if ((item.kind === "AMO" || item.kind === "HRG") && l) {
    const line = ammoLine(ctx.tables, l.weapon);
    provenance = "placeholder";
    if ((l.rounds.A ?? 0) > 0 && line.blast !== null) {
      // An A round has no blast zone: its blast falls on the soldiers in the hex, the missed Stunned [12.3.1.2].
      const b = blastInHex(game, s.hex, line.blast, dice, { options: ctx.options, tables: ctx.tables ?? new Map() }, false, burstOnSoldier(game, s)); // 8.9: on his level of a bridge hex (bridges-ammo.ts)
      return { game: b.game, events: [{ type: "wound/item_exploded", data: { soldier: s.id, item: item.kind, hex: board.idOf(s.hex), blast: line.blast, provenance, rolls: b.rolls, rule: "Firepower 23.1.4.2.2" } }] };
    }
    blast = (l.rounds.C ?? 0) > 0 ? line.gBlast ?? 0 : hAsG(line.blast ?? 0).blast;
  }
  const b = gBlast(board, game, s.hex, blast, dice, ctx, isOnDeck(game, s) ? deckImpactAt(game, s.hex) : undefined); // 8.9: on him, on the deck if he is there (bridges-levels.ts)
  return { game: b.game, events: [{ type: "wound/item_exploded", data: { soldier: s.id, item: item.kind, hex: board.idOf(s.hex), blast, provenance, rolls: b.rolls, rule: "Firepower 23.1.4.2.2" } }] };
}

/** The soldier with the struck item gone. */
function withoutItem(game: FirepowerGame, s: WoundExtrasSoldier, item: Item): FirepowerGame {
  if (item.kind === "LPL") return withCrewWeapons(game, crewWeaponsOf(game).map((w) => (w.weapon === "LPL3" && w.crew[0] === s.id && !w.spent ? { ...w, spent: true } : w)));
  return patchSoldiers(game, (x) => {
    if (x.id !== s.id) return undefined;
    if (item.kind === "DMC") {
      const dmc = (x.dmc ?? 0) - 1;
      const { dmc: _gone, ...rest } = x;
      return dmc > 0 ? { ...rest, dmc } : rest;
    }
    if (item.kind === "HGN") return undefined;
    const { launcher: _l, ...rest } = x as WoundExtrasSoldier & { launcher?: unknown };
    return rest;
  });
}

/**
 * What a weapon wound does beyond the wound record [23.1.4]: a crewman's LCW or MSL weapon unit is destroyed
 * (23.1.4.1); a destroyed major weapon that is a flamethrower explodes in his hex, an A/H launcher of his goes with it
 * (23.1.4.2.1); a soldier whose major weapon was already gone has a carried item struck instead (chosen by
 * `firepower/weapon_hit_item`): grenades, DMC and rounds explode, others are lost; with none the hit is a miss (23.1.4.2.2).
 */
export function weaponHitEffects(game: FirepowerGame, before: WoundExtrasSoldier, data: Readonly<Record<string, unknown>>, dice: DiceSource, ctx: Ctx): { game: FirepowerGame; events: GameEvent[] } {
  if (data.outcome === "weapon_unit_destroyed") {
    const ids = crewWeaponsOf(game).filter((w) => !w.spent && (w.weapon.startsWith("LCW") || w.weapon.startsWith("MSL")) && w.crew.includes(before.id) && weaponUnitHex(game, w.id, before)).map((w) => w.id);
    const next = withCrewWeapons(game, crewWeaponsOf(game).map((w) => (ids.includes(w.id) ? { ...w, spent: true } : w)));
    return { game: next, events: [{ type: "wound/weapon_unit_destroyed", data: { soldier: before.id, weapons: ids, rule: "Firepower 23.1.4.1" } }] };
  }
  if (data.outcome !== "weapon_destroyed") return { game, events: [] };
  if (before.weaponLost !== true) {
    let next = game;
    const events: GameEvent[] = [];
    const l = launcherOf(before);
    if (l && (l.weapon === "MPL19" || l.weapon === "ATR1")) {
      next = withoutItem(next, before, { kind: "AMO", explodes: false });
      events.push({ type: "wound/weapon_destroyed", data: { soldier: before.id, weapon: l.weapon, rule: "Firepower 23.1.4.2.1" } });
    }
    if ((before.carries?.FTR1 ?? 0) > 0) {
      // 23.1.4.2.1: a hit flamethrower explodes at once; its hex is an F impact hex (F blasts ignore cover and posture).
      next = patchSoldiers(next, (x) => (x.id === before.id ? { ...x, carries: { ...(x as FieldSoldier).carries, FTR1: 0 } } as FieldSoldier : undefined));
      const cell = lookupOrThrow(tableOf(ctx.tables, SPECIAL_WEAPON_BLAST), { item: "FTR1" as const });
      const b = flameOrWpBlast(boardOf(next), next, before.hex, cell.value.blast ?? 0, false, dice, ctx);
      next = b.game;
      events.push({ type: "wound/flamethrower_exploded", data: { soldier: before.id, hex: boardOf(next).idOf(before.hex), blast: cell.value.blast, provenance: cell.provenance.kind, rolls: b.rolls, note: "the FTR1 blast number is a placeholder; its smoke is not placed", rule: "Firepower 23.1.4.2.1" } });
    }
    return { game: next, events };
  }
  const items = itemsOf(game, before);
  if (items.length === 0) return { game, events: [{ type: "wound/weapon_hit_missed", data: { soldier: before.id, rule: "Firepower 23.1.4.2.2" } }] };
  const who = items.length > 1 ? picker(before.side, dice, ctx) : { side: "owner" as const };
  const wantsBlast = who.side === "enemy";
  const item = items.find((i) => i.explodes === wantsBlast) ?? items[0]!;
  const pick = { soldier: before.id, item: item.kind, pickedBy: who.side, ...("rolls" in who && who.rolls ? { competitiveRolls: who.rolls } : {}), rule: "Firepower 23.1.4.2.2" };
  const lost = withoutItem(game, before, item);
  if (!item.explodes) return { game: lost, events: [{ type: "wound/item_hit", data: pick }] };
  const out = explode(lost, before, item, dice, ctx);
  return { game: out.game, events: [{ type: "wound/item_hit", data: pick }, ...out.events] };
}

/** 23.1.5 (with Option 22): a man knocked down by a non-incapacitating wound must recover before any Action. */
export function markRecovery(game: FirepowerGame, data: Readonly<Record<string, unknown>>, options: Readonly<Record<string, string>>): FirepowerGame {
  if (!characteristicsInUse(options) || data.outcome !== "wounded" || data.knockedDown !== true) return game;
  return patchSoldiers(game, (s) => (s.id === data.soldier ? ({ ...s, mustRecover: true } as WoundExtrasSoldier) : undefined));
}

const recoverPayload = z.object({ soldier: z.string().min(1) }).strict();

function checkRecover(state: FirepowerState, seat: string, id: string): Check & { soldier?: WoundExtrasSoldier } {
  const s: WoundExtrasSoldier | undefined = findSoldier(state.game, id);
  if (!s || s.eliminated || s.side !== seat) return reject("soldier/unknown", `no living soldier ${id} of side ${seat}`, "Firepower 23.1.5");
  if (!s.mustRecover) return reject("wound/not_down", `${id} needs no recovery roll`, "Firepower 23.1.5");
  if (!state.game.impulse?.soldiers.includes(id)) return reject("soldier/not_in_impulse", "the recovery roll needs an Impulse or an activation in his hex", "Firepower 23.1.5");
  if (s.recoverTried === ownPhase(state.turn, s.side)) return reject("wound/recover_tried", "one recovery roll per Impulse Phase", "Firepower 23.1.5");
  if (s.mf > 0 || s.combatUsed) return reject("wound/recover_first", "the recovery roll is his Impulse", "Firepower 23.1.5");
  return { ...OK, soldier: s };
}

/**
 * `recover { soldier }` (Option 23 with 22): the roll a knocked-down wounded man needs to act again [23.1.5]: d10 ≤ his
 * motivation (sheet, or the placeholder default) succeeds. It uses his Impulse; one try per Impulse Phase.
 */
export const recoverCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof recoverPayload>>({
  schema: recoverPayload,
  rule: "Firepower 23.1.5",
  steps: ["impulse"],
  validate: (state, cmd) => checkRecover(state, cmd.seat, cmd.payload.soldier),
  resolve(state, cmd, dice, ctx) {
    const c = checkRecover(state, cmd.seat, cmd.payload.soldier);
    if (!c.soldier) throw new Error("recover: resolve after a failed check");
    const s = c.soldier;
    const motivation = traitOf(s, "motivation", ctx.tables);
    const roll = dice.roll(10);
    const ok = roll <= motivation.value;
    const game = patchSoldiers(state.game, (x) => {
      if (x.id !== s.id) return undefined;
      const { mustRecover: _m, ...rest } = x as WoundExtrasSoldier;
      const base: WoundExtrasSoldier = ok ? rest : x;
      return { ...base, recoverTried: ownPhase(state.turn, s.side), mf: mfAllowance(x), afterFireMf: 0 } as WoundExtrasSoldier;
    });
    return { state: { ...state, game }, events: [{ type: "wound/recovery", data: { soldier: s.id, roll, motivation: motivation.value, motivationProvenance: motivation.provenance, recovered: ok, rule: "Firepower 23.1.5" } }] };
  },
});

installWeaponHitRules({ isWeaponUnitCrewman, markRecovery, weaponHitEffects });
