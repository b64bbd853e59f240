import { describe, expect, it } from "vitest";
import { toIssueHex, toIssuePath } from "./scenario-issue";

describe("scenario issue locators", () => {
  it("print paths as the map issues do and name the whole document when the path is empty", () => {
    expect(toIssuePath(["sides", "A", "soldiers", 2, "hex"])).toBe("sides.A.soldiers[2].hex");
    expect(toIssuePath([])).toBe("(document)");
  });

  it("find the hex a field names, at the path or one level below", () => {
    const doc = { sides: { A: { soldiers: [{ hex: "1A1", facing: 9 }] } } };
    expect(toIssueHex(doc, ["sides", "A", "soldiers", 0, "hex"])).toBe("1A1");
    expect(toIssueHex(doc, ["sides", "A", "soldiers", 0])).toBe("1A1");
    expect(toIssueHex(doc, ["sides", "A", "soldiers", 0, "facing"])).toBeNull();
  });
});
