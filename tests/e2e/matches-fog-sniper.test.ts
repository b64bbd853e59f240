import { SNIPER_SHIPPED_SCENARIOS } from "@tactica/rules-sniper";
import type { SniperGameView } from "@tactica/rules-sniper";
import { describe, expect, it } from "vitest";
import { SUBMIT } from "./matches-fixture";
import type { As, LiveSub } from "./matches-fixture";
import { createMatchFor, drain, fogTwoSeats, submitAccepted, useListeningApi, viewAs } from "./support/bot-match";

// Fog of war on Sniper! (issue 21): a soldier no enemy sees is concealed [36.1], and a Sighting marker is a secret
// standing opportunity fire that reveals nothing until it fires [12.2], [8.3]. Neither the concealed alpha soldiers
// nor alpha's Sighting marker may reach bravo, a spectator or another match's seat token through any read path
// (view, events, legal actions, export, errors, subscriptions); alpha sees its own (positive controls). Nor may
// alpha's secret leader and deputy [22.1].
// Each side names its secret leader and deputy [22.1]: alpha's pair must never reach bravo either.
const LEADERS = { alpha: ["a02", "a01"], bravo: ["b02", "b01"] };
const scenario = { ...SNIPER_SHIPPED_SCENARIOS.find((s) => s.id === "sniper-patrol-naples-1943")!.document, leaders: LEADERS };

const h = useListeningApi();

describe("fog of war (Sniper!)", () => {
  it("sniper 36.1, 12.2, 8.3: concealed alpha soldiers and alpha's Sighting marker never reach bravo, spectators or other matches' tokens", async () => {
    const { api } = h;
    const matchId = (await createMatchFor(api, "sniper", scenario)).id;
    const { other, subs, as: { alpha, bravo } } = await fogTwoSeats(h, matchId, ["alpha", "bravo"]);
    const viewOf = (as: As) => viewAs(api, matchId, as);
    const submit = (as: As, type: string, payload: object = {}) => submitAccepted(api, matchId, as, type, payload);

    // The alpha soldiers bravo does not see at the start: in alpha's view, missing from bravo's.
    const mine = (await viewOf(alpha)).game as SniperGameView;
    const seenByBravo = new Set(((await viewOf(bravo)).game as SniperGameView).soldiers.map((s) => s.id));
    const hidden = mine.soldiers.filter((s) => s.side === "alpha" && !seenByBravo.has(s.id)).map((s) => s.id);
    expect(hidden.length).toBeGreaterThan(0);
    expect(((await viewOf(bravo)).game as SniperGameView).unseen.alpha).toBe(hidden.length); // [8.3]: the count only
    const watcher = hidden[0]!;

    // Initial Observation Phase [4.0 C]: alpha puts a Sighting marker on a concealed soldier; bravo places none.
    await submit(alpha, "turn/roll_observation");
    let placedOne = false;
    for (let i = 0; i < 4 && (await viewOf(alpha)).step === "observation"; i++) {
      const placing = ((await viewOf(alpha)).turn as { placing: string[] }).placing[0];
      if (placing === "alpha" && !placedOne) { await submit(alpha, "observe", { soldier: watcher }); placedOne = true; }
      await submit(placing === "alpha" ? alpha : bravo, "turn/end_placement");
    }
    expect(placedOne).toBe(true);
    expect((await viewOf(alpha)).step).toBe("operations");
    const STANDING = `opp-${watcher}`;
    const own = await viewOf(alpha);
    expect(JSON.stringify(own)).toContain(STANDING); // positive control: alpha holds its standing opportunity fire

    const ids = hidden.map((id) => `"${id}"`);
    const leaks = (raw: string) => raw.includes(STANDING) || raw.includes("sniper/observing") || ids.some((id) => raw.includes(id)) || raw.includes(JSON.stringify(LEADERS.alpha));
    // Positive control: alpha sees its own leader; bravo's view of the alpha soldiers it sees never says who leads.
    expect(own.game as SniperGameView).toMatchObject({ soldiers: expect.arrayContaining([expect.objectContaining({ id: "a02", leader: "leader" })]) });
    const bravoSees = ((await viewOf(bravo)).game as SniperGameView).soldiers.filter((s) => s.side === "alpha");
    expect(bravoSees.some((s) => "leader" in s)).toBe(false);
    const viewers = { bravo, spectator: { key: api.readKey }, wrongMatchToken: { key: api.playKey, seat: other.red } };
    for (const [who, viewer] of Object.entries(viewers)) {
      for (const r of [
        await api.gql("query($m: ID!) { match(id: $m) { viewer view } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { matchEvents(matchId: $m) { edges { node { eventNumber events command } } } }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { legalActions(matchId: $m) }", { m: matchId }, viewer),
        await api.gql("query($m: ID!) { exportMatch(id: $m) verifyMatch(id: $m) { ok mismatch { detail } } }", { m: matchId }, viewer),
        // Errors: firing at the concealed soldier, observing with him, an unknown command.
        await api.gql(SUBMIT, { i: { matchId, type: "fire", payload: { soldier: "b01", target: watcher } } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "observe", payload: { soldier: watcher } } }, viewer),
        await api.gql(SUBMIT, { i: { matchId, type: "no_such_command", payload: {} } }, viewer),
      ]) expect({ who, leaked: leaks(r.raw), body: r.raw.slice(0, 300) }).toMatchObject({ who, leaked: false });
    }
    // Command odds from bravo's seat: a concealed target is no target it can ask about.
    const odds = await api.gql("query($m: ID!, $c: CommandOddsInput!) { commandOdds(matchId: $m, command: $c) { parts { target } } }", { m: matchId, c: { type: "fire", payload: { soldier: "b01", target: watcher } } }, bravo);
    expect(odds.body.errors?.[0]?.extensions?.code, odds.raw).toBeTruthy();
    expect(leaks(odds.raw)).toBe(false);

    await drain(api, matchId, subs);
    const text = (s: LiveSub) => JSON.stringify(s.messages);
    expect(text(subs.alpha)).toContain(STANDING);
    for (const who of ["bravo", "spectator", "wrongMatch"] as const) expect({ who, leaked: leaks(text(subs[who])), errors: subs[who].errors }).toEqual({ who, leaked: false, errors: [] });
    for (const s of Object.values(subs)) s.close();
  });
});
