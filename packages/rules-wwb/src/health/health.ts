// Wounds, treatment and deterioration on the Health Gauge (WWB 9.0; 11.0 First Aid, Strength; 12.0 Medic).
import type { DiceFaceSet, HealthGauge } from "../tables/index";
import { PLACEHOLDER_DICE_FACES, PLACEHOLDER_GAUGE, THRESHOLDS, WOUND_BOXES, faceOf, readNumeric } from "../tables/index";
import type { WwbOptionValues } from "../options/index";
import { wwbOption, wwbToggle } from "../options/index";

/** A soldier's health: the marker's box on the gauge and his condition. */
export type Health = {
  readonly box: number;
  readonly condition: "ok" | "bleeding" | "loc" | "stabilized" | "dead";
  /** Bleeding was stopped by treatment (he stays at the bleeding box) [9.0 Treatment; option wwb/after_bleeding_stopped]. */
  readonly bleedingStopped?: boolean;
};

/** A fresh soldier: the marker on the red cross [3.0 Setup]. */
export const HEALTHY: Health = Object.freeze({ box: 0, condition: "ok" });

/** What a wound did. */
export type WoundEffect = {
  readonly health: Health;
  /** Laid down in his stance [9.0]. */
  readonly knockdown: boolean;
  /** A Suppressed marker goes in his Status box (heavy wound) [9.0; 10.0]. */
  readonly suppressed: boolean;
  readonly rule: string;
  readonly note: string;
};

const bleedIndex = (g: HealthGauge) => g.boxes.indexOf("bleeding");
const lastIndex = (g: HealthGauge) => g.boxes.length - 1;

/** Apply a combat result's damage to a soldier [9.0 Wounds; 8.1 Head shot]. */
export function applyWound(h: Health, result: "light_wound" | "heavy_wound" | "killed", opts: { headShot?: boolean; gauge?: HealthGauge; options?: WwbOptionValues } = {}): WoundEffect {
  const g = opts.gauge ?? PLACEHOLDER_GAUGE;
  if (h.condition === "dead") return { health: h, knockdown: false, suppressed: false, rule: "WWB 9.0", note: "already dead" };
  if (result === "killed") return { health: { box: h.box, condition: "dead" }, knockdown: false, suppressed: false, rule: "WWB 9.0 Wounds", note: "target killed: remove the miniature, leave his marker" };
  if (result === "heavy_wound" && opts.headShot) {
    const box = Math.max(h.box, bleedIndex(g));
    return { health: { box, condition: box >= lastIndex(g) ? "loc" : "bleeding" }, knockdown: true, suppressed: false, rule: "WWB 8.1 Head shot; 9.0 Wounds", note: "heavy wound to the head: straight to the bleeding box, knockdown, Bleeding marker" };
  }
  const steps = WOUND_BOXES[result];
  let box = h.box + steps;
  let condition: Health["condition"];
  if (box > lastIndex(g)) {
    if (wwbOption(opts.options, "pastLoc") === "dies") return { health: { box: lastIndex(g), condition: "dead" }, knockdown: true, suppressed: false, rule: "WWB 9.0; option wwb/past_loc", note: "damage past the last box kills (option)" };
    box = lastIndex(g);
  }
  if (h.condition === "stabilized" && box >= lastIndex(g)) condition = "stabilized";
  else condition = box >= lastIndex(g) ? "loc" : box >= bleedIndex(g) ? "bleeding" : "ok";
  const heavy = result === "heavy_wound";
  const down = heavy || condition !== "ok";
  return {
    health: { box, condition }, knockdown: down, suppressed: heavy, rule: "WWB 9.0 Wounds",
    note: `${heavy ? "heavy" : "light"} wound: ${steps} boxes down to box ${box}${condition !== "ok" ? ` (${condition})` : ""}${heavy ? "; knockdown and Suppressed marker" : ""}`,
  };
}

/** The Additional -1/-2 penalty of a gauge box (0 when the rule is off) [9.0 Additional Rule]. */
export function woundPenalty(h: Health, opts: { gauge?: HealthGauge; options?: WwbOptionValues } = {}): number {
  if (!wwbToggle(opts.options, "woundPenalties")) return 0;
  const g = opts.gauge ?? PLACEHOLDER_GAUGE;
  const upTo = g.boxes.slice(0, h.box + 1);
  return upTo.includes("-2") ? -2 : upTo.includes("-1") ? -1 : 0;
}

/** Whether a soldier may act and move [9.0: bleeding and LOC may not]. */
export function healthAllowsAction(h: Health): boolean {
  return h.condition === "ok";
}

