import type { Check } from "@tactica/engine";
import { OK, reject } from "@tactica/engine";
import type { Hex } from "@tactica/hex";
import { isSameHex } from "@tactica/hex";
import type { LosAnswer } from "@tactica/sighting";
import { z } from "zod";
import type { Board } from "../core/board";
import { boardOf } from "../core/board";
import { entrySides, hexAhead } from "../core/geometry";
import type { FirepowerGame, Soldier } from "../state/types";
import type { Cave } from "../state/works-state";

const RULE = "Firepower 8.8.7";

/** The least height the hexside behind a cave must rise above the cave's hex [8.8.7]. */
export const CAVE_BACK_HEIGHT = 3;
/** From outside, the cave hex counts as a hill this many heights above the hex's height [8.8.7]. */
export const CAVE_HILL_HEIGHT = 3;

/** A scenario cave: its hex (printed ID) and the Firepower hexside (1 N, clockwise) of its mouth [8.8.7]. */
export const caveSpecSchema = z.object({ hex: z.string().min(1), mouth: z.number().int().min(1).max(6) }).strict();

/** A scenario cave. */
export type CaveSpec = z.infer<typeof caveSpecSchema>;

export type { Cave } from "../state/works-state";

/** The hexside (1-6) opposite `side`. */
export const opposite = (side: number): number => ((side + 2) % 6) + 1;

/** The cave in a hex, if any. */
export function caveAt(game: FirepowerGame, hex: Hex): Cave | undefined {
  return (game.caves ?? []).find((c) => isSameHex(c.hex, hex));
}

/**
 * Whether a soldier is inside a cave [8.8.1, 8.8.7]: every soldier in a cave hex (not aboard a vehicle) who is not on
 * its top. He came in through the mouth (`caveEntry`), out of a tunnel, or was set up there.
 */
export function inCave(game: FirepowerGame, s: Soldier): boolean {
  return s.riding === undefined && s.caveTop !== true && caveAt(game, s.hex) !== undefined;
}

/**
 * Whether a soldier stands on top of the cave of his hex [8.8.7]: "for outside the cave, consider that the hex is a
 * hill hex 3 heights higher than the hex's normal height". He is outside the cave (cave-top.ts).
 */
export function onCaveTop(game: FirepowerGame, s: Soldier): boolean {
  return s.caveTop === true && s.riding === undefined && s.inTunnel !== true && caveAt(game, s.hex) !== undefined;
}

/** The hexside (1-6) of `from` that `to` lies across, when they are neighbours. */
export function sideToward(from: Hex, to: Hex): number | undefined {
  return [1, 2, 3, 4, 5, 6].find((d) => isSameHex(hexAhead(from, d), to));
}

/**
 * Whether a soldier stepping from his hex into the next hex `ahead` comes onto the top of a cave there [8.8.7]: across
 * any hexside of the cave hex but its mouth (through the mouth he goes inside). Not from a tunnel or a vehicle.
 */
export function entersCaveTop(game: FirepowerGame, s: Soldier, ahead: Hex): boolean {
  const there = caveAt(game, ahead);
  if (!there || s.inTunnel === true || s.riding !== undefined) return false;
  const side = sideToward(s.hex, ahead);
  return side !== undefined && opposite(side) !== there.mouth;
}

/**
 * The heights a cave top adds to the two floors of a step from his hex into `ahead` [8.8.7, 11.1.4]: the top is a hill
 * 3 heights above the cave hex's ground, so leaving it or stepping onto it crosses the difference as a height hexside.
 */
export function caveTopRise(game: FirepowerGame, s: Soldier, ahead: Hex): { readonly from: number; readonly to: number } {
  return { from: onCaveTop(game, s) ? CAVE_HILL_HEIGHT : 0, to: entersCaveTop(game, s, ahead) ? CAVE_HILL_HEIGHT : 0 };
}

/**
 * Whether a soldier stepping into `ahead` would be in the same place as `other` there [8.8.7, 13]: in a cave hex the
 * men on its top and the men inside are apart (rock between them), as storeys are; elsewhere always.
 */
