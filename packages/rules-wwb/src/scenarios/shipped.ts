// The scenarios this build ships and publishes. The text gives no scenario (digest 10: no scenario chapter, the
// missions generator is absent), so "Crossroads" is this build's placeholder mission, named as such.
import type { ScenarioOutline, ShippedScenario } from "@tactica/engine";
import { TEAM_ROSTER } from "./setup";
import { wwbScenarioSchema } from "./schema";
import type { WwbScenarioInput } from "./schema";

const outlineOf = (teamsPerSide: number, turns: number): ScenarioOutline => ({
  sides: (["allies", "axis"] as const).flatMap((side) => TEAM_ROSTER[side].slice(0, teamsPerSide).map((t) => ({
    seat: t.seat, name: `${side === "allies" ? "Allies" : "Axis"}: team ${t.callSign}`, force: `fireteam ${t.callSign} (${t.faction}), 4 soldiers`,
  }))),
  turnLimit: turns,
});

const BRIEF = "Placeholder mission of this build (the rulebook prints no scenario): two platoons meet at a crossroads on six panels; points for enemy casualties and panels held at the end.";

export const WWB_SHIPPED_SCENARIOS: readonly ShippedScenario<WwbScenarioInput, null>[] = [
  { id: "wwb-crossroads-3v3", title: "Crossroads (3 v 3, placeholder)", brief: BRIEF, rule: "WWB 1.0, 3.0, 5.0; digest 3.5, 10", mapId: null,
    document: { mission: "crossroads", teamsPerSide: 3, turns: 6 }, ...outlineOf(3, 6) },
  { id: "wwb-crossroads-1v1", title: "Crossroads (1 v 1, placeholder)", brief: BRIEF, rule: "WWB 1.0, 3.0; digest 10", mapId: null,
    document: { mission: "crossroads", teamsPerSide: 1, turns: 6 }, ...outlineOf(1, 6) },
];

/** The outline of any stored scenario document (seats and turn limit), or undefined when it does not parse. */
export function outlineWwbScenario(doc: unknown): ScenarioOutline | undefined {
  const p = wwbScenarioSchema.safeParse(doc);
  return p.success ? outlineOf(p.data.teamsPerSide, p.data.turns) : undefined;
}
