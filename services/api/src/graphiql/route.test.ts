import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { graphiqlRoutes } from "./route";

const dir = mkdtempSync(path.join(os.tmpdir(), "graphiql-route-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function appOn(bundleDir: string) {
  const app = Fastify();
  await app.register(graphiqlRoutes, { dir: bundleDir });
  return app;
}

describe("GET /graphiql", () => {
  it("answers 503 with how to build the bundle when it is missing", async () => {
    const app = await appOn(path.join(dir, "absent"));
    const res = await app.inject({ url: "/graphiql" });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run generate");
    await app.close();
  });

  it("serves the page and exactly the files the manifest lists", async () => {
    const bundle = path.join(dir, "bundle");
    mkdirSync(bundle);
    writeFileSync(path.join(bundle, "main.js"), "console.log(1)");
    writeFileSync(path.join(bundle, "secret.txt"), "not listed");
    writeFileSync(path.join(bundle, "manifest.json"), JSON.stringify({ inputsHash: "h", files: ["main.js"], builtAt: "" }));
    const app = await appOn(bundle);
    const page = await app.inject({ url: "/graphiql" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("connect-src 'self'");
    expect(page.body).toContain('<script src="/graphiql/assets/main.js"></script>');
    const js = await app.inject({ url: "/graphiql/assets/main.js" });
    expect([js.statusCode, js.headers["content-type"], js.body]).toEqual([200, "text/javascript; charset=utf-8", "console.log(1)"]);
    expect((await app.inject({ url: "/graphiql/assets/secret.txt" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/graphiql/assets/..%2Fbundle%2Fmain.js" })).statusCode).toBe(404);
    await app.close();
  });
});
