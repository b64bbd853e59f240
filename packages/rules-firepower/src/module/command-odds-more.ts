// commandOdds for the rest of Firepower's fire commands: `fire` with Option 16.3.2 increased fire or 12.6.3
// suppressive fire, `fire_pistol`, `port_fire`, `rider_fire`, `order_fire`, `fire_crewed`, `vehicle_fire`,
// `fire_vehicle_missile`, `fire_rgn`, `throw_hrg` and `throw_sleeved_grenade`. The odds are the package's explainers
// (rules-firepower fire-command-odds.ts, fired-round-odds.ts), computed from each command's own check and dice; this
// file only turns them into CommandOddsParts.
import type { CommandContext, Provenance, Rejection } from "@tactica/engine";
import type { Rational } from "@tactica/dice";
import { toDecimal, toFractionString } from "@tactica/dice";
import { explainFireCommand } from "../weapons/fire-command-odds";
import { explainShot } from "../weapons/fired-round-odds";
import type { ShotOdds } from "../weapons/fire-command-odds";
import type { FirepowerState } from "../state/types";
import type { OddsOutcome } from "@tactica/ruleset-module";

/** The command kinds explained here (`fire` only with `increased` or `suppressive`; plain fire is command-odds.ts's). */
export const MORE_EXPLAINED = ["fire_pistol", "port_fire", "rider_fire", "order_fire", "fire_crewed", "vehicle_fire", "fire_vehicle_missile", "fire_rgn", "throw_hrg", "throw_sleeved_grenade"] as const;

export type MoreOddsPart = { readonly target: string; readonly outcomes: readonly OddsOutcome[]; readonly modifiers: ShotOdds["parts"][number]["modifiers"]; readonly details: Record<string, unknown> };
export type MoreOdds = { readonly ok: true; readonly parts: readonly MoreOddsPart[]; readonly provenance: readonly Provenance[]; readonly notes: readonly string[] } | { readonly ok: false; readonly error: Rejection };

const isRational = (v: unknown): v is Rational => typeof v === "object" && v !== null && typeof (v as Rational).num === "bigint" && typeof (v as Rational).den === "bigint";
/** Details as JSON: exact chances as reduced fractions. */
const plain = (v: unknown): unknown =>
  isRational(v) ? toFractionString(v) : Array.isArray(v) ? v.map(plain) : typeof v === "object" && v !== null ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)])) : v;

/** Whether `command` is one this file explains. */
export function explainedHere(type: string, payload: Record<string, unknown>): boolean {
  return (MORE_EXPLAINED as readonly string[]).includes(type) || (type === "fire" && (payload.increased === true || payload.suppressive === true));
}

/**
 * Exact odds of an already-checked command (`checkCommand` on the seat's view `known`, whose parsed payload and
 * context are passed): the package explainer of its kind, parts in the CommandOddsPart shape.
 */
export function moreOdds(known: FirepowerState, cmd: { readonly type: string; readonly seat: string; readonly payload: unknown }, ctx: CommandContext): MoreOdds {
  const soldierFire = ["fire", "fire_pistol", "port_fire", "rider_fire", "order_fire"].includes(cmd.type);
  const r = soldierFire ? explainFireCommand(known, cmd, ctx) : explainShot(known, cmd, ctx);
  if (!r) return { ok: false, error: { code: "odds/not_explained", message: `No exact-odds explainer for this "${cmd.type}" (an L called shot at a vehicle's tracks or engine is not explained).`, rule: "Firepower 19.3.5.2, 19.3.5.3" } };
  if (!r.ok) return { ok: false, error: { code: r.error.code, message: r.error.message, rule: r.error.rule } };
  const parts = r.value.parts.map((p): MoreOddsPart => ({
    target: p.target,
    outcomes: [...p.outcomes].filter(([, x]) => x.num !== 0n).map(([outcome, x]) => ({ outcome, probability: toFractionString(x), decimal: toDecimal(x, 6) })),
    modifiers: p.modifiers,
    details: plain(p.details) as Record<string, unknown>,
  }));
  return { ok: true, parts, provenance: r.value.provenance, notes: r.value.notes };
}
