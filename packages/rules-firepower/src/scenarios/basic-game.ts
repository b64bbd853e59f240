import type { FirepowerScenario } from "../fire-setup/scenario-schema";

/**
 * The Basic Game Scenario [2, 3, 7]: panels 1 (bottom) and 2 (top), six soldiers a side (1 LMG, 1 PST, 4 RFL),
 * 3 sequence units and 2 Impulses per Impulse Phase each, 4 Turns; 1 VP per enemy eliminated, 3 VP per own
 * survivor on the opposite half. The panel art is not in the text, so it plays on the shipped sample map
 * (8 columns per panel, placeholder terrain): set-up is the two columns at each side's edge (the book's
 * 5 hexes would overlap on so narrow a map) and the opposite half is the far four columns.
 */
export const BASIC_GAME_SCENARIO: FirepowerScenario = {
  id: "firepower-basic-game",
  title: "Firepower Basic Game Scenario",
  map: "firepower-sample-2-panel",
  turns: 4,
  sides: {
    A: {
      name: "Side A (tan)", edge: "5/6", chits: 3, impulses: 2,
      soldiers: [
        { id: "A1", weapon: "LMG", hex: "2G3", facing: 3, posture: "stand" },
        { id: "A2", weapon: "PST", hex: "2H2", facing: 3, posture: "stand" },
        { id: "A3", weapon: "RFL", hex: "2G1", facing: 3, posture: "stand" },
        { id: "A4", weapon: "RFL", hex: "1A1", facing: 2, posture: "stand" },
        { id: "A5", weapon: "RFL", hex: "1B2", facing: 2, posture: "stand" },
        { id: "A6", weapon: "RFL", hex: "1A3", facing: 2, posture: "stand" },
      ],
    },
    B: {
      name: "Side B (green)", edge: "2/3", chits: 3, impulses: 2,
      soldiers: [
        { id: "B1", weapon: "LMG", hex: "2B2", facing: 5, posture: "stand" },
        { id: "B2", weapon: "PST", hex: "2A2", facing: 5, posture: "stand" },
        { id: "B3", weapon: "RFL", hex: "2B3", facing: 6, posture: "stand" },
        { id: "B4", weapon: "RFL", hex: "1G1", facing: 6, posture: "stand" },
        { id: "B5", weapon: "RFL", hex: "1H2", facing: 6, posture: "stand" },
        { id: "B6", weapon: "RFL", hex: "1G2", facing: 5, posture: "stand" },
      ],
    },
  },
  victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
  notes: "Sample map terrain and set-up columns are placeholders; the real panels 1 and 2 are not in the text.",
};

/**
 * The Basic Game Scenario with its set-up phase [2.4]: the players roll, the low roll sets up first within his
 * side's area, then the other; the soldiers start where BASIC_GAME_SCENARIO puts them unless re-placed. On the
 * sample map the areas are the two columns at each edge (the book's five hexes would overlap on so narrow a map).
 */
export const BASIC_GAME_SETUP_SCENARIO: FirepowerScenario = {
  ...BASIC_GAME_SCENARIO,
  id: "firepower-basic-game-setup",
  title: "Firepower Basic Game Scenario (with set-up)",
  setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first: "roll" },
};
