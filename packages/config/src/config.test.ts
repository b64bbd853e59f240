import { describe, expect, it } from "vitest";
import { ConfigError, describeModes, loadConfig, redactUrl } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database and in-process jobs", () => {
    const c = loadConfig({});
    expect(c.database).toEqual({ mode: "embedded", dataDir: ".data/pg", port: 0 });
    expect(c.queue).toEqual({ mode: "in-process" });
    expect(c.api.port).toBe(4000);
  });

  it("uses the real servers when both URLs are set", () => {
    const c = loadConfig({ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/test", REDIS_URL: "redis://127.0.0.1:6379" });
    expect(c.database.mode).toBe("external");
    expect(c.queue.mode).toBe("external");
  });

  it("refuses loopback webhooks unless WEBHOOK_ALLOW_LOOPBACK says otherwise", () => {
    expect(loadConfig({}).webhooks).toEqual({ allowLoopback: false });
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "true" }).webhooks).toEqual({ allowLoopback: true });
    expect(loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "0" }).webhooks).toEqual({ allowLoopback: false });
    expect(() => loadConfig({ WEBHOOK_ALLOW_LOOPBACK: "yes please" })).toThrow(/WEBHOOK_ALLOW_LOOPBACK/);
  });

  it("names every bad variable", () => {
    try {
      loadConfig({ API_PORT: "99999", LOG_LEVEL: "loud" });
      expect.unreachable("should have thrown");
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const issues = (e as ConfigError).issues.join("\n");
      expect(issues).toMatch(/API_PORT/);
      expect(issues).toMatch(/LOG_LEVEL/);
    }
  });

  it("never puts a password in the mode description", () => {
    const c = loadConfig({ DATABASE_URL: "postgresql://u:s3cret@db:5432/x", REDIS_URL: "redis://:hunter2@r:6379" });
    const words = describeModes(c);
    expect(words).not.toMatch(/s3cret|hunter2/);
    expect(redactUrl("postgresql://u:pw@h/x")).toBe("postgresql://u:***@h/x");
  });
});
