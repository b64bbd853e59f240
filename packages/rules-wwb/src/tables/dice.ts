// The nine Combat Dice (WWB 2.0 Combat Dice): the White->Black ladder and each die's six faces. The ladder order is
// reconstructed from the book's worked shifts (digest §6.0); the faces are lost with the book's pictures (digest
// §13.1 item 2), so the face set shipped here is a PLACEHOLDER, named so, and every answer that rolls a die names
// the face set it used. A rulings pack may supply the real faces (parseDiceFaces).
import type { Provenance } from "@tactica/engine";
import { fromBook, placeholder, reconstructed } from "@tactica/engine";
import { z } from "zod";

/** The ladder, weakest first (index 1 = White ... 9 = Black) [WWB 2.0; digest §6.0, reconstructed]. */
export const DIE_COLOURS = ["white", "pink", "grey", "green", "yellow", "red", "blue", "purple", "black"] as const;
/** One Combat Die colour. */
export type DieColour = (typeof DIE_COLOURS)[number];

/** Where the ladder order comes from: the two ends are the book's, the order between them is rebuilt. */
export const LADDER_PROVENANCE: Provenance = reconstructed(
  "WWB 2.0 fixes White lowest and Black highest; the order between is rebuilt from the eleven shifts the text quotes " +
    "(Red+1=Blue, Red-2=Green, Grey-2=White, Grey+1=Green, Grey+2=Yellow, Yellow+2=Blue, Yellow-2=Grey, Blue+1=Purple, " +
    "Purple-1=Blue, Black-1=Purple, Blue-1=Red) - digest §6.0",
);

/** Ladder index 1..9 of a colour. */
export function ladderIndex(c: DieColour): number {
  return DIE_COLOURS.indexOf(c) + 1;
}

/** The combat results a face can show [WWB 2.0 Combat Dice]. */
export const COMBAT_RESULTS = ["miss", "suppressed", "light_wound", "heavy_wound", "killed"] as const;
/** One combat result ("killed" is the skull face). */
export type CombatResult = (typeof COMBAT_RESULTS)[number];
/** Test icons of the White..Yellow dice ("none" = the blank the book calls null) [WWB 2.0; 8.5]. */
export type TestIcon = "ok" | "medal" | "none";

/** One face: its combat result, its test icon (White..Yellow) and its number (Red and Blue). */
export type DieFace = { readonly combat: CombatResult; readonly icon: TestIcon; readonly number?: number };

/** A complete set of faces for the nine dice, with where it comes from. */
export type DiceFaceSet = {
  readonly id: string;
  readonly name: string;
  readonly provenance: Provenance;
  readonly dice: Readonly<Record<DieColour, readonly DieFace[]>>;
};

const F = (combat: CombatResult, icon: TestIcon = "none", number?: number): DieFace =>
  number === undefined ? { combat, icon } : { combat, icon, number };

/**
 * The shipped placeholder faces: invented, monotone along the ladder (each step toward Black has at least as many
 * kill/heavy faces and no more miss faces; test icons grow from White to Yellow), Red and Blue numbered 1-6 once
 * each, the Red skull on the Red "1". NOT the book's dice: the real faces are in a lost picture [digest §13.1].
 */
export const PLACEHOLDER_DICE_FACES: DiceFaceSet = Object.freeze({
  id: "wwb-placeholder-faces-v1",
  name: "PLACEHOLDER combat dice faces (invented; the book's faces are lost)",
  provenance: placeholder("the nine Combat Dice faces are shown only in a lost picture (WWB 2.0; digest §13.1 item 2): invented monotone faces, not the book's"),
  dice: Object.freeze({
    white: [F("miss"), F("miss"), F("miss"), F("miss"), F("suppressed"), F("light_wound", "ok")],
    pink: [F("miss"), F("miss"), F("miss"), F("suppressed"), F("suppressed", "ok"), F("light_wound", "medal")],
    grey: [F("miss"), F("miss"), F("suppressed"), F("suppressed", "ok"), F("light_wound", "ok"), F("heavy_wound", "medal")],
    green: [F("miss"), F("miss"), F("suppressed", "ok"), F("light_wound", "ok"), F("light_wound", "ok"), F("heavy_wound", "medal")],
    yellow: [F("miss"), F("suppressed", "ok"), F("suppressed", "ok"), F("light_wound", "ok"), F("heavy_wound", "ok"), F("heavy_wound", "medal")],
    red: [F("killed", "none", 1), F("miss", "none", 2), F("suppressed", "none", 3), F("light_wound", "none", 4), F("heavy_wound", "none", 5), F("heavy_wound", "none", 6)],
    blue: [F("miss", "none", 1), F("suppressed", "none", 2), F("light_wound", "none", 3), F("heavy_wound", "none", 4), F("killed", "none", 5), F("killed", "none", 6)],
    purple: [F("suppressed"), F("light_wound"), F("heavy_wound"), F("heavy_wound"), F("killed"), F("killed")],
    black: [F("suppressed"), F("light_wound"), F("heavy_wound"), F("killed"), F("killed"), F("killed")],
  }),
});

