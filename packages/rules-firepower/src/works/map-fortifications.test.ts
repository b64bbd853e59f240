import { createMatch, recordedDiceFactory, replayMatch } from "@tactica/engine";
import type { Fortification, MapDocument } from "@tactica/map";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { toAuthoredSampleScenario } from "../scenarios/authored-sample";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { inImpulse, stand, variant } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { playBotMatch } from "../play/play-match.fixture";

const base = boardOf(toAuthoredSampleScenario());
const at = (id: string) => { const h = base.hexOf(id); if (!h) throw new Error(id); return h; };
/** The authored sample map with fortifications drawn on it. */
const drawn = (...fs: Fortification[]): MapDocument => variant((d) => ({ ...d, fortifications: fs }));
const foxhole = (id: string, depth: "shallow" | "deep"): Fortification => ({ type: "foxhole", hex: at(id), depth });
const wire = (id: string, variantName?: "single" | "double"): Fortification => ({ type: "wire", hex: at(id), ...(variantName ? { variant: variantName } : {}) });
const sc = (map: MapDocument, extra: Partial<FirepowerScenario> = {}): FirepowerScenario => ({ ...toAuthoredSampleScenario(map), ...extra });
const issues = (scenario: FirepowerScenario): string => { const made = createMatch(firepowerRuleset, { scenario }); return made.ok ? "" : made.error.message; };
const move = (soldier: string) => ({ type: "move", seat: "A", payload: { soldier } });

