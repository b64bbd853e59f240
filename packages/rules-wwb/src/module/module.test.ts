import { compileMap, validateMapDocument } from "@tactica/map";
import { checkMapAgainstCatalogue } from "@tactica/ruleset-module";
import { describe, expect, it } from "vitest";
import { createCrossroadsBoard } from "../scenarios/index";
import { WWB_CATALOGUE } from "./catalogue";
import { WWB_SAMPLE_MAP, toWwbMatchMap } from "./match-map";
import { wwbModule } from "./wwb-module";

describe("WWB module", () => {
  it("WWB 2.0 Battlefield: the shipped board is a valid map document with the MegaHex overlay and its wood", () => {
    expect(validateMapDocument(WWB_SAMPLE_MAP).ok).toBe(true);
    expect(checkMapAgainstCatalogue(WWB_SAMPLE_MAP, WWB_CATALOGUE)).toEqual([]);
    const board = WWB_SAMPLE_MAP.boards![0]!;
    expect(board.hexes.length).toBe(27 * 18);
    const woods = board.megahexes!.cells.filter((c) => c.woodland);
    expect(woods.length).toBe(1);
    expect(board.megahexes!.scale).toBe(3);
    expect(compileMap(WWB_SAMPLE_MAP)).toBeDefined();
  });
  it("WWB 3.0: a match's game gives its map; a game without a board gives none", () => {
    expect(toWwbMatchMap({ board: createCrossroadsBoard() })?.id).toBe(WWB_SAMPLE_MAP.id);
    expect(toWwbMatchMap({})).toBeUndefined();
  });
  it("WWB 1.0: the module lists two sides, the 3 v 3 and 1 v 1 missions with six and two seats", () => {
    expect(wwbModule.id).toBe("wwb");
    expect(WWB_CATALOGUE.sides.map((s) => s.id)).toEqual(["allies", "axis"]);
    const seats = wwbModule.scenarios.shipped.map((s) => s.sides.map((x) => x.seat));
    expect(seats).toEqual([["us-1", "us-2", "us-3", "de-1", "de-2", "de-3"], ["us-1", "de-1"]]);
    expect(wwbModule.scenarios.outline({ teamsPerSide: 2, turns: 4 })).toMatchObject({ turnLimit: 4 });
    expect(wwbModule.scenarios.outline({ teamsPerSide: 7 })).toBeUndefined();
  });
});
