import type { Command } from "@tactica/engine";
import { eventsFor, legalActionsFor, viewFor } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, tryCommand } from "../conformance/match-fixture";
import { advancedLosFrom } from "../combat/advanced-los";
import type { SoldierSpec } from "../play/authored-match.fixture";
import { stand } from "../play/authored-match.fixture";
import { boardOf } from "../core/board";
import { CAVE, impulseAt, startUnderground, undergroundScenario } from "./caves.fixture";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { hexAhead } from "../core/geometry";
import type { FirepowerState, Soldier } from "../state/types";

const find = (s: FirepowerState, id: string): Soldier => s.game.soldiers.find((x) => x.id === id)!;
const crouch = (id: string, hex: string, facing: number) => ({ ...stand(id, hex, facing), posture: "crouch" as const });
/** A (the defender, left half) sets up first and may record three tunnel hexes; B attacks from the right. */
const SETUP = { setup: { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 4 } }, first: "A" as const }, caves: [CAVE], tunnels: { side: "A" as const, hexes: 3 } };
const start = (a: SoldierSpec[] = [crouch("A1", "4C3", 2)], b: SoldierSpec[] = [stand("B1", "4H3", 5), stand("B2", "4G4", 5)]) => startUnderground(undergroundScenario(a, b, SETUP));
const id = (s: FirepowerState, hex: { q: number; r: number }) => boardOf(s.game).idOf(hex);
/** 4D2 lies behind the cave's back; the hex north of it and the hex south-east of it link on. */
const behind = (s: FirepowerState) => boardOf(s.game).hexOf("4D2")!;
const place = (s: FirepowerState, hex: string) => run(s, { type: "place_tunnel", seat: "A", payload: { hex } });
const ends = (s: FirepowerState) => run(run(s, { type: "end_setup", seat: "A", payload: {} }), { type: "end_setup", seat: "B", payload: {} });

/** Apply commands, keeping every event `seat` may see, as the engine shows them to that seat. */
function seen(s: FirepowerState, commands: Command[], seat: string, faces: number[] = []): { state: FirepowerState; events: unknown[] } {
  let state = s;
  const events: unknown[] = [];
  for (const c of commands) {
    const r = tryCommand(state, c, faces);
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    state = r.state as FirepowerState;
    events.push(...eventsFor(firepowerRuleset, state, r.events, seat));
  }
  return { state, events };
}

