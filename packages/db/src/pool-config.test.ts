import { describe, expect, it } from "vitest";
import { toPoolConfig } from "./pool-config";

describe("toPoolConfig", () => {
  it("passes a plain URL through untouched", () => {
    const url = "postgresql://postgres@127.0.0.1:5432/tactica?sslmode=disable";
    expect(toPoolConfig(url)).toEqual({ connectionString: url });
  });

  it("turns connection_limit into the pool size and removes it from the URL", () => {
    expect(toPoolConfig("postgresql://postgres@127.0.0.1:40000/postgres?connection_limit=1")).toEqual({
      connectionString: "postgresql://postgres@127.0.0.1:40000/postgres",
      max: 1,
    });
  });

  it("keeps the other parameters", () => {
    const config = toPoolConfig("postgresql://u:p@h:1/d?application_name=api&connection_limit=4");
    expect(config).toEqual({ connectionString: "postgresql://u:p@h:1/d?application_name=api", max: 4 });
  });

  it("rejects a limit that is not a positive integer", () => {
    expect(() => toPoolConfig("postgresql://h/d?connection_limit=0")).toThrow(/positive integer/);
    expect(() => toPoolConfig("postgresql://h/d?connection_limit=many")).toThrow(/positive integer/);
  });
});
