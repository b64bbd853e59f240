import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap } from "@tactica/map";
import type { Fortification } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { removeFortification, setFortification, toDefaultFortification } from "./fortification-commands";

const sample = createFirepowerSampleMap();
const TYPES: Fortification["type"][] = ["foxhole", "trench", "pillbox", "bunker", "wire", "mines", "barricade", "roadblock", "ditch", "tower"];

describe("fortification commands", () => {
  it("places every fortification type with valid defaults and removes it again", () => {
    let doc = sample;
    for (const type of TYPES) doc = checkInverse(doc, setFortification(doc, toDefaultFortification(type, createHex(1, 1))));
    expect(doc.fortifications?.map((f) => f.type)).toEqual(TYPES);
    for (const type of TYPES) doc = checkInverse(doc, removeFortification(doc, createHex(1, 1), type));
    expect(doc).toStrictEqual(sample);
  });

  it("replaces a fortification of the same type in place (a pillbox turned) and refuses off-map hexes", () => {
    const doc = checkInverse(sample, setFortification(sample, toDefaultFortification("pillbox", createHex(2, 2))));
    const turned = checkInverse(doc, setFortification(doc, { type: "pillbox", hex: { q: 2, r: 2 }, facing: 3, apertures: [{ dir: 3, kind: "slit" }] }));
    expect(turned.fortifications).toHaveLength(1);
    expect(setFortification(sample, toDefaultFortification("wire", createHex(40, 40))).ok).toBe(false);
    expect(removeFortification(sample, createHex(2, 2), "wire").ok).toBe(false);
  });
});
