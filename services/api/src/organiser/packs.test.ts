import { describe, expect, it } from "vitest";
import { organiserSource, packListing, packUrl } from "./packs";

describe("the published pack's page", () => {
  it("escapes what the organiser wrote, lists each ruling with its rule and each supplied table with its source", () => {
    const html = packListing({
      packId: "club", version: 3, rulesetId: "demo", title: "<script>alert(1)</script>", status: "published", hash: "ab12", ownerClientId: null,
      createdAt: new Date(0), publishedAt: new Date(0),
      rulings: [{ optionId: "demo/reach", value: "3", citation: "Demo 9.1", note: "a \"long\" reach & more" }],
      document: { id: "club@3", ruleset: "demo", options: { "demo/reach": "3" }, tables: { "demo/t": { tableId: "demo/t", version: "p1", source: "print <b>", cells: [{ inputs: {}, value: 1 }] } } },
    });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; v3");
    expect(html).toContain("<tr><td>demo/reach</td><td>3</td><td>Demo 9.1</td><td>a &quot;long&quot; reach &amp; more</td></tr>");
    expect(html).toContain("<tr><td>demo/t</td><td>p1</td><td>1</td><td>patch</td><td>print &lt;b&gt;</td></tr>");
    expect(html).toContain('<a href="/rulings-packs/club/3.json">');
    expect(packUrl("club", 3)).toBe("/rulings-packs/club/3");
    expect(organiserSource("club", 3, "scan")).toBe("organiser-supplied: rulings pack club v3 (scan)");
  });
});
