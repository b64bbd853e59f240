// Exact odds of A, C and H rounds [12.3.1, 12.3.2, 12.3.5], with every modifier and the provenance of the numbers used.
import type { AnyTable, ProvenanceSummary, Rejection } from "@tactica/engine";
import { wearsBodyArmor } from "../fire-setup/body-armor";
import { summarizeProvenance, tablesFor } from "@tactica/engine";
import type { Distribution, OddsRow, Rational } from "@tactica/dice";
import { complement, mapOutcomes, rational, toOddsRows } from "@tactica/dice";
import { firepowerBlastOdds, firepowerCheckChance } from "../odds/index";
import { isSameHex } from "@tactica/hex";
import type { AppliedModifier } from "../fire/applied-modifier";
import { totalModifier } from "../fire/applied-modifier";
import { collectBlastModifiers } from "../fire-setup/collect-fire-modifiers";
import type { FireOutcome } from "../fire-setup/fire-odds";
import { mixture } from "../fire-setup/fire-odds";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "./firepower-ruleset";
import type { FirepowerState } from "../state/types";
import { missing } from "../tables/sources";
import { isShutIn } from "../vehicles/vehicles-state";
import { isInFortification } from "../works/bunkers";
import type { AmmoPayload } from "../weapons/ammo-fire";
import { checkAmmoFire } from "../weapons/ammo-fire";
import { checkCanister } from "../weapons/canister";
import { blastCoverTerrain } from "../blasts/tree-positions";
import { ammoBurstAt, keptOutByDeck } from "../blasts/bridges-ammo";

type Ctx = { readonly options: Readonly<Record<string, string>>; readonly tables: ReadonlyMap<string, AnyTable> };
const ORDER: readonly FireOutcome[] = ["eliminated", "stunned", "suppressed", "no effect"];

/** What one soldier risks from the round, exactly. */
export type AmmoSoldierOdds = { readonly soldier: string; readonly modifiers: readonly AppliedModifier[]; readonly outcomes: Distribution<FireOutcome>; readonly rows: readonly OddsRow<FireOutcome>[] };

/** The explained odds of one `fire_ammo` command. */
export type AmmoOddsAnswer = {
  readonly ammo: AmmoPayload["ammo"];
  /** A/H: the hit number (placeholder chart line), its modifiers and the chance the round hits; C has none. */
  readonly hitNumber?: number;
  readonly modifiers?: readonly AppliedModifier[];
  readonly perShot?: Rational;
  /** A/H at a structure: whether the penetration reaches its terrain value [12.3.1.2]. */
  readonly penetrates?: boolean;
  readonly soldiers: readonly AmmoSoldierOdds[];
  readonly provenance: ProvenanceSummary;
  readonly notes: readonly string[];
};

const rename = (d: Distribution<string>): Distribution<FireOutcome> => mapOutcomes(d, (o): FireOutcome => (o === "eliminated" || o === "stunned" || o === "suppressed" ? o : "no effect"));
const nothing = (): Distribution<FireOutcome> => new Map([["no effect" as FireOutcome, rational(1)]]);

/**
 * Exact odds of a `fire_ammo` command in a match, or its refusal: C gives each soldier in the arc his blast roll
 * (hit, else Suppressed if a 2 could hit); A/H at a wall, fence or block the hit chance, penetration, then each
 * soldier in the hex's blast (hit, else Stunned). Vehicle hits and H used as G answer the hit chance only (their
 * effects are the vehicle and G blast rules').
 */
