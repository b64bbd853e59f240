import { describe, expect, it } from "vitest";
import { validateMapDocument } from "@tactica/map";
import { seedShippedData } from "@tactica/db";
import { shippedData } from "./shipped-data";
import { createTestApi } from "./testing";

describe("shipped data", () => {
  it("every shipped map is a valid map document with a unique id", () => {
    const maps = shippedData().maps ?? [];
    expect(maps.length).toBeGreaterThanOrEqual(2);
    expect(new Set(maps.map((m) => m.id)).size).toBe(maps.length);
    for (const m of maps) expect(validateMapDocument(m.document).ok).toBe(true);
  });

  it("loads into PostgreSQL once, and again changes nothing", async () => {
    const t = await createTestApi();
    try {
      const first = await seedShippedData(t.db, shippedData());
      const second = await seedShippedData(t.db, shippedData());
      expect(first.created).toBe(shippedData().maps?.length);
      expect(second).toEqual({ created: 0, updated: 0, unchanged: first.created });
    } finally {
      await t.close();
    }
  });
});
