// Whether a spotter sees a target (WWB 5.0 Field of view; 6.0 Spotting): arc, visual range, woods, smoke, buildings,
// barriers and the Rule of Levels. Geometry comes in as plain inputs (what lies between, MHx distance, the cover of
// each party) so this folder does not depend on a map: wwb-core's grids/ derives them from the board.
import type { CoverLevel, DieColour, Illumination, Stance } from "../tables/index";
import { ELEVATION_COVER_REDUCTION, TARGET_LEVEL, VISUAL_RANGE, shiftDie } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption, wwbToggle } from "../options/index";

/** A soldier as spotting sees him. */
export type SpotParty = {
  readonly stance: Stance;
  /** Elevation levels above the battlefield (a building floor counts one per floor) [6.0 Cover Level]. */
  readonly elevation?: number;
  /** Inside a wooded-area MHx [6.0 Wooded Area]. */
  readonly inWoods?: boolean;
  /** On a Hex immediately outside a wooded MHx (the book's "x" hexes) [6.0 Wooded Area]. */
  readonly woodsEdge?: boolean;
  /** On the corner of a building [6.0 Buildings]. */
  readonly atBuildingCorner?: boolean;
  /** At the edge of a barrier (a spotter there is never blocked by it) [6.0 LOS]. */
  readonly atBarrierEdge?: boolean;
  /** Inside a building: which one, which floor, whether at a window or slit [6.0 Buildings; 7.0]. */
  readonly building?: { readonly id: string; readonly floor: number; readonly atWindow: boolean };
  readonly running?: boolean;
  /** Observation Skill level [11.0 Observation]. */
  readonly observation?: 0 | 1 | 2;
  readonly specialist?: "leader" | "engineer" | "medic" | "team_gunner" | "radio_operator" | "sniper";
  /** A Sniper camouflaged (in woods, or prone) [12.0 Sniper]. */
  readonly camouflaged?: boolean;
  /** The barrier covering him (toward the other party), if any [6.0 Definitions]. */
  readonly cover?: { readonly level: CoverLevel; readonly kind?: string };
  /** In a Red Hex (crater: a 1/2 CL barrier) [6.0 Hollows]. */
  readonly inCrater?: boolean;
};

/** The situation between the two. */
export type SpotInput = {
  readonly spotter: SpotParty;
  readonly target: SpotParty;
  readonly mhxDistance: number;
  readonly sameMhx: boolean;
  /** The target lies in the spotter's 180-degree front arc [5.0 Field of view]. */
  readonly inArc: boolean;
  readonly illumination?: Illumination;
  /** What the line crosses between them. */
  readonly between?: {
    readonly woodedMhx?: number;
    /** Smoke MHx crossed; grenade = from a smoke grenade [6.0 Smoke]. */
    readonly smoke?: readonly { readonly grenade: boolean }[];
    readonly buildings?: number;
    /** Other barriers on the line (not the target's own cover), by Cover Level. */
    readonly barriers?: readonly CoverLevel[];
    /** Miniatures on the line, by stance [6.0 LOS, Additional]. */
    readonly figures?: readonly Stance[];
  };
  /** The spotter is adjacent to the target or to the barrier covering him [6.0 Cover Level]. */
  readonly spotterAdjacent?: boolean;
  /** The players dispute the line: a Grey-only Spotting Test decides [6.0 Unclear Situations]. */
  readonly dispute?: boolean;
  readonly options?: WwbOptionValues;
};

/** One reason in a verdict: what it is and the rule. */
export type SpotReason = { readonly feature: string; readonly rule: string; readonly note?: string };

/** The Spotting Test a verdict requires: the test die (after shifts) and whether the Red die is rolled with it. */
export type SpottingTestSpec = {
  readonly die: DieColour | "impossible";
  readonly withRed: boolean;
  readonly shifts: readonly { readonly name: string; readonly value: number; readonly rule: string }[];
  readonly base: DieColour;
};

/** The verdict: blocked, visible, visible only for a head shot, or a Spotting Test to find him. */
export type SpotVerdict = {
  readonly verdict: "blocked" | "visible" | "head_only" | "test";
  readonly blockedBy: readonly SpotReason[];
  readonly rules: readonly SpotReason[];
  readonly test?: SpottingTestSpec;
  /** Fire modifiers the sight line carries (smoke-grenade smoke -2, Additional rule) [6.0 Smoke]. */
  readonly fireModifiers: readonly { readonly name: string; readonly value: number; readonly rule: string }[];
  readonly mhxDistance: number;
  readonly sameMhx: boolean;
};

const STANCE_RANK: Readonly<Record<Stance, number>> = { prone: 0, kneeling: 1, standing: 2 };

/** Visual range in MHx of a spotter (Infinity by day) [6.0 Visual Range; 11.0 Observation; 12.0]. */
export function visualRange(spotter: SpotParty, illumination: Illumination = "day"): number {
  const row = VISUAL_RANGE[illumination];
  const special = spotter.specialist === "sniper" || spotter.specialist === "radio_operator";
  return (special ? row.specialist : row.basic) + (spotter.observation ?? 0);
}

