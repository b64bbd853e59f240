import { createFixedDice } from "@tactica/dice";
import { apply, createMatch, standingOf, viewFor } from "@tactica/engine";
import type { Command } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { sniperRuleset } from "../ruleset";
import type { Hex, SniperGame, SniperState, Soldier } from "../state/index";
import { fromColRow, neighbor, NO_MARKERS } from "../state/index";
import type { SniperGameView } from "../view/index";
import { sniperLookup } from "../tables/index";
import { victoryPoints, worsen } from "./index";

const scenario = { situation: "patrol", ob: "naples-1943", entry: { alpha: 2, bravo: 2 }, turns: 3 };
// An open stretch of the placeholder board (row 0 is alpha's edge): columns 6-9, rows 3-9 hold only clear hexes.
const at = (col: number, row: number): Hex => fromColRow(col, row);

function man(id: string, patch: Partial<Soldier>): Soldier {
  return {
    id, side: id.startsWith("a") ? "alpha" : "bravo", weapon: "BR", activation: 1, panic: 3, hex: { q: 0, r: 0 }, facing: 3, posture: "standing", level: 0,
    health: "healthy", stunned: false, unloaded: false, markers: NO_MARKERS, actedThisTurn: false, revealed: false, oppFired: false, reachedFarEdge: false, ...patch,
  };
}

function step(state: SniperState, cmd: Command, faces: number[] = []): SniperState {
  const r = apply(sniperRuleset, state, cmd, createFixedDice(faces));
  if (!r.ok) throw new Error(`${cmd.type}: ${r.error.code} ${r.error.message}`);
  return r.state as SniperState;
}
const tryStep = (state: SniperState, cmd: Command, faces: number[] = []) => apply(sniperRuleset, state, cmd, createFixedDice(faces));
const c = (seat: string, type: string, payload: object = {}): Command => ({ seat, type, payload });

/** A match whose soldiers are replaced by `soldiers`, brought to alpha's first impulse with marker `marker`. */
function impulse(soldiers: Soldier[], marker: number, observe: string[] = []): SniperState {
  const made = createMatch(sniperRuleset, { scenario });
  if (!made.ok) throw new Error(made.error.message);
  let s = { ...made.state, game: { ...(made.state.game as SniperGame), soldiers } } as SniperState;
  s = step(s, c("alpha", "turn/roll_observation"), [5, 2]); // alpha rolls 5, bravo 2: alpha places first [4.0 C]
  for (const id of observe.filter((x) => x.startsWith("a"))) s = step(s, c("alpha", "observe", { soldier: id }));
  s = step(s, c("alpha", "turn/end_placement"));
  for (const id of observe.filter((x) => x.startsWith("b"))) s = step(s, c("bravo", "observe", { soldier: id }));
  s = step(s, c("bravo", "turn/end_placement"));
  // Cup [1..6]: the face picks marker `marker` [5.2].
  return step(s, c("alpha", "turn/draw_activation"), [marker]);
}
const soldierOf = (s: SniperState, id: string) => s.game.soldiers.find((x) => x.id === id)!;

