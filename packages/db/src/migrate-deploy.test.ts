import { describe, expect, it } from "vitest";
import { migrateDeploy } from "./migrate-deploy";

describe("migrateDeploy", () => {
  it("rejects with the CLI's own explanation when the server cannot be reached", { timeout: 30_000 }, async () => {
    const lines: string[] = [];
    const error = await migrateDeploy({ url: "postgresql://postgres@127.0.0.1:1/nowhere", log: (l) => lines.push(l) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^prisma migrate deploy exited with 1:/);
    expect((error as Error).message).toContain("Can't reach database server at `127.0.0.1:1`");
    expect(lines).toContain("Prisma schema loaded from ../../prisma/schema.prisma");
  });
});
