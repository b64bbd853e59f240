import { describe, expect, it } from "vitest";
import { checkPatrolDeploy } from "./check-deploy";

describe("checkPatrolDeploy", () => {
  it("names each man deployed off the board, with his side and hex", () => {
    const doc = { ob: "27.11", situation: "raid", board: { cols: 14, rows: 5 }, deploy: { a01: { hex: "0101" }, b02: { hex: "1406" }, a03: { hex: "1505" } } };
    expect(checkPatrolDeploy(doc)).toEqual([
      { path: "deploy.b02.hex", message: "hex 1406 is off the 14 x 5 board", hex: "1406", side: "bravo" },
      { path: "deploy.a03.hex", message: "hex 1505 is off the 14 x 5 board", hex: "1505", side: "alpha" },
    ]);
  });

  it("uses one 16 x 15 section without a board, and leaves malformed hexes to the schema", () => {
    expect(checkPatrolDeploy({ deploy: { a01: { hex: "1615" }, a02: { hex: "99" } } })).toEqual([]);
    expect(checkPatrolDeploy({ deploy: { a01: { hex: "1616" } } })).toHaveLength(1);
  });
});
