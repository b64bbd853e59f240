import { defineTable, fromBook, placeholder, reconstructed } from "@tactica/engine";
import { z } from "zod";
import { FIRE_RESULTS } from "./firearm-results";
import type { FireResult } from "./firearm-results";

const lines: Record<number, readonly FireResult[]> = {
  1: ["K", "I", "I", "I", "W", "-"],
  2: ["I", "I", "W", "W", "-", "-"],
  3: ["I", "W", "W", "-", "-", "-"],
  4: ["W", "W", "-", "-", "-", "-"],
  5: ["W", "-", "-", "-", "-", "-"],
  6: ["-", "-", "-", "-", "-", "-"],
};

function provenanceOf(line: number, roll: number) {
  if (line === 1) return fromBook("12.5");
  if (line === 2 && roll <= 3) return fromBook("12.5");
  if (line === 5) return reconstructed("12.5 worked example: the line second from the bottom gives a one-sixth chance of W");
  return placeholder("digest §8.8 RECON: the Hand-to-Hand lines are lost; structural guess, one step weaker per line");
}

/** Hand-to-Hand Combat Results Table [12.5] by line (1 strongest) and d6: line 1 and the start of line 2 are printed. */
export const handToHandTable = defineTable<{ line: number; roll: number }, FireResult>({
  id: "patrol/hand_to_hand",
  version: "1",
  title: "Hand-to-Hand Combat Results Table [12.5]",
  inputs: z.object({ line: z.number().int().min(1).max(6), roll: z.number().int().min(1).max(6) }).strict(),
  output: z.enum(FIRE_RESULTS),
  cells: Object.entries(lines).flatMap(([line, row]) => row.map((value, i) => ({
    inputs: { line: Number(line), roll: i + 1 }, value, provenance: provenanceOf(Number(line), i + 1),
  }))),
});
