import { describe, expect, it } from "vitest";
import { firepowerSideOfPath } from "./scenarios";

describe("firepowerSideOfPath", () => {
  it("names the side of sides.<side>... and nothing else", () => {
    expect(firepowerSideOfPath(["sides", "B", "chits"])).toBe("B");
    expect(firepowerSideOfPath(["sides", "A", "soldiers", 2, "hex"])).toBe("A");
    expect(firepowerSideOfPath(["forces", "alpha"])).toBeNull();
    expect(firepowerSideOfPath(["sides", 0])).toBeNull();
    expect(firepowerSideOfPath(["turns"])).toBeNull();
  });
});
