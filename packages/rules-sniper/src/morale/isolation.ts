// Isolation [23] and the German distances [51.2]: a soldier is isolated unless he has a 360-degree LOS to a
// standing ally within 8 hexes or a prone one within 3, or (inside a building) a 5-hex path crossing at most one
// door, window, interior wall or level, or (outside) a 3-hex path crossing at most one door, window or wall. Only
// healthy or wounded allies count; panicked and Incap soldiers are not affected; snipers never are [32.1].
// Isolation adds 2 to the activation value for combat tasks only; over 6, no combat task [23.2].

/** What is known about one ally, from sighting and a path search. */
export type AllyFacts = {
  readonly health: "healthy" | "wounded" | "incap" | "kia";
  readonly posture: "standing" | "prone";
  /** Hexes to him when a 360-degree LOS exists, else undefined. */
  readonly losDistance?: number;
  /** Shortest path to him and the openings, walls or levels it crosses. */
  readonly path?: { readonly hexes: number; readonly crossings: number };
};

export type IsolationInput = {
  readonly allies: readonly AllyFacts[];
  readonly insideBuilding: boolean;
  readonly german?: boolean;
  readonly panicked?: boolean;
  readonly incap?: boolean;
  readonly sniper?: boolean;
};

export type IsolationAnswer = { readonly isolated: boolean; readonly because: string; readonly rule: string };

/** Whether a soldier is isolated [23.1, 51.2, 32.1]. */
export function isIsolated(s: IsolationInput): IsolationAnswer {
  if (s.panicked || s.incap) return { isolated: false, because: "panicked and unconscious soldiers are not affected by isolation", rule: "Sniper 23.1" };
  if (s.sniper) return { isolated: false, because: "a sniper is never isolated", rule: "Sniper 32.1" };
  const plus = s.german ? 2 : 0; // all isolation distances +2 for Germans [51.2]
  const rule = s.german ? "Sniper 23.1, 51.2" : "Sniper 23.1";
  for (const a of s.allies) {
    if (a.health !== "healthy" && a.health !== "wounded") continue;
    if (a.losDistance !== undefined && a.losDistance <= (a.posture === "standing" ? 8 : 3) + plus) return { isolated: false, because: `LOS to a ${a.posture} ally at ${a.losDistance} hexes`, rule };
    const limit = (s.insideBuilding ? 5 : 3) + plus;
    if (a.path && a.path.hexes <= limit && a.path.crossings <= 1) return { isolated: false, because: `a ${a.path.hexes}-hex path to an ally ${s.insideBuilding ? "inside" : "outside"} a building`, rule };
  }
  return { isolated: true, because: "no ally within the isolation distances", rule };
}

export type TaskKind = "movement" | "preparation" | "combat" | "opportunity_fire" | "initial_observation";

/** Whether a soldier may do a task under the drawn marker [5.1, 23.2, 25.2]: isolation +2 for combat tasks only. */
export function mayAct(s: { readonly activation: number; readonly marker: number; readonly task: TaskKind; readonly isolated?: boolean }): { readonly may: boolean; readonly value: number; readonly rule: string } {
  if (s.task === "opportunity_fire" || s.task === "initial_observation") return { may: true, value: s.activation, rule: "Sniper 23.2" };
  const value = s.activation + (s.isolated && s.task === "combat" ? 2 : 0);
  return { may: value <= 6 && value <= s.marker, value, rule: s.isolated && s.task === "combat" ? "Sniper 23.2" : "Sniper 5.1" };
}