describe("tunnels (firepower 8.8.8, 11.5)", () => {
  it("firepower 8.8.8: the defender records tunnel hexes at set-up, each linked to the back of a cave or another tunnel hex", () => {
    const s = start();
    const north = id(s, hexAhead(behind(s), 1));
    const far = tryCommand(s, { type: "place_tunnel", seat: "A", payload: { hex: north } });
    expect(far.ok ? "placed" : far.error.code).toBe("tunnel/unlinked");
    const one = place(s, "4D2");
    expect(one.game.tunnels?.hexes.map((h) => id(one, h))).toEqual(["4D2"]);
    const two = place(place(one, north), id(s, hexAhead(behind(s), 3)));
    expect(two.game.tunnels?.left).toBe(0);
    const more = tryCommand(two, { type: "place_tunnel", seat: "A", payload: { hex: id(s, hexAhead(behind(s), 2)) } });
    expect(more.ok ? "placed" : more.error.code).toBe("tunnel/none_left");
    const cave = tryCommand(one, { type: "place_tunnel", seat: "A", payload: { hex: "4C3" } });
    expect(cave.ok ? "placed" : cave.error.code).toBe("tunnel/cave_hex");
  });

  it("firepower 8.8.8, 3.3 (fog): B's and a spectator's views, legal actions, refusals and events are the same whatever A's tunnel layout", () => {
    const base = start();
    // Layouts of the same size (the engine's command count, seq, is public; what the hexes are is not).
    const layouts = [["4D2", id(base, hexAhead(behind(base), 1))], ["4D2", id(base, hexAhead(behind(base), 3))], ["4D2", id(base, hexAhead(behind(base), 2))]];
    const outcomes = layouts.map((layout) => {
      const placed = seen(base, layout.map((hex) => ({ type: "place_tunnel", seat: "A", payload: { hex } })), "B");
      const ended = seen(placed.state, [{ type: "end_setup", seat: "A", payload: {} }], "B");
      const bLegal = legalActionsFor(firepowerRuleset, ended.state, "B");
      const refusal = tryCommand(ended.state, { type: "place_tunnel", seat: "B", payload: { hex: "4D2" } });
      const after = seen(ended.state, [{ type: "end_setup", seat: "B", payload: {} }], "B");
      return JSON.stringify({
        events: [...placed.events, ...ended.events, ...after.events], bLegal, refusal: refusal.ok ? "ok" : refusal.error,
        viewB: viewFor(firepowerRuleset, after.state, "B"), viewSpectator: viewFor(firepowerRuleset, after.state, "spectator"),
        legalAfter: legalActionsFor(firepowerRuleset, after.state, "B"),
      });
    });
    expect(outcomes[1]).toBe(outcomes[0]);
    expect(outcomes[2]).toBe(outcomes[0]);
    // A's own view does show the layout.
    const mine = place(base, "4D2");
    expect((viewFor(firepowerRuleset, mine, "A").game as FirepowerState["game"]).tunnels?.hexes).toHaveLength(1);
    expect((viewFor(firepowerRuleset, mine, "B").game as FirepowerState["game"]).tunnels?.hexes).toEqual([]);
  });

  it("firepower 8.8.8, 11.5: a Prone or Crouching soldier goes from the cave's back into the tunnel, along it and out again; B sees none of it", () => {
    const s0 = ends(place(place(start(), "4D2"), id(start(), hexAhead(behind(start()), 3))));
    const s = impulseAt(s0, "A", "4C3");
    const next = hexAhead(behind(s), 3);
    const down = seen(s, [{ type: "tunnel_move", seat: "A", payload: { soldier: "A1" } }], "B");
    const a1 = find(down.state, "A1");
    expect([id(s, a1.hex), a1.inTunnel]).toEqual(["4D2", true]);
    expect(down.events).toEqual([]);
    expect((viewFor(firepowerRuleset, down.state, "B").game as FirepowerState["game"]).soldiers.map((x) => x.id)).toEqual(["B1", "B2"]);
    const walk = tryCommand(down.state, { type: "move", seat: "A", payload: { soldier: "A1" } });
    expect(walk.ok ? "moved" : walk.error.code).toBe("tunnel/use_tunnel_move");
    // Along the tunnel (facing south-east), then back (north-west) and out into the cave through its back.
    const along = run(run(down.state, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3, free: true } }), { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } });
    expect(id(along, find(along, "A1").hex)).toBe(id(s, next));
    // A man under ground sees nothing above.
    const board = boardOf(along.game);
    const { inTunnel: _under, ...above } = find(along, "A1");
    const open = advancedLosFrom(board, along.game, above, { hex: board.hexOf("4E3")!, posture: "stand" });
    const out = advancedLosFrom(board, along.game, find(along, "A1"), { hex: board.hexOf("4E3")!, posture: "stand" });
    expect(open?.clear).toBe(true);
    expect(out?.clear).toBe(false);
    expect(out?.blockedBy.map((n) => n.feature)).toContain("tunnel");
  });

  it("firepower 8.8.8, 3.3 (fog): once A's Impulse is over, B's view is the same whichever tunnel hex A's man went to", () => {
    const base = start();
    const south = id(base, hexAhead(behind(base), 3));
    const s = impulseAt(ends(place(place(base, "4D2"), south)), "A", "4C3");
    const down = run(s, { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } });
    const stays = run(down, { type: "turn/end_impulse", seat: "A", payload: {} });
    const goes = run(run(run(down, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3, free: true } }), { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } }), { type: "turn/end_impulse", seat: "A", payload: {} });
    expect(id(goes, find(goes, "A1").hex)).toBe(south);
    const seenBy = (x: FirepowerState, v: string) => { const { seq: _s, ...rest } = viewFor(firepowerRuleset, x, v); return JSON.stringify(rest); };
    expect(seenBy(goes, "B")).toBe(seenBy(stays, "B"));
    expect(seenBy(goes, "spectator")).toBe(seenBy(stays, "spectator"));
    expect(JSON.stringify(legalActionsFor(firepowerRuleset, goes, "B"))).toBe(JSON.stringify(legalActionsFor(firepowerRuleset, stays, "B")));
    const stand = tryCommand(down, { type: "change_posture", seat: "A", payload: { soldier: "A1", posture: "stand" } });
    expect(stand.ok ? "stood" : stand.error.code).toBe("tunnel/posture");
  });

  it("firepower 8.8.8, 3.3 (fog): an Impulse A starts with a man in a tunnel shows B and spectators no hex, in the view or the events", () => {
    const base = start();
    const south = id(base, hexAhead(behind(base), 3));
    const laid = ends(place(place(base, "4D2"), south));
    const down = run(impulseAt(laid, "A", "4C3"), { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } });
    const ended = run(down, { type: "turn/end_impulse", seat: "A", payload: {} });
    const along = run(run(run(down, { type: "change_facing", seat: "A", payload: { soldier: "A1", facing: 3, free: true } }), { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } }), { type: "turn/end_impulse", seat: "A", payload: {} });
    const next = (x: FirepowerState, hex: string) => seen(x, [{ type: "turn/start_impulse", seat: "A", payload: { squad: "A", hex } }], "B");
    const atBack = next(ended, "4D2");
    const atSouth = next(along, south);
    // B learns that A's squad took an Impulse, not where: the same events and views whichever tunnel hex (the
    // step numbers differ only because A's man took one more step along the tunnel to get there).
    const noSeq = (events: unknown[]) => events.map((e) => { const { seq: _q, ...rest } = e as { seq?: number }; return rest; });
    expect(noSeq(atBack.events)).toEqual(noSeq(atSouth.events));
    expect(JSON.stringify(atBack.events)).not.toContain("4D2");
    const spectatorSeen = (x: FirepowerState) => { const { seq: _s, ...rest } = viewFor(firepowerRuleset, x, "spectator"); return JSON.stringify(rest); };
    const bSeen = (x: FirepowerState) => { const { seq: _s, ...rest } = viewFor(firepowerRuleset, x, "B"); return JSON.stringify(rest); };
    expect(bSeen(atBack.state)).toBe(bSeen(atSouth.state));
    expect(spectatorSeen(atBack.state)).toBe(spectatorSeen(atSouth.state));
    const bView = viewFor(firepowerRuleset, atBack.state, "B");
    expect(bView.turn).toMatchObject({ impulse: { squad: "A", secret: true } });
    expect(JSON.stringify(bView.turn)).not.toContain("4D2");
    expect((bView.game as FirepowerState["game"]).impulse?.hexId).toBe("");
    // A sees his own hex.
    expect(JSON.stringify(viewFor(firepowerRuleset, atBack.state, "A").turn)).toContain("4D2");
    const closed = seen(atBack.state, [{ type: "turn/end_impulse", seat: "A", payload: {} }], "spectator");
    expect(JSON.stringify(closed.events)).not.toContain("4D2");
  });

  it("firepower 8.8.8, 3.3: a grenade bursting on the hex above a man in a tunnel does not touch him, and its events are the same as over an empty tunnel", () => {
    const a = [crouch("A1", "4C3", 2), stand("A2", "4A1", 2)], b = [stand("B1", "4E3", 6)];
    const s0 = ends(place(startUnderground(undergroundScenario(a, b, SETUP)), "4D2"));
    const hide = (x: FirepowerState, inside: boolean): FirepowerState => ({
      ...x, game: { ...x.game, soldiers: x.game.soldiers.map((o) => (o.id === "A1" && inside ? { ...o, hex: behind(x), inTunnel: true as const } : o)) },
    });
    const throwAt = (x: FirepowerState) => seen(impulseAt(x, "B", "4E3"), [{ type: "throw_grenade", seat: "B", payload: { soldier: "B1", hex: "4D2" } }], "B", [1, 9, 9, 9, 9, 9, 9, 9]);
    const under = throwAt(hide(s0, true));
    const empty = throwAt({ ...s0, game: { ...s0.game, soldiers: s0.game.soldiers.filter((o) => o.id !== "A1") } });
    expect(find(under.state, "A1").status).toBe("none");
    expect(JSON.stringify(under.events)).not.toContain("A1");
    expect(JSON.stringify(under.events.map((e) => ({ ...(e as object), seq: 0 })))).toBe(JSON.stringify(empty.events.map((e) => ({ ...(e as object), seq: 0 }))));
  });

  it("firepower 8.8.8, 3.3: firing at a man in a tunnel is refused exactly as firing at a soldier who does not exist", () => {
    const a = [crouch("A1", "4C3", 2), stand("A2", "4A1", 2)], b = [stand("B1", "4E3", 6)];
    const s0 = ends(place(startUnderground(undergroundScenario(a, b, SETUP)), "4D2"));
    const hidden: FirepowerState = { ...s0, game: { ...s0.game, soldiers: s0.game.soldiers.map((o) => (o.id === "A1" ? { ...o, hex: behind(s0), inTunnel: true as const } : o)) } };
    const s = impulseAt(hidden, "B", "4E3");
    const at = (target: string) => { const r = tryCommand(s, { type: "fire", seat: "B", payload: { soldier: "B1", targets: [target] } }); return r.ok ? "fired" : r.error; };
    expect(at("A1")).toEqual(at("NOBODY"));
    expect(legalActionsFor(firepowerRuleset, s, "B").some((c) => JSON.stringify(c.payload).includes("A1"))).toBe(false);
  });

  it("firepower 8.8.8: a Standing soldier may not enter the tunnel (1 height high), nor anyone where no known tunnel leads", () => {
    const s = impulseAt(ends(place(start([stand("A1", "4C3", 2)]), "4D2")), "A", "4C3");
    const r = tryCommand(s, { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } });
    expect(r.ok ? "moved" : r.error.code).toBe("tunnel/posture");
    const none = impulseAt(ends(start()), "A", "4C3");
    const r2 = tryCommand(none, { type: "tunnel_move", seat: "A", payload: { soldier: "A1" } });
    expect(r2.ok ? "moved" : r2.error.code).toBe("tunnel/none");
  });

  it("firepower 11.5: when B's soldier enters the cave, the tunnel hexes next to it and whether they hold soldiers are revealed to B, nothing more", () => {
    const a = [crouch("A1", "4A1", 2)];
    const b = [stand("B1", "4B3", 2), stand("B2", "4H3", 5)];
    const scenario = undergroundScenario(a, b, { caves: [CAVE], tunnels: { side: "A", hexes: 2 }, setup: { areas: { A: { qAtMost: 3 }, B: { qAtLeast: 0 } }, first: "A" } });
    const s0 = ends(place(place(startUnderground(scenario), "4D2"), "4E3"));
    const s = impulseAt(s0, "B", "4B3");
    const r = tryCommand(s, { type: "move", seat: "B", payload: { soldier: "B1" } });
    if (!r.ok) throw new Error(r.error.code);
    const revealed = r.events.find((e) => e.type === "tunnel/revealed");
    expect(revealed?.data).toEqual({ to: "B", tunnels: [{ hex: "4D2", occupied: false }], rule: "Firepower 11.5" });
    expect((viewFor(firepowerRuleset, r.state as FirepowerState, "B").game as FirepowerState["game"]).tunnels?.hexes.map((h) => id(s, h))).toEqual(["4D2"]);
  });
});
