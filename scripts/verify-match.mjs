#!/usr/bin/env node
// Checks an exported Tactica match record on your own machine, offline:
//
//   node scripts/verify-match.mjs export.json --keys keys.json
//
// export.json is what `exportMatch(id)` returned (the record, or the whole GraphQL answer); keys.json is the server's
// /.well-known/tactica-signing-keys.json, saved. Three checks, each printed on its own line as OK or FAIL:
//   signature  the Ed25519 signature (by its keyId, among the published keys) over the canonical JSON of the record
//              without its "signature" field (object keys sorted, no whitespace; docs/signed-records.md);
//   dice       the server seed is the one committed to (SHA-256) and every roll is recomputed from it and the player
//              seeds (docs/api.md "Verifying the dice") - node:crypto only, like scripts/verify-dice.mjs;
//   replay     the match is replayed by the rules engine of this checkout (its packages, loaded through tsx) from the
//              scenario, rulings and commands with the logged rolls, and every state hash must come out the same.
// Exits 0 when all three pass, 1 when any fails (the failing checks are named last), 2 when the files cannot be read.
import { createHash, createHmac, createPublicKey, verify } from "node:crypto";
import { readFileSync } from "node:fs";

function usage(message) {
  console.log(`FAIL: ${message}`);
  process.exit(2);
}

function readJson(file, what) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return usage(`cannot read ${what} ${file}: ${e.message}`);
  }
}

/** Canonical JSON: object keys sorted (UTF-16 code units), undefined properties dropped, no whitespace. */
function canonical(value) {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  const keys = Object.keys(value).filter((k) => value[k] !== undefined).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
}

function checkSignature(record, keys) {
  const s = record.signature;
  if (!s || typeof s.signature !== "string") return "the record carries no signature";
  if (s.algorithm !== "Ed25519") return `unknown algorithm ${s.algorithm}`;
  const jwk = (keys?.keys ?? []).find((k) => k.kid === s.keyId);
  if (!jwk) return `key id ${s.keyId} is not among the published keys`;
  const key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: "jwk" });
  const { signature: _omit, ...content } = record;
  const ok = verify(null, Buffer.from(canonical(content), "utf8"), key, Buffer.from(s.signature, "base64"));
  return ok ? null : `the signature by key ${s.keyId} does not match the record's content`;
}

const DERIVATION = "tactica-dice/v1";

function rollFace(key, matchId, sortedSeeds, n, sides) {
  const limit = Math.floor(2 ** 32 / sides) * sides;
  for (let block = 0; ; block += 1) {
    const mac = createHmac("sha256", key).update(JSON.stringify([DERIVATION, matchId, sortedSeeds, n, block]), "utf8").digest();
    for (let offset = 0; offset < 32; offset += 4) {
      const word = mac.readUInt32BE(offset);
      if (word < limit) return 1 + (word % sides);
    }
  }
}

function checkDice(record) {
  const dice = record.dice;
  const seed = dice?.serverSeed;
  if (typeof seed !== "string" || !/^(?:[0-9a-fA-F]{2}){16,}$/.test(seed)) return { problem: "no revealed server seed" };
  const key = Buffer.from(seed, "hex");
  const commitment = createHash("sha256").update(key).digest("hex");
  if (commitment !== String(dice.serverSeedHash).toLowerCase()) return { problem: `commitment mismatch: SHA-256(server seed) is ${commitment}, the match published ${dice.serverSeedHash}` };
  const sortedSeeds = [...dice.playerSeeds].sort();
  let n = dice.firstCounter ?? 0;
  for (const [s, step] of record.steps.entries()) {
    for (const [r, roll] of (step.rolls ?? []).entries()) {
      const where = `step ${s + 1} (${step.command?.type}), roll ${r + 1}`;
      if (roll.n !== n) return { problem: `${where}: counter ${roll.n}, expected ${n} (a roll missing or added)` };
      const expected = rollFace(key, dice.matchId, sortedSeeds, roll.n, roll.sides);
      if (roll.value !== expected) return { problem: `${where}: n=${roll.n} d${roll.sides} recorded ${roll.value}, the seeds give ${expected}` };
      n += 1;
    }
  }
  return { rolls: n - (dice.firstCounter ?? 0) };
}

async function checkReplay(record) {
  const { register } = await import("tsx/esm/api");
  register();
  const { defaultModules } = await import("@tactica/rulesets");
  const { recordedDiceFactory, replayMatch } = await import("@tactica/engine");
  const module = defaultModules().find((m) => m.id === record.ruleset?.id);
  if (!module) return { problem: `this checkout has no ruleset ${record.ruleset?.id}` };
  const report = replayMatch(record, module.ruleset, recordedDiceFactory);
  if (!report.ok) {
    const m = report.mismatch;
    const step = m.step >= 0 ? `step ${m.step + 1}${record.steps[m.step]?.command ? ` (${record.steps[m.step].command.type})` : ""}` : "set-up";
    return { problem: `${step}: ${m.kind} mismatch, expected ${m.expected}, got ${m.actual}` };
  }
  return { steps: record.steps.length };
}

const args = process.argv.slice(2);
const keysAt = args.indexOf("--keys");
const keysFile = keysAt >= 0 ? args[keysAt + 1] : undefined;
const file = args.find((a, i) => a !== "--keys" && i !== keysAt + 1);
if (!file || !keysFile) usage("usage: node scripts/verify-match.mjs export.json --keys keys.json");
const json = readJson(file, "export");
const record = json?.data?.exportMatch ?? json;
if (!record?.dice || !Array.isArray(record.steps)) usage("not an exportMatch record (no dice or steps)");
const keys = readJson(keysFile, "keys");

const failed = [];
const report = (name, problem, ok) => {
  if (problem) failed.push(name);
  console.log(problem ? `${name}: FAIL ${problem}` : `${name}: OK ${ok}`);
};
report("signature", checkSignature(record, keys), `(key ${record.signature?.keyId}, Ed25519)`);
const dice = checkDice(record);
report("dice", dice.problem, `(${dice.rolls} rolls recomputed from the server seed and ${record.dice.playerSeeds?.length} player seeds)`);
let replay;
try {
  replay = await checkReplay(record);
} catch (e) {
  replay = { problem: `the replay threw: ${e.message}` };
}
report("replay", replay.problem, `(${replay.steps} steps, every state hash reproduced)`);
console.log(failed.length === 0 ? `OK: match ${record.dice.matchId} verified` : `FAIL: ${failed.join(", ")}`);
process.exit(failed.length === 0 ? 0 : 1);
