#!/usr/bin/env node
// Checks the dice of an ended Tactica match on your own machine, with nothing of Tactica's code:
//
//   node scripts/verify-dice.mjs export.json
//
// export.json is what `exportMatch(id)` returned (the record itself, or the whole GraphQL answer
// `{ "data": { "exportMatch": ... } }`). The script checks that the revealed server seed is the one committed to
// at creation (SHA-256), then recomputes every roll of every step from the server seed and the player seeds
// (docs/api.md "Verifying the dice") and compares it with the face the server recorded.
// Prints "OK ..." and exits 0, or prints the first problem and exits 1 (2: the file could not be read).
import { createHash, createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

const DERIVATION = "tactica-dice/v1";

/** The face (1..sides) of roll number `n`. */
function rollFace(key, matchId, sortedSeeds, n, sides) {
  // Faces come from 32-bit words; a word at or above `limit` would favour the low faces, so it is skipped.
  const limit = Math.floor(2 ** 32 / sides) * sides;
  for (let block = 0; ; block += 1) {
    // Canonical JSON of an array of strings and integers is exactly JSON.stringify's output (no whitespace).
    const message = JSON.stringify([DERIVATION, matchId, sortedSeeds, n, block]);
    const mac = createHmac("sha256", key).update(message, "utf8").digest();
    for (let offset = 0; offset < 32; offset += 4) {
      const word = mac.readUInt32BE(offset);
      if (word < limit) return 1 + (word % sides);
    }
  }
}

function fail(message, code = 1) {
  console.log(`FAIL: ${message}`);
  process.exit(code);
}

const file = process.argv[2];
if (!file) fail("usage: node scripts/verify-dice.mjs export.json", 2);
let json;
try {
  json = JSON.parse(readFileSync(file, "utf8"));
} catch (e) {
  fail(`cannot read ${file}: ${e.message}`, 2);
}
const record = json?.data?.exportMatch ?? json;
const dice = record?.dice;
if (!dice || !Array.isArray(record.steps)) fail("not an exportMatch record (no dice or steps)", 2);

// 1. The server seed: hex of at least 16 bytes, whose SHA-256 is the commitment published at creation.
const seed = dice.serverSeed;
if (typeof seed !== "string" || !/^(?:[0-9a-fA-F]{2}){16,}$/.test(seed)) fail("the record has no revealed server seed (hex, at least 16 bytes)");
const key = Buffer.from(seed, "hex");
const commitment = createHash("sha256").update(key).digest("hex");
if (commitment !== String(dice.serverSeedHash).toLowerCase()) fail(`commitment mismatch: SHA-256(server seed) is ${commitment}, the match published ${dice.serverSeedHash}`);

// 2. Every roll, in order: counters run on from firstCounter across all steps; each face is recomputed.
const sortedSeeds = [...dice.playerSeeds].sort();
let n = dice.firstCounter ?? 0;
let rolls = 0;
record.steps.forEach((step, s) => {
  (step.rolls ?? []).forEach((roll, r) => {
    const where = `step ${s + 1} (${step.command?.type}), roll ${r + 1}`;
    if (roll.n !== n) fail(`${where}: counter ${roll.n}, expected ${n} (a roll missing or added)`);
    if (!Number.isInteger(roll.sides) || roll.sides < 1 || roll.sides > 2 ** 32) fail(`${where}: bad die d${roll.sides}`);
    const expected = rollFace(key, dice.matchId, sortedSeeds, roll.n, roll.sides);
    if (roll.value !== expected) fail(`${where}: n=${roll.n} d${roll.sides} recorded ${roll.value}, the seeds give ${expected}`);
    n += 1;
    rolls += 1;
  });
});
console.log(`OK: commitment matches; ${rolls} rolls in ${record.steps.length} steps recomputed from the server seed and ${sortedSeeds.length} player seeds (match ${dice.matchId})`);
