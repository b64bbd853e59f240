// The tables a WWB match declares (engine tables: a rulings pack may override their cells), built from the tables
// folder's data: the nine combat dice's faces (PLACEHOLDER: the book's are lost, digest 13.1), the marker thresholds,
// the Player Aid's open and cover modifiers and the weapon cards' range bands. Play reads the dice faces from the
// match's table, so a pack that supplies the real faces changes every roll and every odds answer.
import { z } from "zod";
import { defineTable, lookup } from "@tactica/engine";
import type { AnyTable } from "@tactica/engine";
import { COMBAT_RESULTS, COVER_KINDS, COVER_MODIFIER, DIE_COLOURS, OPEN_MODIFIER, PLACEHOLDER_DICE_FACES, STANCES, THRESHOLDS, WEAPONS } from "../tables/index";
import type { DiceFaceSet, DieColour, DieFace } from "../tables/index";

const faceSchema = z.object({ combat: z.enum(COMBAT_RESULTS), icon: z.enum(["ok", "medal", "none"]), number: z.number().int().min(1).max(6).optional() }).strict();

export const COMBAT_DICE_TABLE = defineTable({
  id: "wwb/combat_dice_faces", version: "1", title: "Combat Dice faces (PLACEHOLDER: the book's faces are lost)",
  inputs: z.object({ die: z.enum(DIE_COLOURS), face: z.number().int().min(1).max(6) }).strict(),
  output: faceSchema,
  provenance: PLACEHOLDER_DICE_FACES.provenance,
  cells: DIE_COLOURS.flatMap((die) => PLACEHOLDER_DICE_FACES.dice[die].map((f, i) => ({ inputs: { die, face: i + 1 }, value: { ...f } }))),
});

export const THRESHOLDS_TABLE = defineTable({
  id: "wwb/marker_thresholds", version: "1", title: "Marker thresholds (die and number)",
  inputs: z.object({ test: z.enum(Object.keys(THRESHOLDS) as [string, ...string[]]) }).strict(),
  output: z.object({ die: z.enum(DIE_COLOURS), atLeast: z.number().int().min(1).max(7) }).strict(),
  cells: Object.entries(THRESHOLDS).map(([test, t]) => ({ inputs: { test }, value: { die: t.die, atLeast: t.atLeast }, provenance: t.provenance })),
});

export const OPEN_MODIFIER_TABLE = defineTable({
  id: "wwb/player_aid_open", version: "1", title: "Player Aid: target stance in the open",
  inputs: z.object({ stance: z.enum(STANCES) }).strict(), output: z.number().int(),
  cells: STANCES.map((stance) => ({ inputs: { stance }, value: OPEN_MODIFIER[stance].value, provenance: OPEN_MODIFIER[stance].provenance })),
});

export const COVER_MODIFIER_TABLE = defineTable({
  id: "wwb/player_aid_cover", version: "1", title: "Player Aid: target in cover, by barrier",
  inputs: z.object({ cover: z.enum(COVER_KINDS) }).strict(), output: z.number().int(),
  cells: COVER_KINDS.map((cover) => ({ inputs: { cover }, value: COVER_MODIFIER[cover].value, provenance: COVER_MODIFIER[cover].provenance })),
});

export const WEAPON_BANDS_TABLE = defineTable({
  id: "wwb/weapon_range_bands", version: "1", title: "Weapon Cards: range bands (die, maximum MHx)",
  inputs: z.object({ weapon: z.enum(Object.keys(WEAPONS) as [string, ...string[]]), band: z.number().int().min(1).max(3) }).strict(),
  output: z.object({ die: z.enum(DIE_COLOURS), maxMhx: z.number().int().min(0) }).strict(),
  cells: Object.values(WEAPONS).flatMap((w) => w.bands.map((b, i) => ({
    inputs: { weapon: w.id, band: i + 1 }, value: { die: b.die.value, maxMhx: b.maxMhx.value },
    provenance: b.die.provenance.kind === "book" ? b.maxMhx.provenance : b.die.provenance,
  }))),
});

export const WWB_RULESET_TABLES: readonly AnyTable[] = [COMBAT_DICE_TABLE, THRESHOLDS_TABLE, OPEN_MODIFIER_TABLE, COVER_MODIFIER_TABLE, WEAPON_BANDS_TABLE] as unknown as AnyTable[];

/**
 * The dice faces a match rolls: the match's combat-dice table (a rulings pack's override, or the placeholder), as
 * the face set the fire, morale and health chapters read. Its id names the table version it came from.
 */
export function facesOf(tables: ReadonlyMap<string, AnyTable> | undefined): DiceFaceSet {
  const t = tables?.get(COMBAT_DICE_TABLE.id) as typeof COMBAT_DICE_TABLE | undefined;
  if (!t || t === (COMBAT_DICE_TABLE as unknown)) return PLACEHOLDER_DICE_FACES;
  const dice = Object.fromEntries(DIE_COLOURS.map((die) => [die, [1, 2, 3, 4, 5, 6].map((face) => {
    const r = lookup(t, { die, face });
    return (r.ok ? r.value : PLACEHOLDER_DICE_FACES.dice[die][face - 1]) as DieFace;
  })])) as unknown as Record<DieColour, readonly DieFace[]>;
  const same = DIE_COLOURS.every((c) => JSON.stringify(dice[c]) === JSON.stringify(PLACEHOLDER_DICE_FACES.dice[c]));
  if (same) return PLACEHOLDER_DICE_FACES;
  return { id: `${t.id}@${t.version}`, name: "Combat dice faces of the match's rulings pack", provenance: { kind: "external", source: `the match's rulings pack (table ${t.id} version ${t.version})` }, dice };
}
