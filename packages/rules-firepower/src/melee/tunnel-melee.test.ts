import { eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import { toHexKey } from "@tactica/hex";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { CAVE, impulseAt, startUnderground, undergroundScenario } from "../works/caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const crouch = (id: string, hex: string, facing: number): SoldierSpec => ({ ...stand(id, hex, facing), posture: "crouch" });
/** A (the defender) records the tunnel 4D2 behind the cave 4C3 (mouth toward 4B3, back toward 4D2) and 4E3 beyond it. */
const SETUP = { caves: [CAVE], tunnels: { side: "A" as const, hexes: 2 }, setup: { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 0 } }, first: "A" as const } };
const ends = (s: FirepowerState) => run(run(s, { type: "end_setup", seat: "A", payload: {} }), { type: "end_setup", seat: "B", payload: {} });
const place = (s: FirepowerState, hex: string) => run(s, { type: "place_tunnel", seat: "A", payload: { hex } });

/** The laid-out match with soldiers moved under ground (`under`: id -> hex) and the tunnel hexes B already learnt. */
function laid(a: SoldierSpec[], b: SoldierSpec[], under: Record<string, string>, revealedToB: string[] = ["4D2"]): FirepowerState {
  const s0 = ends(place(place(startUnderground(undergroundScenario(a, b, SETUP)), "4D2"), "4E3"));
  const board = boardOf(s0.game);
  const hexOf = (id: string) => board.hexOf(id)!;
  return {
    ...s0,
    game: {
      ...s0.game,
      soldiers: s0.game.soldiers.map((o) => (under[o.id] ? { ...o, hex: hexOf(under[o.id]!), inTunnel: true as const } : o)),
      tunnels: { ...s0.game.tunnels!, revealed: revealedToB.map((h) => toHexKey(hexOf(h))) },
    },
  };
}

const melee = (seat: string, soldier: string, hex: string) => ({ type: "melee", seat, payload: { soldiers: [soldier], hex } });