/** What the book itself says about faces (digest §6.0): facts any face set must respect. */
export const BOOK_FACE_FACTS = [
  { colour: "yellow", fact: "can show suppressed, light wound and heavy wound", rule: "WWB 8.4 example" },
  { colour: "grey", fact: "can show miss and light wound", rule: "WWB 8.4 example" },
  { colour: "red", fact: "has a skull (target killed) face and numbers reaching 5", rule: "WWB 2.0, 6.0, 10.0" },
  { colour: "blue", fact: "numbers 1-6 (six directions)", rule: "WWB 8.5, 13.0" },
] as const;

const faceSchema = z.object({
  combat: z.enum(COMBAT_RESULTS),
  icon: z.enum(["ok", "medal", "none"]),
  number: z.number().int().min(1).max(6).optional(),
}).strict();
const dieSchema = z.array(faceSchema).length(6);

/** zod schema of a face set a rulings pack supplies (nine dice of six faces; Red and Blue numbered). */
export const diceFaceSetSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  source: z.string().min(1).describe("Where the faces come from (a photo of the physical dice, a reference card)"),
  dice: z.object(Object.fromEntries(DIE_COLOURS.map((c) => [c, dieSchema])) as Record<DieColour, typeof dieSchema>).strict(),
}).strict().superRefine((s, ctx) => {
  for (const c of ["red", "blue"] as const) {
    if (s.dice[c].some((f) => f.number === undefined)) ctx.addIssue({ code: "custom", path: ["dice", c], message: `every ${c} face carries a number (WWB 2.0)` });
  }
  for (const c of ["red", "blue", "purple", "black"] as const) {
    if (s.dice[c].some((f) => f.icon !== "none")) ctx.addIssue({ code: "custom", path: ["dice", c], message: `only White to Yellow carry test icons (WWB 2.0)` });
  }
});

/** A supplied face set, validated, with "external" provenance; or the first problem. */
export function parseDiceFaces(json: unknown): { ok: true; value: DiceFaceSet } | { ok: false; error: { code: "wwb/bad_dice_faces"; message: string; rule: string } } {
  const r = diceFaceSetSchema.safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0];
    return { ok: false, error: { code: "wwb/bad_dice_faces", message: `The dice faces do not fit (WWB 2.0): ${i?.path.join(".") ?? ""}: ${i?.message ?? "invalid"}.`, rule: "WWB 2.0" } };
  }
  const { source, ...rest } = r.data;
  return { ok: true, value: { ...rest, provenance: { kind: "external", source } } as DiceFaceSet };
}

/** The face a d6 roll (1..6) shows on a die of a face set. */
export function faceOf(set: DiceFaceSet, colour: DieColour, roll: number): DieFace {
  const f = set.dice[colour][roll - 1];
  if (!f) throw new RangeError(`wwb dice: roll ${roll} is not a face of a d6`);
  return f;
}

/** The result of shifting a die along the ladder: a die, or below White (no effect / impossible). */
export type Shifted = { readonly ok: true; readonly colour: DieColour; readonly clamped: boolean } | { readonly ok: false; readonly reason: "below_white" };

/**
 * Shift a die `by` steps along the ladder (+ toward Black) [WWB 2.0: "a +1 modifier will select the Blue die"].
 * Below White there is no die (explicit in 8.5); above Black the die stays Black (clamp; digest §13.3, option
 * wwb/above_black).
 */
export function shiftDie(base: DieColour, by: number, aboveBlack: "clamp" | "no_shift" = "clamp"): Shifted {
  const i = ladderIndex(base) + by;
  if (i < 1) return { ok: false, reason: "below_white" };
  if (i > 9) return aboveBlack === "clamp" ? { ok: true, colour: "black", clamped: true } : { ok: true, colour: base, clamped: true };
  return { ok: true, colour: DIE_COLOURS[i - 1] as DieColour, clamped: false };
}

/** Book provenance of the five combat results' meaning. */
export const COMBAT_RESULTS_PROVENANCE: Provenance = fromBook("WWB 2.0 Combat Dice");
