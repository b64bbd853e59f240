import { describe, expect, it } from "vitest";
import { createApiKey, hashSecret } from "./api-key";
import { hasScope, isScope } from "./scopes";

describe("scopes", () => {
  it("admin implies every scope and every scope implies read", () => {
    expect(hasScope(["admin"], "author")).toBe(true);
    expect(hasScope(["play"], "read")).toBe(true);
    expect(hasScope(["play"], "author")).toBe(false);
    expect(hasScope([], "read")).toBe(false);
    expect(hasScope(["bogus"], "read")).toBe(false);
    expect(isScope("organise")).toBe(true);
    expect(isScope("organize")).toBe(false);
  });
});

describe("api keys", () => {
  it("are random, prefixed and stored only as their SHA-256", () => {
    const a = createApiKey();
    const b = createApiKey();
    expect(a.key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);
    expect(a.key).not.toBe(b.key);
    expect(a.keyHash).toBe(hashSecret(a.key));
    expect(a.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.key.startsWith(a.keyPrefix)).toBe(true);
  });
});
