import type { FirepowerScenario } from "../fire-setup/scenario-schema";

/**
 * A vehicle skirmish (Advanced rules with Option 19 vehicles, crewed weapons and mines) on the shipped sample map:
 * side A's BMP1 with two crewmen (driver box 2, gunner/loader box 7) carries two riflemen inside, with four men on
 * foot; side B holds the right edge with an LMG, a disposable LPL3, a two-man MPL19 and riflemen, and may secretly
 * lay a VMN2 and a PMN2 Claymore at set-up (A sets up first). Vehicle, vehicle-weapon and launcher numbers are
 * PLACEHOLDERS (the Vehicle and Weapon Cards are missing); the text has no scenario with vehicles, so this one is ours.
 */
export const VEHICLE_SKIRMISH_SCENARIO: FirepowerScenario = {
  id: "firepower-vehicle-skirmish",
  title: "Firepower vehicle skirmish (Option 19, placeholder vehicle data)",
  map: "firepower-sample-2-panel",
  turns: 4,
  rules: "advanced",
  sides: {
    A: {
      name: "Side A (mechanised)", edge: "5/6", chits: 3, impulses: 2,
      soldiers: [
        { id: "A1", weapon: "LMG", hex: "1A1", facing: 3, posture: "stand" },
        { id: "A2", weapon: "RFL", hex: "1B2", facing: 3, posture: "stand" },
        { id: "A3", weapon: "RFL", hex: "1A3", facing: 3, posture: "stand" },
        { id: "A4", weapon: "RFL", hex: "2H3", facing: 3, posture: "stand", rank: "S" },
        { id: "A7", weapon: "PST", hex: "2G4", facing: 3, posture: "crouch" },
        { id: "A8", weapon: "PST", hex: "2G4", facing: 3, posture: "crouch" },
        { id: "A9", weapon: "RFL", hex: "2G4", facing: 3, posture: "crouch" },
        { id: "A10", weapon: "RFL", hex: "2G4", facing: 3, posture: "crouch" },
      ],
    },
    B: {
      name: "Side B (defending)", edge: "2/3", chits: 3, impulses: 2,
      soldiers: [
        { id: "B1", weapon: "LMG", hex: "2B2", facing: 5, posture: "stand" },
        { id: "B2", weapon: "RFL", hex: "2B3", facing: 6, posture: "stand", rank: "S" },
        { id: "B3", weapon: "RFL", hex: "1G2", facing: 5, posture: "stand" },
        { id: "B4", weapon: "RFL", hex: "1H2", facing: 6, posture: "stand" },
        { id: "B5", weapon: "RFL", hex: "1H2", facing: 6, posture: "stand" },
        { id: "B6", weapon: "RFL", hex: "1G3", facing: 5, posture: "stand" },
      ],
    },
  },
  setup: { areas: { A: { qAtMost: 1 }, B: { qAtLeast: 6 } }, first: "A", mines: { A: 0, B: 2 }, mineTypes: ["VMN2", "PMN2"] },
  vehicles: [{
    id: "V1", type: "BMP1", side: "A", hex: "2G4", facing: 3,
    crew: [{ soldier: "A7", box: 2 }, { soldier: "A8", box: 7 }],
    passengers: [{ soldier: "A9", place: "inside" }, { soldier: "A10", place: "inside" }],
  }],
  crewWeapons: [
    { id: "W1", side: "B", weapon: "LPL3", crew: ["B3"] },
    { id: "W2", side: "B", weapon: "MPL19", crew: ["B4", "B5"] },
  ],
  victory: { perElimination: 1, perSurvivorAcross: 3, opposite: { A: { qAtLeast: 4 }, B: { qAtMost: 3 } } },
  notes: "Option 19 vehicles with placeholder Vehicle Card data; side B may lay a VMN2 and a PMN2 at set-up.",
};