export function caveSidesMeet(game: FirepowerGame, s: Soldier, ahead: Hex, other: Soldier): boolean {
  if (!caveAt(game, ahead) || other.riding !== undefined) return true;
  const top = isSameHex(s.hex, ahead) ? onCaveTop(game, s) : entersCaveTop(game, s, ahead);
  return top === onCaveTop(game, other);
}

/** How far the hexside `side` (1-6) of `hex` rises above the hex (negative: it falls), or undefined off the map. */
export function hexsideRise(board: Board, hex: Hex, side: number): number | undefined {
  const here = board.floorOf(hex, 0), there = board.floorOf(hexAhead(hex, side), 0);
  return here === undefined || there === undefined ? undefined : there - here;
}

/**
 * Where a cave may go [8.8.7]: "only in hexes with a height hexside going at least 3 heights above the unit, with the
 * front (or mouth) of the cave opposite the height hexside". Returns the refusal naming the field at fault.
 */
export function checkCavePlace(board: Board, hex: Hex, mouth: number): Check & { field?: "hex" | "mouth" } {
  const rise = (side: number) => hexsideRise(board, hex, side) ?? -Infinity;
  if (rise(opposite(mouth)) >= CAVE_BACK_HEIGHT) return OK;
  const fits = [1, 2, 3, 4, 5, 6].filter((side) => rise(side) >= CAVE_BACK_HEIGHT).map(opposite);
  if (fits.length === 0) return { ...reject("cave/no_height_hexside", `a cave goes only in a hex with a hexside rising at least ${CAVE_BACK_HEIGHT} heights above it`, RULE), field: "hex" };
  return { ...reject("cave/mouth", `the mouth is opposite the height hexside: here it may face ${fits.join(" or ")}`, RULE), field: "mouth" };
}

/** Caves an authored map draws (`cave` fortifications of the map or its boards; their facing, a map direction 0-5, is the mouth). */
export function mapCaves(board: Board): { hex: Hex; mouth?: number }[] {
  const out: { hex: Hex; mouth?: number }[] = [];
  for (const [c, list] of board.map.fortifications) {
    for (const f of list) if (f.type === "cave") out.push({ hex: { q: board.map.qOf(c), r: board.map.rOf(c) }, ...(f.facing === undefined ? {} : { mouth: f.facing + 1 }) });
  }
  return out;
}

/**
 * Puts caves in play at set-up [8.8.7]: the map's and the scenario's. The game's map document gets a `cave`
 * fortification in each scenario cave hex (the map's have theirs), which the sighting judge takes as a 3-height obstacle
 * through the hex: "for outside the cave, consider that the hex is a hill hex 3 heights higher than the hex's normal height".
 */
export function setupCaves(game: FirepowerGame, specs: readonly CaveSpec[] | undefined, rules: "basic" | "advanced"): FirepowerGame {
  if (rules !== "advanced") return game;
  const board = boardOf(game);
  const fromMap = mapCaves(board).flatMap((c) => (c.mouth === undefined ? [] : [{ hex: c.hex, mouth: c.mouth }]));
  const fromScenario = (specs ?? []).flatMap((c) => { const hex = board.hexOf(c.hex); return hex ? [{ hex, mouth: c.mouth }] : []; });
  const caves: Cave[] = [...fromMap, ...fromScenario];
  if (caves.length === 0) return game;
  if (fromScenario.length === 0) return { ...game, caves };
  const doc = board.document;
  const forts = [...(doc.fortifications ?? []), ...fromScenario.map((c) => ({ type: "cave" as const, hex: c.hex, facing: c.mouth - 1 }))];
  return { ...game, caves, mapDocument: { ...doc, fortifications: forts } };
}

/**
 * A soldier's step out of a cave hex across hexside `side` (1-6) of his hex [8.8.7]: a cave is left through its mouth
 * (its back leads only to tunnels, 8.8.8, src/game/tunnels.ts). A man on its top walks off it any way, as off a hill.
 * Into a cave hex every step is allowed: through the mouth he goes inside, across any other hexside onto the top
 * (`entersCaveTop`); so from the top a man goes round to the mouth to get in.
 */
