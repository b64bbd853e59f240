import { FOW_FREE_FOR_ALL } from "@tactica/rules-fow";
import type { FowGameView, FowScenario } from "@tactica/rules-fow";
import { describe, expect, it } from "vitest";
import { SUBMIT } from "./matches-fixture";
import type { As } from "./matches-fixture";
import { createMatchFor, drain, fogTwoSeats, submitAccepted, useListeningApi, viewAs } from "./support/bot-match";

// Fog of war on Flames of War (issue 23): army lists are open, so every team on the table is seen by both players;
// what stays hidden is a unit held in Ambush [Mission Special Rules › Ambush] - which unit it is and its teams
// (our reading: the opponent learns only how many units are held). Neither may reach the attacker, a spectator or
// another match's seat token through any read path (view, events, legal actions, export, errors, subscriptions)
// until the ambush is revealed; the defender sees its own (positive control).
const IN = 254;
const scenario: FowScenario = {
  ...FOW_FREE_FOR_ALL,
  mission: "counterattack",
  attacker: "A",
  sides: {
    A: FOW_FREE_FOR_ALL.sides.A,
    B: { ...FOW_FREE_FOR_ALL.sides.B, units: [...FOW_FREE_FOR_ALL.sides.B.units, { id: "B-hidden", name: "Ambush platoon", force: "rifle-platoon", ambush: true, teams: [0, 1, 2].map((i) => ({ x: (20 + 3 * i) * IN, y: 44 * IN, angle: 270 })) }] },
  },
};
const SECRET = ["B-hidden"];

const h = useListeningApi();

describe("fog of war (Flames of War)", () => {
  it("fow Mission Special Rules › Ambush: the defender's ambush unit never reaches the attacker, spectators or other matches' tokens before it is revealed", async () => {
    const { api } = h;
    const matchId = (await createMatchFor(api, "fow", scenario)).id;
    const { other, subs, as: { A, B } } = await fogTwoSeats(h, matchId, ["A", "B"]);
    const viewOf = (as: As) => viewAs(api, matchId, as);
    const submit = (as: As, type: string, payload: object = {}) => submitAccepted(api, matchId, as, type, payload);

    // Positive control: the defender sees its ambush unit; the attacker sees only that one unit is held.
    expect(JSON.stringify(await viewOf(B))).toContain("B-hidden");
    expect(((await viewOf(A)).game as FowGameView).hiddenAmbush).toEqual({ A: 0, B: 1 });
    // Play the attacker's turn 1 (it moves first in a Counterattack) so events exist, then B's Starting Step.
    for (const step of ["starting", "movement", "shooting", "assault"]) {
      expect((await viewOf(A)).step).toBe(step);
      await submit(A, "turn/end_step");
    }
    expect((await viewOf(B)).step).toBe("starting");

    const leaks = (raw: string) => SECRET.some((id) => raw.includes(id));
    const viewers = { A, spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } };
    for (const [who, viewer] of Object.entries(viewers)) {
      for (const r of [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m) { edges { node { eventNumber events command } } } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { exportMatch(id: $m) verifyMatch(id: $m) { ok mismatch { detail } } }", { m: matchId }, viewer),
        // Errors: shooting at the ambush unit, revealing it as someone else.
        await api.gql(SUBMIT, { i: { matchId, type: "shoot", payload: { unit: "A-tanks", target: "B-hidden" } } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "reveal_ambush", payload: { unit: "B-hidden", teams: [{ x: 2540, y: 11000, angle: 0 }] } } }, viewer),
      ]) expect({ who, leaked: leaks(r.raw), body: r.raw.slice(0, 300) }).toMatchObject({ who, leaked: false });
    }

    await drain(api, matchId, subs);
    for (const who of ["A", "spectator", "wrongMatch"] as const) expect({ who, leaked: leaks(JSON.stringify(subs[who].messages)), errors: subs[who].errors }).toEqual({ who, leaked: false, errors: [] });

    // Revealed in B's Starting Step: from then on the attacker sees the unit and its teams.
    const y = 42 * IN;
    await submit(B, "reveal_ambush", { unit: "B-hidden", teams: [0, 1, 2].map((i) => ({ x: (6 + 3 * i) * IN, y, angle: 270 })) });
    const seen = (await viewOf(A)).game as FowGameView;
    expect(seen.units.map((u) => u.id)).toContain("B-hidden");
    expect(seen.hiddenAmbush).toEqual({ A: 0, B: 0 });
    for (const s of Object.values(subs)) s.close();
  });
});
