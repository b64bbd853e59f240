import type { PlotCitations } from "@tactica/engine";

/** Patrol!'s resolution stages A-H after the plot [4.1], in order (the engine's plot model takes any list). */
export const PATROL_STAGES = ["panic", "initial_combat", "movement", "stun_recovery", "explosives", "maintenance", "record"] as const;

/** The Patrol! sections the simultaneous-plot model cites in its refusals and command specs. */
export const PATROL_PLOT_CITATIONS: PlotCitations = {
  plot: "patrol 5.0",
  plotPhase: "patrol 4.1 A",
  lock: "patrol 5.1",
  stages: "patrol 4.1",
};
