import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "@tactica/config";
import { devKeyring, generateSigningKey, keyringFromConfig, loadKeyring, publishedKeys } from "./keyring";
import { checkRecordSignature, signRecord, signedBytes } from "./sign-record";

const record = { ruleset: { id: "x", version: "1" }, steps: [{ command: { type: "a", payload: { b: 1, a: [2, 3] } } }], dice: { matchId: "m" } };
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("record signing keys (issue 24)", () => {
  it("signs the canonical JSON without the signature field: key order and an existing signature change nothing", () => {
    const reordered = { dice: { matchId: "m" }, steps: record.steps, ruleset: { version: "1", id: "x" } };
    expect(signedBytes(reordered).toString()).toBe('{"dice":{"matchId":"m"},"ruleset":{"id":"x","version":"1"},"steps":[{"command":{"payload":{"a":[2,3],"b":1},"type":"a"}}]}');
    const ring = keyringFromConfig([generateSigningKey("k1")]);
    const signed = signRecord(ring, record);
    expect(signRecord(ring, signed).signature).toEqual(signed.signature);
    expect(checkRecordSignature(ring, signed)).toBeNull();
    expect(checkRecordSignature(ring, { ...signed, dice: { matchId: "n" } })).toBe("the signature does not match the record");
  });

  it("rotation: the last private key signs; older keys and retired public keys still verify what they signed", () => {
    const old = generateSigningKey("2025");
    const retired = generateKeyPairSync("ed25519");
    const retiredRing = keyringFromConfig([{ keyId: "2024", privateKey: retired.privateKey.export({ format: "pem", type: "pkcs8" }).toString() }]);
    const byOld = signRecord(keyringFromConfig([old]), record);
    const byRetired = signRecord(retiredRing, record);
    const fresh = generateSigningKey("2026");
    const ring = keyringFromConfig([
      { keyId: "2024", publicKey: retired.publicKey.export({ format: "der", type: "spki" }).toString("base64") },
      old,
      fresh,
    ]);
    expect(ring.signer.keyId).toBe("2026");
    expect(publishedKeys(ring).map((k) => k.kid)).toEqual(["2024", "2025", "2026"]);
    expect(checkRecordSignature(ring, byOld)).toBeNull();
    expect(checkRecordSignature(ring, byRetired)).toBeNull();
    expect(signRecord(ring, record).signature.keyId).toBe("2026");
    expect(checkRecordSignature(keyringFromConfig([fresh]), byOld)).toBe("unknown key id 2025");
  });

  it("refuses keys that are not Ed25519, a ring without a private key, and bad SIGNING_KEYS", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    expect(() => keyringFromConfig([{ keyId: "r", privateKey: rsa }])).toThrow(/signing key r: not an Ed25519 key/);
    const pub = generateKeyPairSync("ed25519").publicKey.export({ format: "pem", type: "spki" }).toString();
    expect(() => keyringFromConfig([{ keyId: "p", publicKey: pub }])).toThrow(/no key with a private key/);
    expect(() => loadConfig({ SIGNING_KEYS: "nope" })).toThrow(ConfigError);
    expect(() => loadConfig({ SIGNING_KEYS: JSON.stringify([{ keyId: "a", privateKey: "x" }, { keyId: "a", publicKey: "y" }]) })).toThrow(/listed twice/);
    expect(loadConfig({ DATA_DIR: "/srv/t" }).signing).toEqual({ keys: [], devKeyFile: "/srv/t/signing-key.json" });
  });

  it("without SIGNING_KEYS a key is generated once in DATA_DIR (mode 0600) and the next start signs with it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "signing-"));
    dirs.push(dir);
    const file = path.join(dir, "data", "signing-key.json");
    const first = loadKeyring({ keys: [], devKeyFile: file });
    expect(first.source).toBe("generated");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const saved = readFileSync(file, "utf8");
    const restarted = devKeyring(file);
    expect(restarted.source).toBe("loaded");
    expect(readFileSync(file, "utf8")).toBe(saved);
    expect(signRecord(restarted, record).signature).toEqual(signRecord(first, record).signature);
  });
});
