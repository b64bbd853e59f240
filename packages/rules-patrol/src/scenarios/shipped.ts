import type { ScenarioOutline, ShippedScenario } from "@tactica/engine";
import type { PatrolScenario } from "./scenario-schema";
import type { SituationId } from "./order-of-battle";
import { findOrderOfBattle, toScenarioSides } from "./scenario-catalog";
import { SITUATION_DATA } from "./situations";

/**
 * A Patrol! scenario the server ships (seeded at start, published): an OB [27.x] in a General Situation [26.x]
 * with a side as α, as createMatch plays it, and a brief written from the rulebook. Patrol! plays on its own
 * placeholder board (the section art is not in the text), so no stored map: mapId is null.
 */
export type PatrolShippedScenario = ShippedScenario<PatrolScenario, null>;

/** The turns toPatrolGame gives a match when neither the situation nor the document limits it. */
const DEFAULT_CAP = 30;

/**
 * The sides (seats alpha and bravo, with the OB side and printed force each plays) and the turn limit of a Patrol!
 * scenario document (the situation's printed limit, else the document's cap, else the default 30), read loosely so
 * any stored document can be outlined; undefined when it names no playable OB and situation.
 */
export function outlinePatrolScenario(document: unknown): ScenarioOutline | undefined {
  if (document === null || typeof document !== "object") return undefined;
  const d = document as { readonly ob?: unknown; readonly situation?: unknown; readonly alphaSide?: unknown; readonly turns?: unknown; readonly forces?: { readonly alpha?: unknown; readonly bravo?: unknown } };
  const ob = typeof d.ob === "string" ? findOrderOfBattle(d.ob) : undefined;
  const situation = typeof d.situation === "string" && d.situation in SITUATION_DATA ? (d.situation as SituationId) : undefined;
  if (!ob || !situation) return undefined;
  const alphaSide = d.alphaSide === 1 ? 1 : 0;
  const sides = toScenarioSides(ob, situation, alphaSide);
  const alphaName = ob.sides[alphaSide]?.name, bravoName = ob.sides[alphaSide === 0 ? 1 : 0]?.name;
  const alphaForce = typeof d.forces?.alpha === "string" ? d.forces.alpha : sides?.alpha.printed;
  const bravoForce = typeof d.forces?.bravo === "string" ? d.forces.bravo : sides?.bravo.printed;
  if (!alphaName || !bravoName || alphaForce === undefined || bravoForce === undefined) return undefined;
  const turnLimit = SITUATION_DATA[situation].turns ?? (typeof d.turns === "number" ? d.turns : DEFAULT_CAP);
  return { sides: [{ seat: "alpha", name: alphaName, force: alphaForce }, { seat: "bravo", name: bravoName, force: bravoForce }], turnLimit };
}

function ship(entry: Omit<PatrolShippedScenario, keyof ScenarioOutline | "mapId">): PatrolShippedScenario {
  const outline = outlinePatrolScenario(entry.document);
  if (!outline) throw new Error(`shipped scenario ${entry.id}: not a playable OB and situation`);
  return { ...entry, mapId: null, ...outline };
}

/** The cap of ours for the situations the book leaves without a turn limit (26.53, 26.63, 26.93): a server needs one. */
const CAP = 20;

const NORMANDY = "Normandy, 29 June 1944 (27.35; Closed terrain mode, Canadians and Germans both at Panic 20% and Preservation 20)";
const BOARD =
  "The section art is not in the text: the match plays on a placeholder board (16 x 15 hexes cut into the six " +
  "sections of the layout, scattered Rough #1 and #2 and slopes).";

/**
 * One scenario per General Situation [26.5]-[26.9], all from one OB the rulebook prints with a force for every
 * situation: 27.35 Normandy, 29 June 1944 (the German side is α in the Raid, as the OB prints it).
 */