describe("map-drawn defensive units in play (firepower 8.8)", () => {
  it("firepower 8.8.2.1, 8.8.3, 8.8.5: a map's foxholes, wire, abatis, block and ditch become the match's works and obstacles", () => {
    const map = drawn(foxhole("4B3", "deep"), { type: "trench", hex: at("4B2") }, wire("4E3"), wire("4E4", "double"),
      { type: "abatis", hex: at("4C4") }, { type: "block", hex: at("4C2") }, { type: "ditch", hex: at("4E2") });
    const made = createMatch(firepowerRuleset, { scenario: sc(map) });
    if (!made.ok) throw new Error(made.error.message);
    const board = boardOf(made.state.game);
    expect((made.state.game.works ?? []).map((w) => [board.idOf(w.hex), w.type]).sort()).toEqual([["4B2", "trench"], ["4B3", "deep_foxhole"]]);
    expect((made.state.game.obstacles ?? []).map((o) => [board.idOf(o.hex), o.type]).sort()).toEqual([["4C2", "block"], ["4C4", "abatis"], ["4E2", "ditch"], ["4E3", "wire"], ["4E4", "double_wire"]]);
  });

  it("firepower 8.8.3: a soldier may not move into map-drawn wire; without the wire the same move is allowed", () => {
    const a = [stand("A1", "4D3", 3), stand("A2", "4A3", 3)];
    const b = [stand("B1", "4H3", 6), stand("B2", "4H4", 6)];
    // From 4D3 facing 3 (south east in the sample's numbering) he steps to the hex ahead.
    const open = inImpulse(a, b, "4D3");
    const ahead = run(open, move("A1")).game.soldiers.find((s) => s.id === "A1")?.hex;
    if (!ahead) throw new Error("no move");
    const aheadId = boardOf(open.game).idOf(ahead);
    const wired = inImpulse(a, b, "4D3", { map: drawn(wire(aheadId)) });
    expect(tryCommand(wired, move("A1"))).toMatchObject({ ok: false, error: { code: "move/wire" } });
  });

  it("firepower 8.8.2, 11.1.11: a soldier in a map-drawn deep foxhole climbs in for 2 MF (one per height of depth)", () => {
    const s = inImpulse([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], "4B3", { map: drawn(foxhole("4B3", "deep")) });
    const after = run(s, { type: "climb", seat: "A", payload: { soldier: "A1", into: true } });
    expect(after.game.soldiers.find((x) => x.id === "A1")).toMatchObject({ inWorks: true, mf: 2 });
    const bare = inImpulse([stand("A1", "4B3", 3)], [stand("B1", "4H3", 6)], "4B3");
    expect(tryCommand(bare, { type: "climb", seat: "A", payload: { soldier: "A1", into: true } })).toMatchObject({ ok: false, error: { code: "works/none" } });
  });

  it("firepower 8.8.3: a scenario may not start a soldier in map-drawn wire", () => {
    const map = drawn(wire("4C3"));
    expect(issues(sc(map))).toMatch(/no soldier may stand in the map's wire at 4C3 \(8\.8\.3\)/);
    expect(issues(sc(drawn(wire("4B3"))))).toBe("");
  });

  it("firepower 8.8: a scenario works entry in a hex where the map draws a unit is refused, naming both", () => {
    const out = issues(sc(drawn(foxhole("4B3", "shallow")), { works: [{ hex: "4B3", type: "trench" }] }));
    expect(out).toMatch(/the map already draws a foxhole at 4B3/);
    expect(issues(sc(drawn(foxhole("4B3", "shallow")), { works: [{ hex: "4B2", type: "trench" }] }))).toBe("");
  });

  it("firepower 8.8: one defensive unit per hex, none in a building hex, none hidden, book depths and heights", () => {
    expect(issues(sc(drawn(foxhole("4B3", "shallow"), wire("4B3"))))).toMatch(/4B3: the map puts a foxhole and a wire in one hex/);
    expect(issues(sc(drawn(foxhole("4F2", "deep"))))).toMatch(/4F2: no defensive unit may be placed in a building hex \(8\.8\)/);
    expect(issues(sc(drawn({ ...wire("4B3"), hidden: true })))).toMatch(/set up in the open/);
    expect(issues(sc(drawn({ type: "trench", hex: at("4B3"), depth: -3 })))).toMatch(/a trench is -2 heights deep \(8\.8\.2\.2\)/);
    expect(issues(sc(drawn({ type: "trench", hex: at("4B3"), depth: -2 })))).toBe("");
    expect(issues(sc(drawn({ type: "block", hex: at("4B3"), height: 2 })))).toMatch(/1 height high \(8\.8\.5\.2\)/);
    expect(issues(sc(drawn({ type: "abatis", hex: at("4B3"), sides: [1] })))).toMatch(/fills its hex in play/);
  });

  it("firepower 8.8.2: no foxhole or trench on pavement", () => {
    const paved = variant((d) => ({ ...d, hexes: [...(d.hexes ?? []), { hex: at("4B3"), id: "4B3", terrain: "pavement", height: 0 }], fortifications: [foxhole("4B3", "shallow")] }));
    expect(issues(sc(paved))).toMatch(/may not be placed in pavement or paved road hexes \(8\.8\.2\)/);
  });

  it("firepower 8.8.9: a map may not show mines (they are recorded secretly at set-up); Basic or Advanced", () => {
    const mined = drawn({ type: "mines", hex: at("4C3"), kind: "AP" });
    expect(issues(sc(mined))).toMatch(/4C3: a map may not show mines: .*setup\.mines/);
    expect(issues(sc(mined, { rules: "basic" }))).toMatch(/a map may not show mines/);
  });

  it("firepower 8.8: a barricade is no Firepower unit; the refusal names the roadblock and block the book has", () => {
    expect(issues(sc(drawn({ type: "barricade", hex: at("4C3") })))).toMatch(/no barricade unit \(8\.8\): draw a roadblock \(8\.8\.5\.4.*or a block \(8\.8\.5\.2/);
  });

  it("firepower 8.8: the Basic Game has no defensive units, so a Basic match leaves the map's foxhole and wire out of play", () => {
    const made = createMatch(firepowerRuleset, { scenario: sc(drawn(foxhole("4B3", "deep"), wire("4E3")), { rules: "basic" }) });
    if (!made.ok) throw new Error(made.error.message);
    expect(made.state.game.works).toBeUndefined();
    expect(made.state.game.obstacles).toBeUndefined();
  });
});

describe("a match on a fortified authored map, bot against bot (firepower 8.8)", () => {
  const map = drawn(foxhole("4B3", "deep"), wire("4E3"), wire("4E4", "double"), { type: "abatis", hex: at("4D4") }, { type: "block", hex: at("4C2") });
  const { state, record } = playBotMatch("fp-map-fort-1", 4000, sc(map));

  it("firepower 8.8.3, 7: the bots play to a scored result; nobody ever stands in the map's wire; the record replays to the same hashes", () => {
    expect(state.turn.over).toBe(true);
    expect(state.game.result).not.toBeNull();
    const wired = new Set(["4E3", "4E4"]);
    expect(state.game.soldiers.filter((s) => !s.eliminated && wired.has(boardOf(state.game).idOf(s.hex)))).toEqual([]);
    const replay = replayMatch(record, firepowerRuleset, recordedDiceFactory);
    expect(replay.mismatch).toBeUndefined();
    expect(replay.hashes).toEqual([record.initialHash, ...record.steps.map((s) => s.stateHash)]);
  });
});