/** Effective Cover Level of a barrier seen from a spotter at `elevation` levels: -1/2 per level, not below 0 [6.0]. */
export function effectiveCover(level: number, elevation = 0): number {
  return Math.max(0, level - ELEVATION_COVER_REDUCTION * elevation);
}

/** The Spotting Test dice for this spotter and target [6.0 Spotting Test; 11.0 Observation; 12.0 Sniper]. */
export function spottingTest(spotter: SpotParty, target: SpotParty, opts: { illumination?: Illumination; dispute?: boolean; options?: WwbOptionValues } = {}): SpottingTestSpec {
  if (opts.dispute) return { die: "grey", withRed: false, base: "grey", shifts: [{ name: "dispute: Grey only, every skill and modifier ignored", value: 0, rule: "WWB 6.0 Unclear Situations" }] };
  const base: DieColour = target.camouflaged ? "white" : "grey";
  const shifts: { name: string; value: number; rule: string }[] = [];
  if (target.camouflaged) shifts.push({ name: "camouflaged Sniper: White instead of Grey", value: 0, rule: "WWB 12.0 Sniper" });
  const obs = spotter.observation ?? 0;
  if (obs > 0) shifts.push({ name: `Observation L${obs}`, value: obs, rule: "WWB 6.0 Spotting Test; 11.0 Observation" });
  const ill = opts.illumination ?? "day";
  if (ill !== "day") shifts.push({ name: `night (${ill.replace("_", " ")})`, value: VISUAL_RANGE[ill].spottingShift, rule: "WWB 6.0 Visual Range" });
  const hidden = target.cover !== undefined || target.inCrater === true || target.stance === "prone" || target.woodsEdge === true;
  if (wwbToggle(opts.options, "spottingPenalty") && hidden) shifts.push({ name: "target in cover, prone or on a woods edge (Optional)", value: -2, rule: "WWB 6.0 Spotting Test (Optional Rule)" });
  const by = shifts.reduce((s, x) => s + x.value, 0);
  const r = shiftDie(base, by, wwbOption(opts.options, "aboveBlack"));
  const die = r.ok ? r.colour : wwbOption(opts.options, "belowWhite") === "white" ? "white" : "impossible";
  return { die, withRed: obs < 2, base, shifts };
}

