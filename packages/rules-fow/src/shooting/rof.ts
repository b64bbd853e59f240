// Which ROF a team fires at (digest §5.2): Halted, Moving, or none, with the rule.
import type { WeaponProfile } from "../forces/index";
import { movingRof } from "../forces/index";

export type RofFacts = {
  readonly moved?: boolean;
  readonly dashed?: boolean;
  readonly pinned?: boolean;
  readonly willAssault?: boolean;
  readonly dugIn?: boolean;
  readonly meetingFirstStep?: boolean;
  readonly followMeOrCrossHere?: boolean;
  readonly bailedOut?: boolean;
  readonly passenger?: boolean;
  readonly shotAtAircraftLastTurn?: boolean;
  readonly spotting?: boolean;
  readonly failedRangeIn?: boolean;
  /** Blitzed but moved no further: not considered to have Moved [Blitz Move]. */
  readonly blitzOnly?: boolean;
  readonly ambush?: boolean;
};
export type RofAnswer = { readonly rof: number; readonly mode: "halted" | "moving" | "pinned" | "none"; readonly rule: string };

const R = (s: string) => `FoW [${s}]`;

/** The ROF of `w` for a team in the situation `f` [6. Roll to Hit › How Many Dice?; No Shooting]. */
export function rofFor(w: Pick<WeaponProfile, "rof" | "rules">, f: RofFacts): RofAnswer {
  const none = (rule: string): RofAnswer => ({ rof: 0, mode: "none", rule: R(rule) });
  if (f.dashed) return none("QRS › Dash Speed");
  if (f.followMeOrCrossHere) return none("Movement Orders › Follow Me; Cross Here");
  if (f.bailedOut) return none("Bailed Out Tank Teams");
  if (f.passenger && !w.rules.includes("passenger_fired")) return none("Transports and Passengers");
  if (f.shotAtAircraftLastTurn) return none("Shooting at Aircraft");
  if (f.spotting) return none("Artillery › 1. Pick Spotting Team");
  if (f.failedRangeIn) return none("Artillery › 5. Roll to Range In");
  const moved = (f.moved && !f.blitzOnly) || f.willAssault || f.dugIn || f.meetingFirstStep;
  if (f.pinned) {
    if (w.rules.includes("full_rof_when_moving")) return { rof: 1, mode: "pinned", rule: R("Weapon Special Rules › Full ROF When Moving") };
    return { rof: w.rof.pinned ?? pinnedOrMoving(w), mode: "pinned", rule: R("Pinned Down") };
  }
  if (!moved || (f.ambush && !f.moved)) return { rof: w.rof.halted, mode: "halted", rule: R("6. Roll to Hit › How Many Dice?") };
  if (w.rules.includes("awkward_layout") || w.rules.includes("bunker_buster")) return { rof: 0, mode: "none", rule: R("Weapon Special Rules › Awkward Layout; Bunker Buster") };
  if (w.rules.includes("full_rof_when_moving") || w.rules.includes("flame_thrower") || w.rules.includes("stabiliser")) return { rof: w.rof.halted, mode: "moving", rule: R("Weapon Special Rules › Full ROF When Moving; Flame-throwers; Stabiliser") };
  return { rof: movingRof(w), mode: "moving", rule: R("Shooting › Weapon Characteristics (Moving ROF)") };
}
function pinnedOrMoving(w: Pick<WeaponProfile, "rof" | "rules">): number {
  if (w.rules.includes("awkward_layout") || w.rules.includes("bunker_buster")) return 0;
  return movingRof(w);
}
