// Fire resolution [12.6]: firepower by weapon and range (Firepower table), halved for a wounded firer and for
// opportunity or quick fire, divided by the number of targets, rounded (option sniper/rounding); the target's
// defence value 1 (2 with a vest [33.2]) times its multiples (moving 4, evading 6, the target hex's terrain by
// posture, each terrain type crossed once [11.8], corner 2/4 [11.5], staircase 2 [10.1], interior wall, ceiling,
// smoke); column = floor(firepower / defence); 2d6 + shooting ability [16.2] on the Fire Attack Results table.
// Every non-book number used is named in the answer's provenance.
import type { AnyTable, Provenance } from "@tactica/engine";
import { fromBook } from "@tactica/engine";
import { sniperOption } from "../options/index";
import type { SniperOptionValues } from "../options/index";
import { maxRangeBand, sniperLookupIn, toRangeBand } from "../tables/index";
import type { SniperLookup } from "../tables/index";
import type { FireResult, TerrainMode, TerrainType } from "../tables/index";
import { firingProfile, GL_RIFLE_SHOT } from "../weapons/index";
import type { WeaponCode } from "../weapons/index";

/** What the firer does [12.6]. */
export type FireMode = "direct" | "opportunity" | "quick";

/** The target's situation for its defence value [12.6, 11.5, 11.8, 10.1, 33.2]. */
export type FireTarget = {
  readonly posture?: "standing" | "prone";
  /** Has a Move marker, or climbs, descends, jumps, drops flat, boards, disembarks or evacuates [12.6]. */
  readonly moving?: boolean;
  /** Has an Evade marker [12.6]. */
  readonly evading?: boolean;
  /** Standing up when opportunity fire hits him: the prone multiple [12.6]. */
  readonly standingUp?: boolean;
  readonly terrain?: TerrainType;
  /** Terrain types the line of fire crosses (each counts once, types multiply [11.8]). */
  readonly crossed?: readonly TerrainType[];
  /** Behind a building corner as 11.5 says (the multiple is 2 standing, 4 prone). */
  readonly corner?: boolean;
  /** In a staircase hex, fired at from another level [10.1]. */
  readonly staircaseOtherLevel?: boolean;
  readonly interiorWall?: boolean;
  readonly ceiling?: boolean;
  readonly smoke?: boolean;
  readonly vest?: boolean;
};

/** Everything one attack needs. */
export type FireSituation = {
  readonly weapon: WeaponCode;
  readonly awMode?: "AR" | "SR";
  readonly mgAloneAtWindow?: boolean;
  /** Range in hexes, levels already added [12.6, 11.8]. */
  readonly range: number;
  readonly mode?: FireMode;
  readonly firerWounded?: boolean;
  /** Targets the firepower is divided among (a stack split [8.2] or automatic fire at several hexes [12.3]). */
  readonly targets?: number;
  /** "auto": the 12.3 multi-hex split, which rounds its fractions up. */
  readonly split?: "stack" | "auto";
  /** British soldiers: +2 firepower at all ranges [51.5]. */
  readonly british?: boolean;
  /** Shooting ability: F +1, (F) -1 [16.2]; other roll modifiers add to it. */
  readonly shooting?: "F" | "(F)";
  readonly rollModifier?: number;
  readonly terrainMode?: TerrainMode;
  readonly target?: FireTarget;
  readonly options?: SniperOptionValues;
  /** A match's effective tables (a rulings pack's replace the placeholder charts); absent: the built-in ones. */
  readonly tables?: ReadonlyMap<string, AnyTable>;
};

/** One step of the arithmetic, cited. */
export type FireStep = { readonly what: string; readonly value: string; readonly rule: string };
/** One defensive multiple, cited, with where its number comes from. */
export type DefenceFactor = { readonly what: string; readonly multiple: number; readonly rule: string; readonly provenance: Provenance };

export type FireRefusal = { readonly ok: false; readonly code: string; readonly rule: string; readonly message: string };

/** The attack's numbers before the roll. */
export type FireNumbers = {
  readonly ok: true;
  readonly baseFirepower: number;
  readonly firepower: number;
  readonly firepowerSteps: readonly FireStep[];
  readonly defence: number;
  readonly defenceFactors: readonly DefenceFactor[];
  readonly column: number;
  readonly rollModifier: number;
  /** Every number's provenance (book and not). */
  readonly provenance: readonly Provenance[];
};