/** Whether `spotter` sees `target`, and how [5.0 Field of view; 6.0]. */
export function spot(input: SpotInput): SpotVerdict {
  const { spotter, target, options } = input;
  const rules: SpotReason[] = [];
  const blockedBy: SpotReason[] = [];
  const fireModifiers: { name: string; value: number; rule: string }[] = [];
  const ill = input.illumination ?? "day";
  const out = (verdict: SpotVerdict["verdict"], test?: SpottingTestSpec): SpotVerdict => ({
    verdict, blockedBy, rules, fireModifiers, mhxDistance: input.mhxDistance, sameMhx: input.sameMhx, ...(test ? { test } : {}),
  });
  const block = (feature: string, rule: string, note?: string) => {
    blockedBy.push({ feature, rule, ...(note ? { note } : {}) });
    return out("blocked");
  };
  const testFor = () => spottingTest(spotter, target, { illumination: ill, options });

  if (!input.inArc) return block("outside the 180-degree front arc", "WWB 5.0 Field of view");
  rules.push({ feature: "inside the front arc", rule: "WWB 5.0 Field of view" });
  const range = visualRange(spotter, ill);
  if (input.mhxDistance > range) return block(`beyond visual range (${range} MHx at ${ill.replace("_", " ")})`, "WWB 6.0 Visual Range");
  if (ill !== "day") rules.push({ feature: `within visual range ${range} MHx`, rule: "WWB 6.0 Visual Range" });

  // The spotter's own barrier [6.0 LOS]: never blocked if it is lower than his Target Level or he is at a corner/edge.
  if (spotter.cover && !spotter.atBuildingCorner && !spotter.atBarrierEdge && spotter.cover.level >= TARGET_LEVEL[spotter.stance]) {
    return block(`the spotter's own barrier (CL ${spotter.cover.level}) is not lower than his Target Level ${TARGET_LEVEL[spotter.stance]}`, "WWB 6.0 LOS; 8.1 step 1");
  }
  if (input.dispute) {
    rules.push({ feature: "disputed line", rule: "WWB 6.0 Unclear Situations" });
    return out("test", spottingTest(spotter, target, { dispute: true }));
  }
  const between = input.between ?? {};
  // Buildings [6.0 Buildings].
  if (spotter.building && target.building && spotter.building.id === target.building.id) {
    if (spotter.building.floor === target.building.floor) {
      rules.push({ feature: "same building, same level", rule: "WWB 6.0 Buildings" });
      return out("visible");
    }
    return block("same building, another level", "WWB 6.0 Buildings");
  }
  if ((between.buildings ?? 0) > 0) return block("a building on the line", "WWB 6.0 Buildings");
  if (target.building && !target.building.atWindow) return block("inside a building, away from any window", "WWB 6.0 Buildings; 7.0 Moving inside a building");
  // Woods [6.0 Wooded Area].
  if (spotter.inWoods && !input.sameMhx) return block("a spotter inside the woods sees only his own MHx", "WWB 6.0 Wooded Area");
  if (target.inWoods && !input.sameMhx) return block("a target inside the woods is seen only from his own MHx", "WWB 6.0 Wooded Area");
  if ((between.woodedMhx ?? 0) > 0) return block("a wooded MHx between (2 Cover Levels)", "WWB 6.0 Wooded Area");
  // Smoke [6.0 Smoke; Additional smoke-grenade rule].
  for (const s of between.smoke ?? []) {
    const grenadeOnly = s.grenade && wwbToggle(options, "smokeGrenadeMinusTwo") && wwbOption(options, "grenadeSmoke") === "grenade_only_minus_two";
    if (!grenadeOnly) return block("a smoke MHx between (2 Cover Levels for spotting)", "WWB 6.0 Smoke");
    fireModifiers.push({ name: "smoke-grenade smoke", value: -2, rule: "WWB 6.0 Smoke (Additional rule)" });
  }
  // Other barriers on the line [6.0 Cover Level: >= 1 CL always hides; Cherry Corner quick LOS: any obstacle].
  const elev = spotter.elevation ?? 0;
  const quick = wwbToggle(options, "cherryLos");
  for (const cl of between.barriers ?? []) {
    if (quick) return block(`an obstacle on the line (CL ${cl}; quick LOS)`, "WWB 6.0 Cherry Corner");
    if (effectiveCover(cl, elev) >= 1) return block(`a barrier of CL ${cl} on the line (effective ${effectiveCover(cl, elev)})`, "WWB 6.0 Cover Level");
  }
  // Intervening miniatures [6.0 LOS, Additional].
  if (wwbToggle(options, "interveningFigures")) {
    const blocker = (between.figures ?? []).find((f) => STANCE_RANK[f] >= STANCE_RANK[spotter.stance]);
    if (blocker) return block(`a ${blocker} miniature between (stance not lower than the spotter's)`, "WWB 6.0 LOS (Additional Rule)");
    if ((between.figures ?? []).length > 0) rules.push({ feature: "lower miniatures between do not block", rule: "WWB 6.0 LOS (Additional Rule)" });
  }
  // Target at a building corner: only a Spotting Test finds him [6.0 Buildings].
  if (target.atBuildingCorner) {
    rules.push({ feature: "target on a building corner", rule: "WWB 6.0 Buildings" });
    return out("test", testFor());
  }
  // Woods edge seen from outside: Spotting Test, a runner is seen at once [6.0 Wooded Area].
  if (target.woodsEdge && !input.sameMhx) {
    if (target.running) {
      rules.push({ feature: "running on the woods edge: spotted automatically", rule: "WWB 6.0 Wooded Area" });
    } else {
      rules.push({ feature: "target on the woods edge", rule: "WWB 6.0 Wooded Area" });
      return out("test", testFor());
    }
  }
  // Rule of Levels [6.0].
  const cover = target.building?.atWindow ? { level: 0.5 as CoverLevel, kind: "window" } : target.cover ?? (target.inCrater ? { level: 0.5 as CoverLevel, kind: "crater" } : undefined);
  let verdict: "visible" | "head_only" | "test" = "visible";
  if (!cover) {
    rules.push({ feature: "target in the open: always visible", rule: "WWB 6.0 Definitions" });
  } else {
    const tl = TARGET_LEVEL[target.stance];
    const eff = effectiveCover(cover.level, elev);
    const why = `Target Level ${tl} against Cover Level ${cover.level}${elev ? ` (effective ${eff} from elevation ${elev})` : ""}`;
    if (eff >= 1) return block(`${cover.kind ?? "barrier"} of CL ${cover.level} always hides`, "WWB 6.0 Cover Level");
    if (tl > eff) {
      verdict = tl <= cover.level ? "head_only" : "visible";
      rules.push({ feature: `${why}: visible${verdict === "head_only" ? ", the head only" : ""}`, rule: "WWB 6.0 Rule of Levels; Cover Level" });
    } else if (tl === 0.5 && eff === 0.5) {
      if (input.spotterAdjacent) {
        verdict = "head_only";
        rules.push({ feature: `${why}: the spotter is adjacent to the target or the barrier, the head only`, rule: "WWB 6.0 Cover Level" });
      } else if (wwbToggle(options, "kneelingHalfTest")) {
        rules.push({ feature: `${why}: kneeling behind 1/2 CL may be found by a Spotting Test`, rule: "WWB 6.0 Spotting Test (Additional rule)" });
        verdict = "test";
      } else {
        return block(`${why}: not visible`, "WWB 6.0 Rule of Levels");
      }
    } else {
      return block(`${why}: not visible`, "WWB 6.0 Rule of Levels");
    }
  }
  if (target.camouflaged) {
    rules.push({ feature: "camouflaged Sniper: a Spotting Test with White", rule: "WWB 12.0 Sniper" });
    return out("test", testFor());
  }
  return verdict === "test" ? out("test", testFor()) : out(verdict);
}
