import { defineTable } from "@tactica/engine";
import type { Provenance } from "@tactica/engine";
import { z } from "zod";
import { book, EXT_BGC, recon } from "./sources";

/** Firepower postures [4.4, 6.2.4]. */
export const POSTURES = ["stand", "crouch", "prone"] as const;

/** A soldier's posture. */
export type Posture = (typeof POSTURES)[number];

/** Basic Game actions that cost movement factors [6.2]. */
export const BASIC_ACTIONS = ["enter_hex", "turn", "cross_hexside", "to_stand", "to_crouch", "to_prone", "fire", "melee"] as const;

/** A Basic Game action on the MF chart. */
export type BasicAction = (typeof BASIC_ACTIONS)[number];

const inputs = z.object({ action: z.enum(BASIC_ACTIONS), posture: z.enum(POSTURES) });

type Cell = { action: BasicAction; posture: Posture; value: number | null; provenance: Provenance };
const CROUCH_ROW = recon("firepower.md §15 item 6: the card row 'Crouch to Stand or vice versa' is garbled in the OCR; 1 MF assumed from the column pattern");

const CELLS: Cell[] = [
  { action: "enter_hex", posture: "stand", value: 1, provenance: book("6.2.7.2") },
  { action: "enter_hex", posture: "crouch", value: 2, provenance: EXT_BGC },
  { action: "enter_hex", posture: "prone", value: 3, provenance: EXT_BGC },
  ...(["stand", "crouch", "prone"] as const).flatMap((posture): Cell[] => [
    { action: "turn", posture, value: 1, provenance: posture === "stand" ? book("6.2.7.1") : EXT_BGC },
    { action: "cross_hexside", posture, value: 1, provenance: posture === "stand" ? book("6.2.7.2") : EXT_BGC },
    { action: "fire", posture, value: 2, provenance: book("6.3.5") },
    { action: "melee", posture, value: 1, provenance: book("6.5") },
  ]),
  { action: "to_prone", posture: "stand", value: 1, provenance: book("6.2.4") },
  { action: "to_stand", posture: "prone", value: 2, provenance: book("6.2.4") },
  { action: "to_crouch", posture: "stand", value: 1, provenance: CROUCH_ROW },
  { action: "to_stand", posture: "crouch", value: 1, provenance: CROUCH_ROW },
  { action: "to_prone", posture: "crouch", value: 1, provenance: CROUCH_ROW },
  { action: "to_crouch", posture: "prone", value: 1, provenance: CROUCH_ROW },
  // Changing to the posture one already has is not an action.
  { action: "to_stand", posture: "stand", value: null, provenance: book("6.2.4") },
  { action: "to_crouch", posture: "crouch", value: null, provenance: book("6.2.4") },
  { action: "to_prone", posture: "prone", value: null, provenance: book("6.2.4") },
];

/** Basic Game movement-factor chart [6.2; EXT-BGC]: MF per action by the soldier's current posture (null = no such action). */
export const BASIC_MF_CHART = defineTable<z.infer<typeof inputs>, number | null>({
  id: "firepower/basic_mf_chart",
  version: "1",
  title: "Basic Game Movement Factor Expenditure Chart",
  inputs,
  output: z.number().int().min(0).max(4).nullable(),
  cells: CELLS.map((c) => ({ inputs: { action: c.action, posture: c.posture }, value: c.value, provenance: c.provenance })),
});

/** Movement factors per soldier per Impulse [6.2], reduced by 1 when Suppressed and to 0 when Stunned [6.2.8]. */
export const BASIC_MF_ALLOWANCE = { normal: 4, suppressed: 3, stunned: 0, provenance: book("6.2.8") } as const;

/** New hexes entered in one Impulse that make a soldier Running [4.5, 6.2.1]. */
export const RUNNING_HEXES = { value: 4, provenance: book("4.5") } as const;