describe("Sniper! tasks of an impulse", () => {
  it("sniper 5.1: only soldiers whose activation value is at most the marker may act; each does one task [6.0]", () => {
    const s = impulse([man("a01", { hex: at(6, 3), activation: 2 }), man("a02", { hex: at(7, 3), activation: 4 }), man("b01", { hex: at(9, 19), facing: 0 })], 3);
    const late = tryStep(s, c("alpha", "move", { soldier: "a02", to: neighbor(at(7, 3), 3) }));
    expect(late.ok ? "" : late.error.code).toBe("task/not_activated");
    const s2 = step(s, c("alpha", "lie_down", { soldier: "a01" }));
    const again = tryStep(s2, c("alpha", "stand", { soldier: "a01" }));
    expect(again.ok ? "" : again.error.code).toBe("task/already_done");
  });

  it("sniper 9.1, 9.3: a Move has 8 MP and an Evade 4, one MP per clear hex; a wounded soldier's allowance is halved (option sniper/wounded_mp)", () => {
    const walk = (s0: SniperState, id: string, evade: boolean): number => {
      let s = s0, n = 0, h = soldierOf(s0, id).hex;
      for (;;) {
        const to = neighbor(h, 3);
        const r = tryStep(s, c("alpha", "move", { soldier: id, to, ...(n === 0 && evade ? { evade: true } : {}) }));
        if (!r.ok) return n;
        s = r.state as SniperState; h = to; n += 1;
      }
    };
    const base = [man("b01", { hex: at(15, 19), facing: 0 })];
    expect(walk(impulse([man("a01", { hex: at(7, 1) }), ...base], 6), "a01", false)).toBe(8);
    expect(walk(impulse([man("a01", { hex: at(7, 1) }), ...base], 6), "a01", true)).toBe(4);
    expect(walk(impulse([man("a01", { hex: at(7, 1), health: "wounded" }), ...base], 6), "a01", false)).toBe(4);
  });

  it("sniper 8.1: a hex holding 3 soldiers cannot be entered, and one holding 1-2 costs 1 MP more; no entry into an enemy's hex in the basic game [17.1]", () => {
    const target = at(7, 4);
    const three = [man("a02", { hex: target }), man("a03", { hex: target }), man("a04", { hex: target })];
    const s = impulse([man("a01", { hex: at(7, 3) }), ...three, man("b01", { hex: at(15, 19), facing: 0 })], 6);
    const full = tryStep(s, c("alpha", "move", { soldier: "a01", to: target }));
    expect(full.ok ? "" : full.error.code).toBe("move/stack_full");
    const two = impulse([man("a01", { hex: at(7, 3) }), man("a02", { hex: target }), man("b01", { hex: at(15, 19), facing: 0 })], 6);
    const entered = step(two, c("alpha", "move", { soldier: "a01", to: target }));
    expect(entered.game.impulse?.current?.mpLeft).toBe(6); // 8 - (1 + 1)
    const enemy = impulse([man("a01", { hex: at(7, 3) }), man("b01", { hex: target, facing: 0 })], 6);
    const into = tryStep(enemy, c("alpha", "move", { soldier: "a01", to: target }));
    expect(into.ok ? "" : into.error.code).toBe("move/enemy_hex");
  });

  it("sniper 9.3: a soldier who comes adjacent to an enemy he sees stops at once", () => {
    const s = impulse([man("a01", { hex: at(7, 3) }), man("b01", { hex: at(7, 6), facing: 0 })], 6);
    const s1 = step(s, c("alpha", "move", { soldier: "a01", to: at(7, 4) }));
    expect(s1.game.impulse?.current?.soldier).toBe("a01");
    const s2 = step(s1, c("alpha", "move", { soldier: "a01", to: at(7, 5) }));
    expect(s2.game.impulse?.current).toBeNull();
    const more = tryStep(s2, c("alpha", "move", { soldier: "a01", to: at(6, 5) }));
    expect(more.ok ? "" : more.error.code).toBe("task/already_done");
  });

  it("sniper 12.1, 7.1: no fire at an enemy outside the 120-degree field, and none at one in his own hex", () => {
    // a01 faces up (0): b01 below him is behind his field.
    const s = impulse([man("a01", { hex: at(7, 3), facing: 0 }), man("b01", { hex: at(7, 6), facing: 0 })], 6);
    const behind = tryStep(s, c("alpha", "fire", { soldier: "a01", target: "b01" }));
    expect(behind.ok ? "" : behind.error.code).toBe("fire/no_target"); // he is not seen at all: the only alpha faces away
    const s2 = impulse([man("a01", { hex: at(7, 3), facing: 0 }), man("a02", { hex: at(8, 3), facing: 3 }), man("b01", { hex: at(7, 6), facing: 0 })], 6);
    const out = tryStep(s2, c("alpha", "fire", { soldier: "a01", target: "b01" }));
    expect(out.ok ? "" : out.error.code).toBe("fire/out_of_field");
    expect(tryStep(s2, c("alpha", "fire", { soldier: "a02", target: "b01" }), [3, 3]).ok).toBe(true);
  });

  it("sniper 12.2: a Sighting marker is a standing opportunity fire that only its side knows of, and it fires at half firepower when an enemy enters a hex in its field", () => {
    // Bravo's b01 observes from the initial observation phase; alpha's a01 walks into his field.
    const s = impulse([man("a01", { hex: at(7, 3) }), man("b01", { hex: at(7, 9), facing: 0 })], 6, ["b01"]);
    expect(standingOf(s, "bravo").map((r) => r.id)).toEqual(["opp-b01"]);
    const alphaView = viewFor(sniperRuleset, s, "alpha");
    expect(JSON.stringify(alphaView)).not.toContain("opp-b01");
    const seenB = (alphaView.game as SniperGameView).soldiers.find((x) => x.id === "b01");
    expect(seenB && "activation" in seenB).toBe(false); // alpha sees b01 but not his markers [8.3]
    expect(JSON.stringify(seenB)).not.toContain("sighting");
    // The step into his field: the opportunity fire rolls 2d6 (6+6) and then nothing else (BR is not automatic).
    const r = tryStep(s, c("alpha", "move", { soldier: "a01", to: at(7, 4) }), [6, 6]);
    if (!r.ok) throw new Error(r.error.code);
    const fired = r.events.find((e) => e.type === "sniper/fired");
    expect(fired?.data).toMatchObject({ firer: "b01", target: "a01", mode: "opportunity", opportunity: true });
    const after = r.state as SniperState;
    expect(standingOf(after, "bravo")).toEqual([]); // once per turn [12.2]
    expect(soldierOf(after, "b01").markers.sighting).toBe(false);
    // Half firepower: BR at 5 hexes is band 1 of the Firepower table; opportunity fire halves it [12.2].
    expect((fired!.data as { firepower: number }).firepower).toBe(Math.floor(sniperLookup.firepower("BR", 1).value / 2));
  });

  it("sniper 12.8: a prone MG fires up to three opportunity fires a turn, the next two at enemies crossing the line through its first target's hex", () => {
    // Bravo's prone MG b01 at column 7 row 9 watches north up column 7 (clear rows 3-9). Alpha's soldiers each step once.
    const s0 = impulse([
      man("a01", { hex: at(7, 3) }), man("a02", { hex: at(7, 2) }), man("a03", { hex: at(8, 3) }), man("a04", { hex: at(7, 1) }), man("a05", { hex: at(7, 0) }),
      man("b01", { hex: at(7, 9), facing: 0, posture: "prone", weapon: "MG" }),
    ], 6, ["b01"]);
    const oppFires = (st: SniperState, cmd: Command) => {
      const r = tryStep(st, cmd, [1, 1, 6, 1, 1, 6]); // 2d6 of the shot, then the ammunition die (6: still supplied)
      if (!r.ok) throw new Error(r.error.code);
      return { state: r.state as SniperState, n: r.events.filter((e) => e.type === "sniper/fired" && (e.data as { opportunity?: boolean }).opportunity).length };
    };
    const first = oppFires(s0, c("alpha", "move", { soldier: "a01", to: at(7, 4) }));
    expect(first.n).toBe(1);
    expect(soldierOf(first.state, "b01").markers).toMatchObject({ sighting: false, exposed: true });
    expect(standingOf(first.state, "bravo").map((r) => r.id)).toEqual(["opp-b01"]);
    const second = oppFires(first.state, c("alpha", "move", { soldier: "a02", to: at(7, 3) }));
    expect(second.n).toBe(1);
    // Column 8 is off the line from b01 through row 4 of column 7: no fire.
    const off = oppFires(second.state, c("alpha", "move", { soldier: "a03", to: at(8, 4) }));
    expect(off.n).toBe(0);
    const third = oppFires(off.state, c("alpha", "move", { soldier: "a04", to: at(7, 2) }));
    expect(third.n).toBe(1);
    expect(standingOf(third.state, "bravo")).toEqual([]);
    const fourth = oppFires(third.state, c("alpha", "move", { soldier: "a05", to: at(7, 1) }));
    expect(fourth.n).toBe(0);
    // A standing MG in the open fires once [12.2].
    const standing = impulse([man("a01", { hex: at(7, 3) }), man("a02", { hex: at(7, 2) }), man("b01", { hex: at(7, 9), facing: 0, weapon: "MG" })], 6, ["b01"]);
    const once = oppFires(standing, c("alpha", "move", { soldier: "a01", to: at(7, 4) }));
    expect(once.n).toBe(1);
    expect(oppFires(once.state, c("alpha", "move", { soldier: "a02", to: at(7, 3) })).n).toBe(0);
  });

  it("sniper 4.0 F: the Final Phase removes Sighting, Move, Exposed and Evade markers and the standing fire with them", () => {
    let s = impulse([man("a01", { hex: at(7, 3) }), man("b01", { hex: at(12, 19), facing: 0 })], 6, ["a01"]);
    s = step(s, c("alpha", "turn/end_impulse"));
    // Bravo draws 6 on box 1 of track C (threshold 6): his last impulse; alpha's box 1 was 6 too, so the turn ends.
    s = step(s, c("bravo", "turn/draw_activation"), [6]);
    s = step(s, c("bravo", "turn/end_impulse"));
    expect(s.turn.round).toBe(2);
    expect(soldierOf(s, "a01").markers).toEqual(NO_MARKERS);
    expect(standingOf(s)).toEqual([]);
  });
});

