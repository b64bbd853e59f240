import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

// The README promises Node 20.19+: every package the lockfile installs must accept that minimum, or `npm ci`
// prints EBADENGINE and the package may not run (issue: first run that works). The root `engines` is the claim.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

describe("the stated Node engine is true", () => {
  const claimed = (read("package.json").engines as { node: string }).node;
  const minimum = semver.minVersion(claimed)?.version ?? "";

  it("README and package.json state the same minimum", () => {
    expect(minimum).toBe("20.19.0");
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("Node 20.19+");
  });

  it("every locked package accepts the minimum Node", () => {
    const packages = read("package-lock.json").packages as Record<string, { engines?: { node?: string } | string[] }>;
    const refusing = Object.entries(packages)
      .filter(([name, p]) => name !== "" && p.engines && !Array.isArray(p.engines) && p.engines.node)
      .filter(([, p]) => !semver.satisfies(minimum, (p.engines as { node: string }).node))
      .map(([name, p]) => `${name} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
