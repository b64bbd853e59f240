// Activation tracks A-G [5.2]: the threshold in each box. Chart M9 is absent from the text; the book gives only
// box 1 of track B (6) and box 1 of track E (5) [5.2 ex]. Every other box is placeholder data of this build.

/** Where one box's threshold comes from. */
export type TrackProvenance = "book" | "placeholder";

export type ActivationTrack = {
  readonly letter: string;
  readonly boxes: readonly number[];
  /** Provenance of each box, index for index. */
  readonly provenance: readonly TrackProvenance[];
  readonly source: string;
};

const PLACEHOLDER = "placeholder: chart M9 is absent; longer, higher tracks for better units [5.2], shaped by this build";

function track(letter: string, boxes: readonly number[], bookBoxes: readonly number[] = []): ActivationTrack {
  return {
    letter, boxes,
    provenance: boxes.map((_, i) => (bookBoxes.includes(i) ? "book" : "placeholder")),
    source: bookBoxes.length ? `box 1 from the book [5.2 ex]; the rest ${PLACEHOLDER}` : PLACEHOLDER,
  };
}

export const ACTIVATION_TRACKS: Readonly<Record<string, ActivationTrack>> = {
  A: track("A", [6, 6, 5, 5, 4, 3]),
  B: track("B", [6, 5, 5, 4, 3], [0]),
  C: track("C", [6, 5, 4, 4, 3]),
  D: track("D", [5, 5, 4, 3]),
  E: track("E", [5, 4, 4, 3], [0]),
  F: track("F", [5, 4, 3]),
  G: track("G", [4, 3, 3]),
};

export const TRACK_LETTERS = Object.keys(ACTIVATION_TRACKS);