export function caveEntry(game: FirepowerGame, s: Soldier, side: number, _ahead: Hex): Check {
  const here = caveAt(game, s.hex);
  if (here && !onCaveTop(game, s) && side !== here.mouth) return reject("cave/not_mouth", "soldiers leave a cave through its mouth (its back leads only to tunnels); its top is reached from outside", RULE);
  return OK;
}

/** Which ends of a line stand on a cave top (outside the cave: no mouth to pass) [8.8.7]. */
export type CaveTopEnds = { readonly fromTop?: boolean; readonly toTop?: boolean };

/**
 * "Soldiers inside a cave may only fire out the front" [8.8.7]; and a line into the cave reaches them through the
 * mouth only (the rest of the hex is hill). The line must cross the cave hex's mouth hexside; when it runs through a
 * vertex of the mouth (two entry hexsides), one of them being the mouth is enough.
 */
export function throughMouth(game: FirepowerGame, a: Hex, b: Hex, tops: CaveTopEnds = {}): boolean {
  for (const [cave, other, top] of [[a, b, tops.fromTop], [b, a, tops.toTop]] as const) {
    const c = caveAt(game, cave);
    if (!c || top === true || isSameHex(cave, other)) continue;
    if (!entrySides(other, cave).includes(c.mouth - 1)) return false;
  }
  return true;
}

/** The LOS answer with the cave's wall as its block when a cave end is not seen through its mouth [8.8.7]. */
export function caveLos(game: FirepowerGame, from: Hex, to: Hex, answer: LosAnswer | undefined, tops: CaveTopEnds = {}): LosAnswer | undefined {
  if (!answer || !answer.clear || throughMouth(game, from, to, tops)) return answer;
  const note = { feature: "cave wall", rule: RULE, reason: "a cave is seen into and fired out of through its mouth only" };
  return { ...answer, clear: false, modifier: 0, blockedBy: [...answer.blockedBy, note], rules: [...answer.rules, RULE] };
}

/** Cover and concealment in a cave: +1 each, as a work gives them [8.8.7, 12.2.3-12.2.4]. */
export function caveCover(game: FirepowerGame, target: Soldier): { inWorks?: true } {
  return inCave(game, target) ? { inWorks: true } : {};
}

type ScenarioLike = {
  readonly rules?: string;
  readonly caves?: readonly CaveSpec[] | undefined;
  readonly works?: readonly { readonly hex: string }[] | undefined;
  readonly roadblocks?: readonly { readonly hex: string }[] | undefined;
};

/**
 * Scenario check [8.8, 8.8.7]: caves are Advanced defensive units, on the map, outside buildings, one defensive unit per
 * hex, each in a hex whose hexside opposite the mouth rises 3 heights or more; a map document's cave needs its facing.
 */
export function checkCaveScenario(board: Board | undefined, sc: ScenarioLike, ctx: z.RefinementCtx): void {
  if ((sc.caves ?? []).length > 0 && sc.rules !== "advanced") ctx.addIssue({ code: "custom", message: "caves are Advanced Game defensive units (8.8)", path: ["caves"] });
  if (!board || sc.rules !== "advanced") return;
  mapCaves(board).forEach((c) => {
    const path = ["mapDocument", "fortifications"];
    const id = board.idOf(c.hex);
    if (c.mouth === undefined) return ctx.addIssue({ code: "custom", message: `the cave at ${id} needs its facing: the map direction of its mouth (8.8.7)`, path });
    const place = checkCavePlace(board, c.hex, c.mouth);
    if (!place.ok) ctx.addIssue({ code: "custom", message: `the cave at ${id}: ${place.error.message} (8.8.7)`, path });
    return undefined;
  });
  const taken = new Set([...(sc.works ?? []), ...(sc.roadblocks ?? [])].map((w) => w.hex));
  (sc.caves ?? []).forEach((c, i) => {
    const issue = (message: string, field?: string) => ctx.addIssue({ code: "custom", message, path: ["caves", i, ...(field ? [field] : [])] });
    const hex = board.hexOf(c.hex);
    if (!hex) return issue(`no hex ${c.hex} on the map`, "hex");
    if (board.storeysOf(hex).length > 0) return issue(`no defensive unit may be placed in the building hex ${c.hex} (8.8)`, "hex");
    if (taken.has(c.hex)) return issue(`${c.hex} already holds a defensive unit: one per hex (8.8)`, "hex");
    taken.add(c.hex);
    const place = checkCavePlace(board, hex, c.mouth);
    if (!place.ok) issue(`${place.error.message} (8.8.7)`, place.field);
    return undefined;
  });
}