/** Firepower, defence and column of an attack, or why it cannot be made. */
export function fireNumbers(s: FireSituation): FireNumbers | FireRefusal {
  const L = sniperLookupIn(s.tables);
  const profile = firingProfile(s.weapon, { ...(s.awMode ? { awMode: s.awMode } : {}), ...(s.mgAloneAtWindow ? { mgAloneAtWindow: true } : {}), ...(s.options ? { options: s.options } : {}) });
  const provenance: Provenance[] = [];
  const steps: FireStep[] = [];
  if (!Number.isInteger(s.range) || s.range < 1) return { ok: false, code: "fire/same_hex", rule: "Sniper 12.1", message: "A soldier may not fire on an enemy in his own hex [12.1]." };
  let base: number;
  if (s.weapon === "GL") {
    if (s.range > GL_RIFLE_SHOT.maxRange) return { ok: false, code: "fire/explosive", rule: GL_RIFLE_SHOT.rule, message: "Beyond 14 hexes the grenade launcher fires a shell at a hex, not a rifle shot [19.1, 19.2]." };
    base = GL_RIFLE_SHOT.firepower;
    provenance.push(fromBook("19.2"));
    steps.push({ what: "grenade launcher within 14 hexes", value: String(base), rule: GL_RIFLE_SHOT.rule });
  } else {
    if (!profile.row) return { ok: false, code: "fire/not_a_firearm", rule: profile.rule, message: `${profile.name} does not fire on the Firepower table.` };
    const band = toRangeBand(s.range);
    if (band > maxRangeBand(profile.row)) return { ok: false, code: "fire/out_of_range", rule: "Sniper 12.6", message: `${s.range} hexes is beyond the ${profile.row} row of the Firepower table.` };
    const cell = L.firepower(profile.row, band);
    provenance.push(cell.provenance);
    base = cell.value;
    steps.push({ what: `${profile.row} at ${s.range} hexes (band ${band * 10 - 9}-${band * 10})`, value: String(base), rule: "Sniper 12.6" });
  }
  if (s.british) { base += 2; provenance.push(fromBook("51.5")); steps.push({ what: "British +2", value: String(base), rule: "Sniper 51.5" }); }
  // The chain: each halving and the division are exact; rounding by option [12.6, 12.3; digest §15 item 11].
  const each = sniperOption(s.options, "rounding") === "each_step";
  const n = Math.max(1, s.targets ?? 1);
  let num = base, den = 1;
  const halve = (what: string, rule: string) => {
    if (each) { num = Math.floor(num / den / 2); den = 1; } else den *= 2;
    steps.push({ what, value: show(num, den), rule });
  };
  if (s.firerWounded) halve("wounded firer / 2", "Sniper 12.6, 14.1");
  if (s.mode === "opportunity") halve("opportunity fire / 2", "Sniper 12.2, 12.6");
  if (s.mode === "quick") halve("quick fire / 2", "Sniper 12.5, 12.6");
  if (n > 1) { den *= n; steps.push({ what: `divided among ${n} targets`, value: show(num, den), rule: s.split === "auto" ? "Sniper 12.3" : "Sniper 8.2, 12.6" }); }
  const up = s.split === "auto" && n > 1;
  const firepower = up ? Math.ceil(num / den) : Math.floor(num / den);
  steps.push({ what: up ? "rounded up (12.3 split)" : "rounded down", value: String(firepower), rule: up ? "Sniper 12.3" : "Sniper 12.6" });

  const t = s.target ?? {};
  const mode = s.terrainMode ?? "open";
  const factors: DefenceFactor[] = [];
  const fixed = (effect: Parameters<SniperLookup["fixed"]>[0], what: string, rule: string) => { const c = L.fixed(effect); factors.push({ what, multiple: c.value, rule, provenance: c.provenance }); };
  fixed(t.vest ? "vest_defence" : "base_defence", t.vest ? "vest: defence 2" : "defence value 1", t.vest ? "Sniper 33.2" : "Sniper 12.6");
  if (t.evading) fixed("evading", "evading", "Sniper 12.6");
  else if (t.moving) fixed("moving", "moving", "Sniper 12.6");
  const prone = t.posture === "prone" || (t.standingUp === true && s.mode === "opportunity");
  const types = new Set<TerrainType>();
  if (t.terrain) types.add(t.terrain);
  if (sniperOption(s.options, "crossedTerrainCover") === "crossed_and_target") for (const c of t.crossed ?? []) types.add(c);
  for (const ty of types) {
    const c = L.terrain(mode, ty);
    const m = prone ? c.value.prone : c.value.standing;
    if (m !== 1) factors.push({ what: `${ty} (${mode}, ${prone ? "prone" : "standing"})`, multiple: m, rule: ty === t.terrain ? "Sniper 12.6, 11.8" : "Sniper 11.8", provenance: c.provenance });
  }
  if (t.corner) fixed(prone ? "corner_prone" : "corner_standing", `building corner, ${prone ? "prone" : "standing"}`, "Sniper 11.5");
  if (t.staircaseOtherLevel) fixed("staircase", "staircase, fire from another level", "Sniper 10.1");
  if (t.interiorWall) fixed("interior_wall", "through an interior wall", "Sniper 11.5");
  if (t.ceiling) fixed("ceiling", "through a ceiling", "Sniper 11.5");
  if (t.smoke) fixed("smoke", "in or behind smoke", "Sniper 13.5");
  const defence = factors.reduce((d, f) => d * f.multiple, 1);
  for (const f of factors) provenance.push(f.provenance);
  const column = Math.floor(firepower / defence);
  const rollModifier = (s.shooting === "F" ? 1 : s.shooting === "(F)" ? -1 : 0) + (s.rollModifier ?? 0);
  return { ok: true, baseFirepower: base, firepower, firepowerSteps: steps, defence, defenceFactors: factors, column, rollModifier, provenance };
}

function show(num: number, den: number): string {
  return den === 1 ? String(num) : Number.isInteger(num / den) ? String(num / den) : String(Math.round((num / den) * 100) / 100);
}

/** The result of one attack with its 2d6 [12.6]. */
export type FireResolution = FireNumbers & { readonly dice: number; readonly roll: number; readonly result: FireResult; readonly resultProvenance: Provenance };

/** Resolve one attack with the dice as rolled (the sum of 2d6). */
export function resolveFire(s: FireSituation, dice: number): FireResolution | FireRefusal {
  const n = fireNumbers(s);
  if (!n.ok) return n;
  const roll = dice + n.rollModifier;
  const cell = sniperLookupIn(s.tables).fireResult(n.column, roll);
  return { ...n, dice, roll, result: cell.value, resultProvenance: cell.provenance, provenance: [...n.provenance, cell.provenance] };
}
