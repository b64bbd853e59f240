import { describe, expect, it } from "vitest";
import { patrolSideOfPath } from "./scenarios";

describe("patrolSideOfPath", () => {
  it("names the side of forces.<side> and of a man's deployment by his id's letter", () => {
    expect(patrolSideOfPath(["forces", "alpha"])).toBe("alpha");
    expect(patrolSideOfPath(["deploy", "b04", "hex"])).toBe("bravo");
    expect(patrolSideOfPath(["deploy", "a01"])).toBe("alpha");
    expect(patrolSideOfPath(["deploy", "x01"])).toBeNull();
    expect(patrolSideOfPath(["sides", "A"])).toBeNull();
    expect(patrolSideOfPath(["turns"])).toBeNull();
  });
});
