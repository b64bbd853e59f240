// Discarding (11.1.6) and unarmed soldiers (Option 25.1-25.2): a soldier may put down his major personal weapon or an
// item he carries, one item per Action; an unarmed soldier fires nothing, may be taken prisoner without a melee and
// counts for the +5 of a surrender call; prisoners and surrendered soldiers drop everything (at no MF cost).
import type { AfterCommandHook, Check, ChitTurn, Command } from "@tactica/engine";
import { defineCommand, lookupOrThrow, OK, reject, summarizeProvenance } from "@tactica/engine";
import { z } from "zod";
import { tableOf } from "../fire/table-of";
import { SPECIAL_ITEMS } from "../tables/special-weapons";
import { CREW_ACTION_MF } from "../tables/crew-weapon-chart";
import { checkActor, nonCombatMfLeft, spendNonCombat } from "../core/soldiers";
import type { FirepowerGame, FirepowerState, Soldier } from "../state/types";
import type { FieldSoldier } from "../core/wound-effects";
import { carriedCount, dropOnGround, GROUND_ITEMS, withoutKind } from "./ground-weapons";

const RULE = "Firepower 11.1.6";
const ITEMS = ["weapon", "DMC", ...SPECIAL_ITEMS] as const;
type Item = (typeof ITEMS)[number];

const payload = z.object({ soldier: z.string().min(1), item: z.enum(ITEMS) }).strict();

/** Whether the soldier carries `item` now. */
function carries(s: FieldSoldier, item: Item): boolean {
  return item === "weapon" ? s.unarmed !== true || carriedCount(s, item) > 0 : carriedCount(s, item) > 0; // an enemy weapon he carries too (ground-weapons.ts)
}

/** The soldier without `item` (a charge or special item: all of that kind he carries, 11.1.6 "per item"). */
function without(s: FieldSoldier, item: Item): FieldSoldier {
  return withoutKind(s, item); // ground-weapons.ts
}

function checkDiscard(state: FirepowerState, seat: string, p: z.infer<typeof payload>, tables: Parameters<typeof tableOf>[0]): Check & { soldier?: Soldier; mf?: number } {
  if (state.game.rules !== "advanced") return reject("discard/advanced", "acquiring and discarding are Advanced Game Actions", RULE);
  const a = checkActor(state, seat, p.soldier);
  if (!a.ok || !a.soldier) return a;
  const s = a.soldier as FieldSoldier;
  if (!carries(s, p.item)) return reject("discard/not_carried", `${s.id} carries no ${p.item === "weapon" ? "major personal weapon" : p.item}`, RULE);
  const mf = lookupOrThrow(tableOf(tables, CREW_ACTION_MF), { action: "discard" as const }).value;
  if (mf > nonCombatMfLeft(s)) return reject("move/no_mf", "not enough movement factors to discard", RULE);
  return { ...OK, soldier: s, mf };
}

/** `discard { soldier, item }`: one item put down for the discard MF (placeholder cell, the Leg MF chart is missing) [11.1.6]. */
export const discardCommand = defineCommand<FirepowerGame, ChitTurn, z.infer<typeof payload>>({
  schema: payload,
  rule: RULE,
  steps: ["impulse"],
  validate: (state, cmd, ctx) => checkDiscard(state, cmd.seat, cmd.payload, ctx.tables),
  resolve(state, cmd, _dice, ctx) {
    const c = checkDiscard(state, cmd.seat, cmd.payload, ctx.tables);
    if (!c.soldier || c.mf === undefined) throw new Error("discard: resolve after a failed check");
    const s = c.soldier, mf = c.mf;
    const next = { ...without(s, cmd.payload.item), ...spendNonCombat(s, mf) };
    // 11.1.6: what he puts down lies in his place for anyone to acquire (ground-weapons.ts).
    const game: FirepowerGame = dropOnGround({ ...state.game, soldiers: state.game.soldiers.map((x) => (x.id === s.id ? next : x)) }, s, [cmd.payload.item]);
    const cell = lookupOrThrow(tableOf(ctx.tables, CREW_ACTION_MF), { action: "discard" as const });
    return { state: { ...state, game }, events: [{ type: "equipment/discarded", data: { soldier: s.id, item: cmd.payload.item, mf, mfProvenance: cell.provenance.kind, provenance: summarizeProvenance([cell]), rule: RULE } }] };
  },
});

/** Candidate discards of a soldier of the Impulse (Advanced): each item he carries. */
export function discardCandidates(state: FirepowerState, s: Soldier): Command[] {
  if (state.game.rules !== "advanced") return [];
  return ITEMS.filter((item) => carries(s as FieldSoldier, item)).map((item) => ({ type: "discard", seat: s.side, payload: { soldier: s.id, item } }));
}

/** Whether a soldier is unarmed: he discarded his major personal weapon, or lost it as a prisoner or on surrendering [25.1, 25.2]. */
export const isUnarmed = (s: Pick<Soldier, "unarmed">): boolean => s.unarmed === true;

/** A captured or surrendered soldier drops all weapons and equipment, at no MF cost [25.1, 25.2]. */
function stripped(s: FieldSoldier): FieldSoldier {
  const { dmc: _d, carries: _c, ...rest } = withoutKind(s, "weapon");
  return { ...rest, unarmed: true };
}

/**
 * After every command: soldiers newly taken prisoner or newly surrendered discard all weapons and equipment [25.1,
 * 25.2], so when their side regains them (25.2.2, 25.4) they are unarmed until they acquire weapons again.
 */
export const DISCARD_ON_CAPTURE_HOOK: AfterCommandHook<FirepowerGame, ChitTurn> = {
  name: "discard-on-capture",
  rule: "Firepower 25.1, 25.2",
  after(state: FirepowerState, out) {
    const held = (s: Soldier | undefined) => s !== undefined && (s.prisonerOf !== undefined || s.surrenderedTo !== undefined);
    const taken = new Set(out.state.game.soldiers.filter((s) => held(s) && !held(state.game.soldiers.find((x) => x.id === s.id))).map((s) => s.id));
    if (taken.size === 0) return out;
    const soldiers = out.state.game.soldiers.map((s) => (taken.has(s.id) ? stripped(s) : s));
    // 25.2.2: what they drop lies in their hex, to be acquired again when their side regains them (ground-weapons.ts).
    const dropped = out.state.game.soldiers.filter((s) => taken.has(s.id)).reduce<FirepowerGame>((g, s) => dropOnGround(g, s, GROUND_ITEMS), { ...out.state.game, soldiers });
    return { state: { ...out.state, game: dropped }, events: [...out.events, { type: "equipment/dropped", data: { soldiers: [...taken], rule: "Firepower 25.1, 25.2" } }] };
  },
};