describe("Sniper! wounds and victory", () => {
  it("sniper 14.2: a more serious result prevails; W then I then W gives Incap, two wounds make an unconscious soldier", () => {
    expect(worsen(worsen(worsen("healthy", "W"), "I"), "W")).toBe("incap");
    expect(worsen(worsen("healthy", "W"), "W")).toBe("incap");
    expect(worsen("incap", "I")).toBe("kia");
    expect(worsen("wounded", "P2")).toBe("wounded"); // P results are ignored in the basic game
  });

  it("sniper 37.4: 3 per wounded enemy, 10 per unconscious or killed, 10 for the terrain, 5 and 10 per unconscious as if carried off, 30 for the far edge", () => {
    const game = {
      soldiers: [
        man("a01", { health: "healthy", reachedFarEdge: true }), man("a02", { health: "incap" }),
        man("b01", { health: "wounded" }), man("b02", { health: "incap" }), man("b03", { health: "kia" }),
      ],
    } as unknown as SniperGame;
    // alpha: b01 W 3 + b02 I 10 + b03 K 10 + terrain 10 + own a02 incap 5 + enemy b02 incap 10 + far edge 30 = 78.
    expect(victoryPoints(game, "alpha")).toBe(78);
    // bravo: a02 I 10 + terrain 10 (b01 is active) + own b02 incap 5 + enemy a02 incap 10 = 35.
    expect(victoryPoints(game, "bravo")).toBe(35);
  });
});
