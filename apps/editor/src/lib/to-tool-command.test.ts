import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap, resolveMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { applyCommand, createBuilding, findBuildingAt } from "./commands";
import type { CommandOutcome } from "./commands";
import { toHexsideToolCommand, toHexToolCommand } from "./to-tool-command";

const sample = createFirepowerSampleMap();
const apply = (doc: MapDocument, o: CommandOutcome) => {
  if (!o.ok) throw new Error(o.reason);
  return applyCommand(doc, o.command).doc;
};

describe("tool commands", () => {
  it("markers and fortifications toggle on a second click", () => {
    const hex = createHex(0, 0);
    const once = apply(sample, toHexToolCommand(sample, hex, { tool: "marker", marker: "fire" }));
    expect(resolveMap(once).hexes.get("0,0" as never)?.markers).toEqual([{ type: "fire" }]);
    const twice = apply(once, toHexToolCommand(once, hex, { tool: "marker", marker: "fire" }));
    expect(resolveMap(twice).hexes.get("0,0" as never)?.markers).toEqual([]);
    const dug = apply(sample, toHexToolCommand(sample, hex, { tool: "fortification", fortification: "foxhole" }));
    expect(apply(dug, toHexToolCommand(dug, hex, { tool: "fortification", fortification: "foxhole" }))).toStrictEqual(sample);
  });

  it("the hexside tool puts ground features outside buildings and level sides inside, toggling", () => {
    const side = { hex: createHex(1, 1), dir: 3 as const };
    const walled = apply(sample, toHexsideToolCommand(sample, side, "wall", false, 0));
    expect(resolveMap(walled).hexsides.get("1,2,0")?.features).toEqual([{ type: "wall", height: 1 }]);
    expect(apply(walled, toHexsideToolCommand(walled, side, "wall", false, 0))).toStrictEqual(sample);
    expect(toHexsideToolCommand(sample, side, "exterior-wall", false, 0)).toMatchObject({ ok: false });

    const built = apply(sample, createBuilding(sample, "Q", [createHex(3, 1)]));
    const inner = { hex: createHex(3, 1), dir: 0 as const };
    const windowed = apply(built, toHexsideToolCommand(built, inner, "window", true, 0));
    expect(findBuildingAt(windowed, inner.hex)?.levels[0]?.sides?.find((s) => s.dir === 0)).toEqual({ hex: { q: 3, r: 1 }, dir: 0, type: "window", open: true });
    expect(toHexsideToolCommand(built, inner, "window", true, 2)).toMatchObject({ ok: false, reason: "no building level at storey 2 here" });
  });
});