export const PATROL_SHIPPED_SCENARIOS: readonly PatrolShippedScenario[] = [
  ship({
    id: "patrol-normandy-patrol",
    title: "Patrol: Normandy, 29 June 1944",
    rule: "Patrol 26.5, 26.2, 27.35",
    document: { ob: "27.35", situation: "patrol", alphaSide: 0, turns: CAP },
    brief:
      `The Patrol (meeting engagement) situation (26.5) with the order of battle ${NORMANDY}: a Canadian squad (5 ` +
      "rifles, 4 machine pistols, 1 automatic rifle) and a German one (4 rifles, 2 machine pistols, 3 machine guns) on " +
      "general patrol in no-man's land meet by chance. Both enter and exit by the chit-drawn edges and Preliminary " +
      "Movement Plots of 26.2, hold to those plots until Contact, then all fall prone, and no combat is possible on " +
      "the Contact Game-Turn (26.56). Each side scores 3 points per enemy wounded, 10 per enemy incapacitated or " +
      "killed, 5 per own incapacitated man carried off and 10 for possession of the field (26.54); a side that has " +
      "reached its Preservation Level scores nothing for enemy casualties (26.55). The book sets no turn limit (26.53): " +
      `the game ends when one side's survivors have all exited; here a match also stops after ${CAP} turns. ${BOARD}`,
  }),
  ship({
    id: "patrol-normandy-recon",
    title: "Reconnaissance: Normandy, 29 June 1944",
    rule: "Patrol 26.6, 27.35",
    document: { ob: "27.35", situation: "recon", alphaSide: 0, turns: CAP },
    brief:
      `The Reconnaissance situation (26.6) with the order of battle ${NORMANDY}: the Canadian α patrol (5 rifles, 4 ` +
      "machine pistols, 1 automatic rifle) enters by the 26.2 chit draw to find a German position, 2 rifles and 2 " +
      "machine pistols hidden in one section with one hidden pillbox (26.62). The Germans stay hidden until they fire, " +
      "move or a Canadian with a clear line of sight comes within five hexes, and may only plot Opportunity Fire until " +
      "after Contact (26.66). The Canadians score 25 points if a man spots the pillbox and exits fit or wounded; the " +
      "Germans 3 per Canadian wounded, 10 per Canadian incapacitated or killed and 5 per own incapacitated man " +
      "evacuated (26.64). The book's game ends when no fit or wounded Canadian is left on the map (26.63); here a " +
      `match also stops after ${CAP} turns. ${BOARD}`,
  }),
  ship({
    id: "patrol-normandy-raid",
    title: "Raid: Normandy, 29 June 1944",
    rule: "Patrol 26.7, 27.35",
    document: { ob: "27.35", situation: "raid", alphaSide: 1 },
    brief:
      `The Raid situation (26.7) with the order of battle ${NORMANDY}: German raiders (6 rifles, 3 machine pistols, 6 ` +
      "satchel charges) hit a known Canadian position (3 rifles, 3 machine pistols, 1 automatic rifle) deployed openly " +
      "in one section, one man per crater (26.72). The Germans plot an entry so that a man reaches the Canadian section " +
      "by Game-Turn 6 and leave by the edge they entered; the Canadians may not move, and nobody may use direct or quick " +
      "fire or throw, until the turn after Contact (26.76). The game lasts fifteen Game-Turns (26.73). The Germans " +
      "score 5 points per Canadian killed or incapacitated and 10 more per incapacitated Canadian carried out of the " +
      `section; the Canadians 3 per German wounded and 5 per German killed or incapacitated (26.74). ${BOARD}`,
  }),
  ship({
    id: "patrol-normandy-ambush",
    title: "Ambush: Normandy, 29 June 1944",
    rule: "Patrol 26.8, 27.35",
    document: { ob: "27.35", situation: "ambush", alphaSide: 0 },
    brief:
      `The Ambush situation (26.8) with the order of battle ${NORMANDY}: a Canadian patrol (5 rifles, 4 machine ` +
      "pistols, 1 automatic rifle) sets its route by 26.2 and announces it; the Germans (2 rifles, 2 machine pistols, 1 " +
      "machine gun and 6 mines) lie in wait in any other section (26.82). The Canadians hold to their plot until the " +
      "Germans open Opportunity Fire or a Canadian comes within five hexes of one in sight; the Germans may not move " +
      "until the turn after Contact (26.86). The game lasts fifteen Game-Turns or until every fit or wounded German has " +
      "exited (26.83). Each side scores 3 points per enemy wounded and 10 per enemy killed or incapacitated, and the " +
      `Canadians 5 per man of theirs exited before the end (26.84). ${BOARD}`,
  }),
  ship({
    id: "patrol-normandy-assault",
    title: "Assault: Normandy, 29 June 1944",
    rule: "Patrol 26.9, 27.35",
    document: { ob: "27.35", situation: "assault", alphaSide: 0, turns: CAP },
    brief:
      `The Assault situation (26.9) with the order of battle ${NORMANDY}: a Canadian squad (5 rifles, 4 machine ` +
      "pistols, a rocket launcher, a tank, 5 satchel charges and 10 rounds of called medium artillery) attacks a " +
      "fortified German position (2 rifles, 2 machine pistols, 2 machine guns, a rocket launcher, 5 pillboxes, 5 mines " +
      "and 10 rounds of called light artillery) set up in one section under smoke (26.92). The Canadians enter on edge " +
      "2, 3 or 4; the Germans may not move until Game-Turn 2 nor fire on Game-Turn 1, and their mines stay hidden " +
      "(26.96). The Germans score 10 points per Canadian killed or incapacitated, 10 if the tank is destroyed and 50 for " +
      "possession of the field; the Canadians 10 per German killed or incapacitated, 20 for the field and 5 per fit man " +
      "left on the map; a side at its Preservation Level has its points halved (26.94, 26.95). The book's game lasts " +
      `until a side concedes or is wiped out (26.93); here a match stops after ${CAP} turns. ${BOARD}`,
  }),
];
