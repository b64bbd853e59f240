import { defineTable, fromBook, placeholder } from "@tactica/engine";
import { z } from "zod";

/** Activation track letters the OBs use (digest §12 M9). */
export const TRACKS = ["A", "B", "C", "D", "E", "F", "G"] as const;
/** A track letter. */
export type TrackId = (typeof TRACKS)[number];
/** Boxes per track: six markers, so a seventh box is never reached (digest §3.4, derived). */
export const TRACK_BOXES = 6;

// Invented (digest §12 M9: the tracks are absent): A longest ... G shortest. Only B box 1 = 6 and E box 1 = 5 are printed [5.2 ex].
const rows: Record<TrackId, readonly number[]> = {
  A: [6, 6, 6, 5, 5, 4], B: [6, 6, 5, 5, 4, 4], C: [6, 5, 5, 4, 4, 3], D: [5, 5, 4, 4, 3, 3],
  E: [5, 4, 4, 3, 3, 2], F: [4, 4, 3, 3, 2, 2], G: [4, 3, 3, 2, 2, 1],
};
const NOTE = "activation tracks are absent from the text (digest §12 M9): invented threshold, longer tracks for the earlier letters; not the book's";

/** M9, the activation tracks [5.2]: track x box (1-6) -> threshold. Book: B box 1 = 6, E box 1 = 5 [5.2 ex]. */
export const activationTrackTable = defineTable<{ track: TrackId; box: number }, number>({
  id: "sniper/activation_tracks",
  version: "1",
  title: "Activation tracks [5.2] (absent from the text: B1 and E1 from the 5.2 example, the rest placeholder)",
  inputs: z.object({ track: z.enum(TRACKS), box: z.number().int().min(1).max(TRACK_BOXES) }).strict(),
  output: z.number().int().min(1).max(6),
  cells: TRACKS.flatMap((track) => rows[track].map((value, i) => ({
    inputs: { track, box: i + 1 }, value,
    provenance: i === 0 && (track === "B" || track === "E") ? fromBook("5.2") : placeholder(NOTE),
  }))),
});