export function explainAmmoFire(state: Pick<FirepowerState, "game" | "options">, seat: string, p: AmmoPayload, ctx: Ctx): { ok: true; value: AmmoOddsAnswer } | { ok: false; error: Rejection } {
  const notes = ["with Option 23.1 an 'eliminated' result is a hit that then rolls on the Wound Tables [23.1]"];
  if (p.ammo === "C") {
    const c = checkCanister(state, seat, p, ctx);
    if (!c.ok) return { ok: false, error: c.error };
    const soldiers = (c.targets ?? []).map((t) => {
      const outcomes = rename(firepowerBlastOdds({ blastNumber: c.blast ?? 0, modifierTotal: totalModifier(t.modifiers), zone: "blast_zone" }));
      return { soldier: t.soldier.id, modifiers: t.modifiers, outcomes, rows: toOddsRows(outcomes, 4, ORDER) };
    });
    const used = [{ provenance: c.lineProvenance ?? missing("the weapon's G blast number (firepower/ammo_weapon_chart)") }, ...soldiers.flatMap((s) => s.modifiers)];
    return { ok: true, value: { ammo: "C", soldiers, provenance: summarizeProvenance(used), notes: [...notes, "the blast number is the weapon's G blast from its placeholder chart line [12.3.2.1]"] } };
  }
  const c = checkAmmoFire(state, seat, p, ctx);
  if (!c.ok || !c.target || !c.line || c.hit === undefined) return { ok: false, error: c.ok ? { code: "ammo/unknown", message: "no target", rule: "Firepower 12.3" } : c.error };
  const total = totalModifier(c.modifiers ?? []);
  const perShot = firepowerCheckChance(c.hit, total);
  const used: { provenance: AppliedModifier["provenance"] }[] = [...(c.lineProvenance ? [{ provenance: c.lineProvenance }] : []), ...(c.modifiers ?? [])];
  const base = { ammo: p.ammo, hitNumber: c.hit, modifiers: c.modifiers ?? [], perShot };
  const target = c.target;
  if (target.kind !== "structure") return { ok: true, value: { ...base, soldiers: [], provenance: summarizeProvenance(used), notes: [...notes, target.kind === "vehicle" ? "a hit is then resolved against the armour of the side it enters [12.3.1.2, 19.3.2]" : `a hit is a G blast of half the H blast, penetration 1 [12.3.5.2]${p.storey !== undefined || p.inside ? "; aimed at a storey or inside a unit it first rolls to pass the opening, else it bursts on the wall outside [12.7.3]" : ""}`] } };
  used.push({ provenance: target.tvProvenance });
  const penetrates = c.line.penetration >= target.tv;
  const blast = c.line.blast;
  const board = boardOf(state.game);
  const inUnit = target.structure === "bunker" || target.structure === "pillbox" || target.structure === "tower";
  const at = inUnit || !c.firer ? undefined : ammoBurstAt(state.game, target.hex, c.firer); // 8.9: the deck keeps the other level out (bridges-ammo.ts)
  const soldiers = state.game.soldiers.filter((s) => !s.eliminated && isSameHex(s.hex, target.hex) && !isShutIn(s) && isInFortification(s) === inUnit && !keptOutByDeck(state.game, at, s)).map((s) => {
    // Advanced 10.4: tree, stump and well positions as for the blast itself (tree-positions.ts).
    const mods = collectBlastModifiers({ posture: s.posture, terrain: blastCoverTerrain(board, state.game, target.hex, s), inWorks: s.inWorks === true, bodyArmor: wearsBodyArmor(s) }, 0, ctx.tables); // 12.4.8
    const inside = penetrates && blast !== null ? rename(firepowerBlastOdds({ blastNumber: blast, modifierTotal: totalModifier(mods), zone: "impact" })) : nothing();
    const outcomes = mixture([[perShot, inside], [complement(perShot), nothing()]]);
    return { soldier: s.id, modifiers: mods, outcomes, rows: toOddsRows(outcomes, 4, ORDER) };
  });
  return { ok: true, value: { ...base, penetrates, soldiers, provenance: summarizeProvenance(used), notes: [...notes, "Option 16.9 (Standing behind 2-height cover) is not counted in these odds"] } };
}

/** `explainAmmoFire` in a match, with the match's options and tables (its rulings pack's overrides). */
export function explainAmmoFireInMatch(state: FirepowerState, seat: string, p: AmmoPayload): { ok: true; value: AmmoOddsAnswer } | { ok: false; error: Rejection } {
  return explainAmmoFire(state, seat, p, { options: state.options, tables: tablesFor(firepowerRuleset, state) });
}