describe("melee in tunnels (firepower 8.8.8, 11.5, 13)", () => {
  it("firepower 8.8.8, 13: B's man in the cave, facing its back, melees A's man in the tunnel behind it and, winning, is in the tunnel; spectators see none of it", () => {
    const s = impulseAt(laid([crouch("A1", "4A1", 2)], [crouch("B1", "4C3", 2), stand("B2", "4H3", 5)], { A1: "4D2" }), "B", "4C3");
    expect(legalActionsFor(firepowerRuleset, s, "B")).toContainEqual(melee("B", "B1", "4D2"));
    const r = tryCommand(s, melee("B", "B1", "4D2"), [1, 10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const st = r.state as FirepowerState;
    expect(r.events.find((e) => e.type === "melee/resolved")?.data).toMatchObject({ attackers: ["B1"], defenders: ["A1"], winner: "attacker" });
    expect(find(st, "A1").eliminated).toBe(true);
    expect(find(st, "B1")).toMatchObject({ inTunnel: true, hex: boardOf(st.game).hexOf("4D2") });
    expect(r.events).toContainEqual(expect.objectContaining({ type: "tunnel/melee", data: { hex: "4D2", into: "tunnel", rule: "Firepower 8.8.8, 11.5, 13" } }));
    expect(eventsFor(firepowerRuleset, st, r.events, "spectator").some((e) => e.type === "melee/resolved" || e.type === "tunnel/melee")).toBe(false);
    expect(eventsFor(firepowerRuleset, st, r.events, "A").some((e) => e.type === "melee/resolved")).toBe(true);
  });

  it("firepower 8.8.8: a Standing man may not melee into the tunnel (1 height high)", () => {
    const s = impulseAt(laid([crouch("A1", "4A1", 2)], [stand("B1", "4C3", 2), stand("B2", "4H3", 5)], { A1: "4D2" }), "B", "4C3");
    expect(tryCommand(s, melee("B", "B1", "4D2"), [1])).toMatchObject({ ok: false, error: { code: "tunnel/posture", rule: "Firepower 8.8.8" } });
  });

  it("firepower 11.5, 3.3 (fog): into a tunnel hex B has not learnt, the melee is refused exactly as over an empty hex", () => {
    const hidden = impulseAt(laid([crouch("A1", "4A1", 2)], [crouch("B1", "4C3", 2), stand("B2", "4H3", 5)], { A1: "4D2" }, []), "B", "4C3");
    const empty = impulseAt(laid([crouch("A1", "4A1", 2)], [crouch("B1", "4C3", 2), stand("B2", "4H3", 5)], {}, []), "B", "4C3");
    const refusal = (x: FirepowerState) => { const r = tryCommand(x, melee("B", "B1", "4D2"), [1]); return r.ok ? "melee" : r.error; };
    expect(refusal(hidden)).toEqual(refusal(empty));
    expect(refusal(hidden)).toMatchObject({ code: "melee/no_enemy" });
    expect(JSON.stringify(legalActionsFor(firepowerRuleset, hidden, "B"))).toBe(JSON.stringify(legalActionsFor(firepowerRuleset, empty, "B")));
  });

  it("firepower 8.8.8, 13: a man in a tunnel melees only along it: not a man above ground over the next tunnel hex, nor one in a hex off the tunnel", () => {
    const base = laid([crouch("A1", "4A1", 2)], [crouch("B1", "4A3", 2), stand("B2", "4H3", 5)], { B1: "4D2" }, ["4D2", "4E3"]);
    const board = boardOf(base.game);
    const d2 = board.hexOf("4D2")!;
    const dirTo = (id: string) => [1, 2, 3, 4, 5, 6].find((d) => board.idOf(hexAhead(d2, d)) === id)!;
    const off = [1, 2, 3, 4, 5, 6].find((d) => !["4C3", "4E3"].includes(board.idOf(hexAhead(d2, d))))!;
    const put = (x: FirepowerState, id: string, fields: Partial<Soldier>): FirepowerState => ({ ...x, game: { ...x.game, soldiers: x.game.soldiers.map((o) => (o.id === id ? { ...o, ...fields } : o)) } });
    const over = impulseAt(put(put(base, "A1", { hex: board.hexOf("4E3")! }), "B1", { facing: dirTo("4E3") }), "B", "4D2");
    expect(tryCommand(over, melee("B", "B1", "4E3"), [1])).toMatchObject({ ok: false, error: { code: "melee/no_enemy" } });
    const offId = board.idOf(hexAhead(d2, off));
    const beside = impulseAt(put(put(base, "A1", { hex: hexAhead(d2, off) }), "B1", { facing: off }), "B", "4D2");
    expect(tryCommand(beside, melee("B", "B1", offId), [1])).toMatchObject({ ok: false, error: { code: "tunnel/melee_underground" } });
    expect(legalActionsFor(firepowerRuleset, beside, "B").some((c) => c.type === "melee")).toBe(false);
  });

  it("firepower 8.8.8, 13: A's man in the tunnel comes out into the cave at B's man there by melee and, winning, stands in the cave", () => {
    const s = impulseAt(laid([crouch("A1", "4A1", 5)], [crouch("B1", "4C3", 2), stand("B2", "4H3", 5)], { A1: "4D2" }), "A", "4D2");
    expect(legalActionsFor(firepowerRuleset, s, "A")).toContainEqual(melee("A", "A1", "4C3"));
    const r = tryCommand(s, melee("A", "A1", "4C3"), [1, 10, 10]);
    if (!r.ok) throw new Error(`${r.error.code} ${r.error.message}`);
    const st = r.state as FirepowerState;
    expect(find(st, "B1").eliminated).toBe(true);
    expect(find(st, "A1").inTunnel).toBeUndefined();
    expect(boardOf(st.game).idOf(find(st, "A1").hex)).toBe("4C3");
  });

  it("firepower 11.5 (fog): A, the defender, sees B's man in his tunnel by hex number only: the same view whatever his posture, facing and status; B sees his own man as he is", () => {
    const at = (posture: Soldier["posture"], facing: number, status: Soldier["status"]) => {
      const s = laid([crouch("A1", "4A1", 2)], [crouch("B1", "4A3", 2), stand("B2", "4H3", 5)], { B1: "4D2" });
      return { ...s, game: { ...s.game, soldiers: s.game.soldiers.map((o) => (o.id === "B1" ? { ...o, posture, facing, status } : o)) } };
    };
    const one = at("crouch", 2, "none"), two = at("prone", 5, "stunned");
    const seenBy = (x: FirepowerState, v: string) => { const { seq: _s, ...rest } = viewFor(firepowerRuleset, x, v); return JSON.stringify(rest); };
    expect(seenBy(one, "A")).toBe(seenBy(two, "A"));
    const b1 = (viewFor(firepowerRuleset, one, "A").game as FirepowerState["game"]).soldiers.find((o) => o.id === "B1");
    expect(b1 && boardOf(one.game).idOf(b1.hex)).toBe("4D2");
    expect(seenBy(one, "B")).not.toBe(seenBy(two, "B"));
    expect((viewFor(firepowerRuleset, two, "B").game as FirepowerState["game"]).soldiers.find((o) => o.id === "B1")).toMatchObject({ posture: "prone", facing: 5, status: "stunned" });
  });
});
