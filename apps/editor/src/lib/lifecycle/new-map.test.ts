import { describe, expect, it } from "vitest";
import { resolveMap, validateMapDocument } from "@tactica/map";
import { toLibraryChoices, toNewMapDocument } from "./new-map";

describe("toNewMapDocument", () => {
  it("makes a valid blank map of the size asked, for the rule system asked, printed XXYY", () => {
    const made = toNewMapDocument({ id: "new-1", name: " Hill ", rulesetId: "firepower", cols: 12, rows: 9, terrain: "clear" });
    if (!made.ok) throw new Error(made.reason);
    expect(validateMapDocument(made.doc).ok).toBe(true);
    expect(made.doc).toMatchObject({ id: "new-1", name: "Hill", system: "firepower" });
    const resolved = resolveMap(made.doc);
    expect(resolved.hexes.size).toBe(12 * 9);
    expect([...resolved.hexes.values()].flatMap((h) => h.ids)).toContain("1209");
  });

  it("starts from a library board of that rule system, and refuses another system's board", () => {
    const [first] = toLibraryChoices("patrol");
    if (first === undefined) throw new Error("no Patrol! boards in the library");
    const made = toNewMapDocument({ id: "p", name: "", rulesetId: "patrol", cols: 1, rows: 1, terrain: undefined, libraryBoard: first.id });
    expect(made.ok && made.doc.boards?.[0]?.id).toBe(first.id);
    expect(made.ok && made.doc.name).toBe("p");
    expect(toNewMapDocument({ id: "p", name: "", rulesetId: "firepower", cols: 1, rows: 1, terrain: undefined, libraryBoard: first.id }).ok).toBe(false);
  });

  it("refuses a bad id or size", () => {
    expect(toNewMapDocument({ id: "a b", name: "", rulesetId: "firepower", cols: 3, rows: 3, terrain: undefined })).toMatchObject({ ok: false });
    expect(toNewMapDocument({ id: "ab", name: "", rulesetId: "firepower", cols: 0, rows: 3, terrain: undefined })).toMatchObject({ ok: false });
  });
});
