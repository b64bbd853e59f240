import { describe, expect, it } from "vitest";
import { createHex } from "@tactica/hex";
import { createFirepowerSampleMap } from "@tactica/map";
import type { MapDocument } from "@tactica/map";
import { checkInverse } from "./check-inverse";
import { setFortification, toDefaultFortification } from "./fortification-commands";
import { setAperture, setFortificationDetail, setFortificationFacing, toggleFortificationSide } from "./fortification-form-commands";

const at = createHex(2, 2);
const sample = createFirepowerSampleMap();
const place = (doc: MapDocument, type: Parameters<typeof toDefaultFortification>[0]) => checkInverse(doc, setFortification(doc, toDefaultFortification(type, at)));
const only = (doc: MapDocument, type: string) => doc.fortifications?.find((f) => f.type === type && f.hex.q === 2 && f.hex.r === 2);

describe("fortification form commands", () => {
  it("turns a pillbox and opens, changes and closes apertures per hexside, keeping the last one", () => {
    let doc = place(sample, "pillbox");
    doc = checkInverse(doc, setFortificationFacing(doc, at, "pillbox", 3));
    doc = checkInverse(doc, setAperture(doc, at, "pillbox", 4, "loophole"));
    doc = checkInverse(doc, setAperture(doc, at, "pillbox", 0, "door"));
    expect(only(doc, "pillbox")).toEqual({ type: "pillbox", hex: { q: 2, r: 2 }, facing: 3, apertures: [{ dir: 0, kind: "door" }, { dir: 4, kind: "loophole" }] });
    doc = checkInverse(doc, setAperture(doc, at, "pillbox", 0, undefined));
    expect(setAperture(doc, at, "pillbox", 4, undefined)).toEqual({ ok: false, reason: "a pillbox or bunker keeps at least one aperture" });
    expect(setFortificationFacing(doc, at, "pillbox", 3)).toEqual({ ok: false, reason: "unchanged" });
    expect(setAperture(doc, at, "bunker", 1, "slit")).toEqual({ ok: false, reason: "no map-level bunker there" });
  });

  it("sets a foxhole's depth, wire's variant, mines' kind and a bunker's height; refuses what a type lacks", () => {
    let doc = place(place(place(place(sample, "foxhole"), "wire"), "mines"), "bunker");
    doc = checkInverse(doc, setFortificationDetail(doc, at, "foxhole", { field: "depth", value: "deep" }));
    doc = checkInverse(doc, setFortificationDetail(doc, at, "wire", { field: "variant", value: "double" }));
    doc = checkInverse(doc, setFortificationDetail(doc, at, "mines", { field: "kind", value: "AT" }));
    doc = checkInverse(doc, setFortificationDetail(doc, at, "mines", { field: "hidden", value: true }));
    doc = checkInverse(doc, setFortificationDetail(doc, at, "bunker", { field: "height", value: 3 }));
    expect(only(doc, "foxhole")).toMatchObject({ depth: "deep" });
    expect(only(doc, "wire")).toMatchObject({ variant: "double" });
    expect(only(doc, "mines")).toMatchObject({ kind: "AT", hidden: true });
    expect(only(doc, "bunker")).toMatchObject({ height: 3 });
    doc = checkInverse(doc, setFortificationDetail(doc, at, "bunker", { field: "height", value: undefined }));
    expect(only(doc, "bunker")).not.toHaveProperty("height");
    expect(setFortificationDetail(doc, at, "foxhole", { field: "height", value: 2 })).toEqual({ ok: false, reason: "a foxhole takes no height" });
    expect(setFortificationDetail(doc, at, "wire", { field: "depth", value: "deep" })).toEqual({ ok: false, reason: "only a foxhole is shallow or deep" });
    expect(setFortificationDetail(doc, at, "bunker", { field: "height", value: 1.5 }).ok).toBe(false);
    expect(setFortificationFacing(doc, at, "wire", 2)).toEqual({ ok: false, reason: "a wire has no facing" });
  });

  it("toggles barricade and roadblock hexsides; a roadblock keeps one, a barricade with none covers the hex", () => {
    let doc = place(place(sample, "barricade"), "roadblock");
    doc = checkInverse(doc, toggleFortificationSide(doc, at, "barricade", 2));
    doc = checkInverse(doc, toggleFortificationSide(doc, at, "barricade", 1));
    expect(only(doc, "barricade")).toMatchObject({ sides: [1, 2] });
    doc = checkInverse(doc, toggleFortificationSide(doc, at, "barricade", 1));
    doc = checkInverse(doc, toggleFortificationSide(doc, at, "barricade", 2));
    expect(only(doc, "barricade")).toEqual({ type: "barricade", hex: { q: 2, r: 2 } });
    expect(toggleFortificationSide(doc, at, "roadblock", 0)).toEqual({ ok: false, reason: "a roadblock blocks at least one hexside" });
    doc = checkInverse(doc, toggleFortificationSide(doc, at, "roadblock", 3));
    expect(only(doc, "roadblock")).toMatchObject({ sides: [0, 3] });
  });
});
