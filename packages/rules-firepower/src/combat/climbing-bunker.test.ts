import { createMatch } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { run, soldier, toTestScenario, tryCommand } from "../conformance/match-fixture";
import type { FirepowerScenario } from "../fire-setup/scenario-schema";
import { firepowerRuleset } from "../play/firepower-ruleset";
import { toSoldierViewpoint } from "./advanced-los";
import type { FirepowerState } from "../state/types";
import { cmd, hexId, impulseAt, man } from "../weapons/vehicles.fixture";

type Spec = FirepowerScenario["sides"]["A"]["soldiers"][number];
const BUNKER_HEX = hexId(4, 4);

function bunkerMatch(a: Spec[], type: "bunker" | "pillbox" = "bunker"): FirepowerState {
  const made = createMatch(firepowerRuleset, { scenario: { ...toTestScenario(a, [man("B1", 7, 0, 6)]), rules: "advanced", fortifications: [{ hex: BUNKER_HEX, type, door: 6 }] } });
  if (!made.ok) throw new Error(`${made.error.code} ${made.error.message}`);
  return impulseAt(made.state as FirepowerState, "A", BUNKER_HEX);
}
const up = (id: string) => cmd("climb_up", "A", { soldier: id, on: "unit" });

describe("firepower 8.8.4: on top of a bunker or pillbox", () => {
  it("firepower 8.8.4, 11.1.11: a soldier beside a bunker in its hex climbs on top, 1 MF a height, to its placeholder height 3", () => {
    let s = bunkerMatch([man("A1", 4, 4, 1)]);
    const first = tryCommand(s, up("A1"));
    if (!first.ok) throw new Error(first.error.code);
    expect(first.events[0]).toMatchObject({ type: "climb/height", data: { hold: "unit", height: 3, top: 3, provenance: "placeholder", rule: "Firepower 8.8.4, 10.5.1, 11.1.11" } });
    s = run(run(first.state, up("A1")), up("A1"));
    expect(soldier(s, "A1")).toMatchObject({ up: { height: 5, hold: "unit" }, mf: 3 });
    expect(toSoldierViewpoint(soldier(s, "A1"))).toMatchObject({ upHeight: 5 });
    expect(tryCommand(s, up("A1"))).toMatchObject({ ok: false, error: { code: "climb/at_top" } });
    expect(tryCommand(s, cmd("climb_over", "A", { soldier: "A1" }))).toMatchObject({ ok: false, error: { code: "climb/tree" } });
    expect(tryCommand(s, cmd("fortification", "A", { soldier: "A1", into: true }))).toMatchObject({ ok: false, error: { code: "climb/up" } });
  });

  it("firepower 8.8.4: a pillbox's top is lower (placeholder 2, feet at 2 after two climbs); a man inside climbs nothing until he is out", () => {
    const s = run(run(bunkerMatch([man("A1", 4, 4, 1)], "pillbox"), up("A1")), up("A1"));
    expect(tryCommand(s, up("A1"))).toMatchObject({ ok: false, error: { code: "climb/at_top" } });
    const inside = bunkerMatch([{ ...man("A1", 4, 4, 1), posture: "crouch" }], "pillbox");
    const placed: FirepowerState = { ...inside, game: { ...inside.game, soldiers: inside.game.soldiers.map((x) => (x.id === "A1" ? { ...x, inFortification: "pillbox" as const } : x)) } };
    expect(tryCommand(placed, up("A1"))).toMatchObject({ ok: false, error: { code: "climb/inside_unit" } });
  });
});
