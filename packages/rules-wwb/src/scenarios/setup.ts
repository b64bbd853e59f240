// Set-up (WWB 3.0): the teams a side (one player each), their four soldiers with dashboards, positions at the two
// ends of the board. Orders of battle and weapon loads are this build's placeholders (the Appendix of typical
// equipment is absent: digest 10).
import { fromColRow } from "../grids/index";
import { loaded } from "../fire/index";
import { HEALTHY } from "../health/index";
import { WEAPONS } from "../tables/index";
import type { Equipment, Faction, SideId, Soldier, Specialist, Team, WwbGame } from "../state/index";
import { createCrossroadsBoard } from "./board";
import type { WwbScenario } from "./schema";

/** The team call signs a side fields, in order, and the seat that plays each. */
export const TEAM_ROSTER: Readonly<Record<SideId, readonly { id: string; prefix: string; callSign: string; seat: string; faction: Faction }[]>> = {
  allies: [
    { id: "able", prefix: "a", callSign: "ABLE", seat: "us-1", faction: "us" },
    { id: "baker", prefix: "b", callSign: "BAKER", seat: "us-2", faction: "us" },
    { id: "charlie", prefix: "c", callSign: "CHARLIE", seat: "us-3", faction: "us" },
  ],
  axis: [
    { id: "anton", prefix: "an", callSign: "ANTON", seat: "de-1", faction: "wehrmacht" },
    { id: "berta", prefix: "be", callSign: "BERTA", seat: "de-2", faction: "wehrmacht" },
    { id: "caesar", prefix: "ca", callSign: "CAESAR", seat: "de-3", faction: "wehrmacht" },
  ],
};

/** Weapons a faction's riflemen and leaders carry in this build (placeholder loads; ids of the weapons table). */
const LOADS: Readonly<Record<Faction, { rifle: string; leader: string }>> = {
  us: { rifle: "m1_garand", leader: "thompson" }, british: { rifle: "lee_enfield", leader: "lee_enfield" },
  wehrmacht: { rifle: "kar98k", leader: "kar98k" }, regio_esercito: { rifle: "carcano", leader: "carcano" },
};


function soldiersOf(team: Team, prefix: string, index: number, leader: boolean, home: "top" | "bottom"): Soldier[] {
  const out: Soldier[] = [];
  for (let n = 1; n <= 4; n++) {
    const specialist: Specialist | null = leader && n === 1 ? "leader" : null;
    const col = 2 + index * 9 + (n - 1) * 2;
    const row = home === "top" ? (n % 2 === 0 ? 1 : 0) : (n % 2 === 0 ? 16 : 17);
    const equipment: Equipment[] = ["frag", "frag"];
    out.push({
      id: `${prefix}${n}`, callSign: `${team.callSign} ${n}`, team: team.id, side: team.side, faction: team.faction,
      specialist,
      // A Leader starts with Leadership L1 and one more skill of his player's choice (WWB 12.0): Weapons here.
      skills: specialist === "leader" ? { leadership: 1, weapons: 1 } : {},
      weapon: specialist === "leader" ? LOADS[team.faction].leader : LOADS[team.faction].rifle,
      ammo: loaded(WEAPONS[specialist === "leader" ? LOADS[team.faction].leader : LOADS[team.faction].rifle]!), equipment,
      hex: fromColRow(col, row), facing: home === "top" ? 3 : 0, stance: "kneeling", morale: "alerted",
      health: HEALTHY, fate: "map", opf: false, suppressing: null, acted: false, freeUsed: false, tested: false, pinned: false,
    });
  }
  return out;
}

/** The game a scenario starts with. */
export function toWwbGame(scenario: WwbScenario): WwbGame {
  const board = createCrossroadsBoard();
  const teams: Team[] = [];
  const soldiers: Soldier[] = [];
  const homeEdge = { allies: "top", axis: "bottom" } as const;
  for (const side of ["allies", "axis"] as const) {
    TEAM_ROSTER[side].slice(0, scenario.teamsPerSide).forEach((r, i) => {
      const team: Team = { id: r.id, callSign: r.callSign, seat: r.seat, side, faction: r.faction };
      teams.push(team);
      soldiers.push(...soldiersOf(team, r.prefix, i, scenario.leaders[side] && i === 0, homeEdge[side]));
    });
  }
  return {
    scenarioId: scenario.mission, board, teams, soldiers, identified: { allies: [], axis: [] }, areas: [],
    illumination: scenario.illumination, wind: scenario.wind, homeEdge,
    victory: { perCasualty: 1, perPanel: 2, provenance: "placeholder: the text defines no victory conditions (digest 10)" },
    result: null,
  };
}

/** The seats of a scenario, side by side (WWB 1.0: one team per player). */
export function seatsOf(scenario: WwbScenario): { seats: string[]; sides: { id: SideId; seats: string[] }[] } {
  const sides = (["allies", "axis"] as const).map((id) => ({ id, seats: TEAM_ROSTER[id].slice(0, scenario.teamsPerSide).map((t) => t.seat) }));
  return { seats: sides.flatMap((s) => s.seats), sides };
}
