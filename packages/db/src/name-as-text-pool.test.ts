import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { NameAsTextPool } from "./name-as-text-pool";

const url = "postgresql://postgres@127.0.0.1:5432/postgres";
const NAME_OID = 19;
const TEXT_OID = 25;
const catalogQuery = "SELECT datname FROM pg_database WHERE datname = 'postgres'";

describe("NameAsTextPool (prisma/orm#27403 workaround)", () => {
  const plain = new pg.Pool({ connectionString: url, max: 1 });
  const patched = new NameAsTextPool({ connectionString: url, max: 1 });
  afterAll(async () => {
    await Promise.all([plain.end(), patched.end()]);
  });

  it("catalog columns arrive as `name` (OID 19) through a plain pool", async () => {
    const result = await plain.query(catalogQuery);
    expect(result.fields[0]?.dataTypeID).toBe(NAME_OID);
  });

  it("reports them as `text` (OID 25) with the same rows", async () => {
    const result = await patched.query({ text: catalogQuery, rowMode: "array" });
    expect(result.fields[0]?.dataTypeID).toBe(TEXT_OID);
    expect(result.rows).toEqual([["postgres"]]);
  });

  it("leaves other column types alone", async () => {
    const result = await patched.query("SELECT 1::int4 AS n");
    expect(result.fields[0]?.dataTypeID).toBe(23);
  });
});