/**
 * "A height hexside may not be crossed by a vehicle if either hex which the hexside forms a part of is a cave hex"
 * [19.2.7.8]: between a cave hex and its neighbour, any difference of ground height bars the vehicle.
 */
export function caveHexsideForVehicle(game: FirepowerGame, board: Board, from: Hex, to: Hex): Check {
  const a0 = caveAt(game, from), b0 = caveAt(game, to);
  if (!a0 && !b0) return OK;
  // 8.8.7: from outside the cave hex is a hill 3 heights up, so each hexside of it but the mouth is a height hexside:
  // no vehicle goes onto (or off) a cave's top.
  const side = sideToward(from, to);
  const mouth = side === undefined || ((!a0 || side === a0.mouth) && (!b0 || opposite(side) === b0.mouth));
  if (!mouth) return reject("vehicle/cave_hexside", "a vehicle may not cross a height hexside of a cave hex: from outside the cave hex is a hill 3 heights up, so only its mouth is open to vehicles", "Firepower 19.2.7.8, 8.8.7");
  const a = board.floorOf(from, 0), b = board.floorOf(to, 0);
  if (a === undefined || b === undefined || a === b) return OK;
  return reject("vehicle/cave_hexside", "a vehicle may not cross a height hexside of a cave hex", "Firepower 19.2.7.8");
}

/**
 * A blast outside the cave hex reaches the men inside only through the mouth [8.8.7, 12.2.3]: "if a hill ... totally
 * blocks the line of sight from an impact location to a possible target unit ... the target unit cannot be hit". In the
 * cave hex the rock parts the two places: a burst inside does not reach the men on the top, one on the top not those inside.
 */
export function caveShieldsFromBlast(game: FirepowerGame, impact: Hex, s: Soldier, at?: { readonly height: number; readonly unit?: string }): boolean {
  if (onCaveTop(game, s)) return isSameHex(impact, s.hex) && !burstOnCaveTop(game, impact, at); // 8.8.7: rock between him and a burst inside
  if (!inCave(game, s)) return false;
  if (isSameHex(impact, s.hex)) return burstOnCaveTop(game, impact, at); // a burst on the top does not reach in
  return !throughMouth(game, impact, s.hex);
}

/**
 * Whether a burst in a cave hex is on its top rather than inside [8.8.7, 12.7.3]: a round that failed the mouth or had
 * none facing it bursts on the hill (`unit: "outside"`, opening-blasts.ts), as does one at the top's height or above
 * (a man on the top throwing into his own hex). Any other burst in the hex is inside, as before the top was in play.
 */
export function burstOnCaveTop(game: FirepowerGame, hex: Hex, at?: { readonly height: number; readonly unit?: string }): boolean {
  if (!at || !caveAt(game, hex) || at.unit === "inside") return false;
  return at.unit === "outside" || at.height >= (boardOf(game).floorOf(hex, 0) ?? 0) + CAVE_HILL_HEIGHT;
}

/**
 * "Mortars fired normally may not be fired out of covered structures (... caves, or tunnels)" [12.4.2]. Firing by hand
 * with a flat trajectory (MRT4, MRT5) is not in play, so every mortar fire is the normal high one.
 */
export function checkMortarUncovered(game: FirepowerGame, crewman: Soldier): Check {
  if (!inCave(game, crewman) && !crewman.inTunnel) return OK;
  return reject("mortar/covered", "a mortar fired normally (high trajectory) may not be fired out of a cave or tunnel", "Firepower 12.4.2");
}