/** The outcome of a treatment roll. */
export type TreatmentOutcome = { readonly health: Health; readonly outcome: "stopped_bleeding" | "stabilized" | "failed" | "died" | "not_treatable"; readonly rerolled: boolean; readonly rule: string };

/**
 * Treat a bleeding or LOC soldier: Red >= 3 stops bleeding, >= 4 stabilizes LOC; First Aid +1/+2; a skull kills
 * him unless a First Aid L2 treater re-rolls (`rolls[1]`, which must be accepted) [9.0 Treatment; 11.0 First Aid].
 */
export function treat(h: Health, rolls: readonly number[], opts: { firstAid?: 0 | 1 | 2; faces?: DiceFaceSet } = {}): TreatmentOutcome {
  const faces = opts.faces ?? PLACEHOLDER_DICE_FACES;
  const rule = "WWB 9.0 Treatment; 11.0 First Aid";
  if (h.condition !== "bleeding" && h.condition !== "loc") return { health: h, outcome: "not_treatable", rerolled: false, rule: "WWB 9.0 Treatment (only LOC or Bleeding)" };
  const th = h.condition === "bleeding" ? THRESHOLDS.treatBleeding : THRESHOLDS.treatLoc;
  const bonus = opts.firstAid ?? 0;
  let r = readNumeric(faces, th.die, rolls[0] ?? 0, bonus);
  let rerolled = false;
  if (r.skull && bonus === 2) {
    r = readNumeric(faces, th.die, rolls[1] ?? 0, bonus);
    rerolled = true;
  }
  if (r.skull) return { health: { box: h.box, condition: "dead" }, outcome: "died", rerolled, rule };
  if (r.total < th.atLeast) return { health: h, outcome: "failed", rerolled, rule };
  if (h.condition === "bleeding") return { health: { box: h.box, condition: "ok", bleedingStopped: true }, outcome: "stopped_bleeding", rerolled, rule };
  return { health: { box: h.box, condition: "stabilized" }, outcome: "stabilized", rerolled, rule };
}

/** The Medic's recovery: Grey OK or medal restores 1 or 2 hit points (his level) [9.0 Treatment; 12.0 Medic]. */
export function medicRecover(h: Health, roll: number, opts: { level?: 1 | 2; faces?: DiceFaceSet; options?: WwbOptionValues } = {}): { health: Health; recovered: number; rule: string } {
  const rule = "WWB 9.0 Treatment; 12.0 Medic";
  if (h.condition === "dead" || h.box === 0) return { health: h, recovered: 0, rule };
  if (wwbOption(opts.options, "medicRecovery") === "bleeding_or_loc" && h.condition !== "bleeding" && h.condition !== "loc") return { health: h, recovered: 0, rule: `${rule}; option wwb/medic_recovery` };
  const face = faceOf(opts.faces ?? PLACEHOLDER_DICE_FACES, "grey", roll);
  if (face.icon === "none") return { health: h, recovered: 0, rule };
  const n = Math.min(opts.level ?? 1, h.box);
  return { health: { box: h.box - n, condition: h.condition === "stabilized" ? "stabilized" : "ok" }, recovered: n, rule };
}

/**
 * Progressive deterioration in the Resolution phase: Red + Strength >= the marker's value keeps him stable, else
 * bleeding becomes LOC and LOC death; a skull always kills [9.0 Progressive Deterioration; 11.0 Strength].
 */
export function deteriorate(h: Health, roll: number, opts: { strength?: 0 | 1 | 2; faces?: DiceFaceSet; gauge?: HealthGauge; options?: WwbOptionValues } = {}): { health: Health; outcome: "stable" | "worse" | "died" | "not_subject"; rule: string } {
  const rule = "WWB 9.0 Progressive Deterioration";
  const subject = h.condition === "bleeding" || h.condition === "loc" || (h.condition === "stabilized" && wwbOption(opts.options, "stabilizedDeterioration") === "yes");
  if (!subject) return { health: h, outcome: "not_subject", rule };
  const th = h.condition === "bleeding" ? THRESHOLDS.deteriorationBleeding : THRESHOLDS.deteriorationLoc;
  const r = readNumeric(opts.faces ?? PLACEHOLDER_DICE_FACES, th.die, roll, opts.strength ?? 0);
  if (r.skull) return { health: { box: h.box, condition: "dead" }, outcome: "died", rule };
  if (r.total >= th.atLeast) return { health: h, outcome: "stable", rule };
  const g = opts.gauge ?? PLACEHOLDER_GAUGE;
  if (h.condition === "bleeding") return { health: { box: lastIndex(g), condition: "loc" }, outcome: "worse", rule };
  return { health: { box: h.box, condition: "dead" }, outcome: "died", rule };
}
