import { describe, expect, it } from "vitest";
import { createPatrolSampleMap, listBoardLibrary, MAP_SCHEMA_VERSION } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { rotatePlacement } from "./board-commands";
import { joinLibraryBoard, withJoinRules } from "./library-board-commands";

const entry = (id: string) => {
  const e = listBoardLibrary().find((x) => x.id === id);
  if (!e) throw new Error(id);
  return e;
};
const empty = (system: string): MapDocument => ({ schemaVersion: MAP_SCHEMA_VERSION, id: "m", provenance: "user", orientation: "flat", system });

describe("library board commands", () => {
  it("Patrol! 26.1: places section A, joins B to its right edge (one shared column) and D below; undo restores each step", () => {
    let doc = checkInverse(empty("patrol"), joinLibraryBoard(empty("patrol"), entry("patrol-A"), undefined, "right"));
    doc = checkInverse(doc, joinLibraryBoard(doc, entry("patrol-B"), "patrol-A", "right"));
    doc = checkInverse(doc, joinLibraryBoard(doc, entry("patrol-D"), "patrol-A", "below"));
    expect(doc.placements?.map((p) => p.board)).toEqual(["patrol-A", "patrol-B", "patrol-D"]);
    expect(withJoinRules(doc, rotatePlacement(doc, "patrol-B", 3))).toEqual({ ok: false, reason: "patrol-B: Patrol! sections stay right-side-up so the hex numbers read consistently (26.1)" });
  });

  it("refuses a board of another rule system and Firepower panel 4 next to another panel", () => {
    expect(joinLibraryBoard(empty("firepower"), entry("wwb-1A"), undefined, "right")).toEqual({ ok: false, reason: "Panel 1A is a wwb board; this is a firepower map" });
    const one = checkInverse(empty("firepower"), joinLibraryBoard(empty("firepower"), entry("fp-panel-1"), undefined, "right"));
    expect(joinLibraryBoard(one, entry("fp-panel-4"), "fp-panel-1", "right")).toEqual({ ok: false, reason: "Firepower panel 4 never joins the other panels: it is always played alone (1.1)" });
    const two = checkInverse(one, joinLibraryBoard(one, entry("fp-panel-2"), "fp-panel-1", "right", 3));
    expect(two.placements?.[1]).toMatchObject({ board: "fp-panel-2", rotation: 3 });
  });

  it("We Were Brothers: a panel nudged off the MegaHex lattice is refused, joined ones are kept", () => {
    let doc = checkInverse(empty("wwb"), joinLibraryBoard(empty("wwb"), entry("wwb-1A"), undefined, "right"));
    doc = checkInverse(doc, joinLibraryBoard(doc, entry("wwb-2A"), "wwb-1A", "below"));
    const moved = { ok: true as const, command: { name: "movePlacement", label: "Move", edits: [{ collection: "placements" as const, key: "wwb-2A", value: { board: "wwb-2A", offset: { q: 1, r: 12 } } }] } };
    expect(withJoinRules(doc, moved)).toMatchObject({ ok: false, reason: expect.stringContaining("MegaHex lattice") });
  });

  it("leaves maps of other systems and authored boards unchecked (the shipped Patrol! sample keeps working)", () => {
    const sample = createPatrolSampleMap();
    expect(withJoinRules({ ...sample, system: "generic" }, rotatePlacement(sample, "patrol-B", 1)).ok).toBe(true);
  });
});
