import { describe, expect, it } from "vitest";
import { createFirepowerSampleMap, createPatrolSampleMap, resolveMap } from "@tactica/map";
import type { VictoryCondition } from "./scenario-document";
import { fromRulingsPack, fromStoredVictory, toStoredVictory } from "./stored-victory";

const firepower = resolveMap(createFirepowerSampleMap());
const patrol = resolveMap(createPatrolSampleMap());

describe("stored victory conditions and rule options", () => {
  it("sides are the seats as the form names them, hexes become printed IDs, and come back as the form wrote them", () => {
    const form: VictoryCondition[] = [
      { kind: "hold-hexes", side: "B", hexes: [{ q: 0, r: 6 }, { q: 0, r: 7 }] },
      { kind: "points", side: "A", value: 5 },
      { kind: "custom", side: "A", text: "Most VP after turn 4" },
    ];
    const stored = toStoredVictory(form, firepower);
    expect(stored).toEqual([
      { side: "B", kind: "hold-hexes", hexes: ["1A1", "1A2"] },
      { side: "A", kind: "points", value: 5 },
      { side: "A", kind: "custom", text: "Most VP after turn 4" },
    ]);
    // GraphQL answers carry nulls and empty hex lists for absent fields.
    const answered = stored.map((c) => ({ value: null, text: null, hexes: [], ...c }));
    expect(fromStoredVictory(answered, firepower)).toEqual(form);
  });

  it("Patrol!: the form's sides are the catalogue's seats alpha and bravo, stored as they are", () => {
    const stored = toStoredVictory([{ kind: "exit-units", side: "bravo", value: 2 }], patrol);
    expect(stored).toEqual([{ side: "bravo", kind: "exit-units", value: 2 }]);
    expect(fromStoredVictory(stored, patrol)).toEqual([{ kind: "exit-units", side: "bravo", value: 2 }]);
  });

  it("reads a stored pack's options (none for the default pack)", () => {
    expect(fromRulingsPack({ id: "s-options", ruleset: "firepower", options: { "firepower/wire_entry": "always" }, tables: {} })).toEqual({ "firepower/wire_entry": "always" });
    expect(fromRulingsPack(null)).toEqual({});
  });
});
