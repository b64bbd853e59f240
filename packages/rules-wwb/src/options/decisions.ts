// The referee judgement points of digest §13.4 as explicit decisions: who decides, the command that carries it and
// the rule. wwb-core's turn/ offers these as decision commands; the rules code here takes the decision as input.

/** One decision a seat (or the referee seat) makes in play. */
export type DecisionSpec = { readonly id: string; readonly command: string; readonly who: string; readonly payload: string; readonly rule: string };

export const WWB_DECISIONS: readonly DecisionSpec[] = Object.freeze([
  { id: "los_dispute", command: "settle_los", who: "both seats; unresolved => Grey-only Spotting Test", payload: "{ spotter, target, verdict: 'visible' | 'blocked' | 'test' }", rule: "WWB 6.0 Unclear Situations" },
  { id: "cover_level", command: "(editor) author scenic element", who: "map author", payload: "{ element, coverLevel: 0 | 0.5 | 1 | 2 }", rule: "WWB 6.0 Cover Level" },
  { id: "vertex_deviation", command: "choose_deviation_hex", who: "the thrower", payload: "{ grenade, hex }", rule: "WWB 8.5" },
  { id: "order_interpretation", command: "acknowledge_orders", who: "the receiving team's player", payload: "{ team, execute: boolean }", rule: "WWB 12.0 Leader" },
  { id: "nearest_enemy_tie", command: "choose_nearest", who: "the broken soldier's owner", payload: "{ soldier, enemy }", rule: "WWB 10.0 Broken / Rout" },
  { id: "territory_control", command: "declare_territory", who: "both sides, else referee", payload: "{ edge | area, holder: side | 'disputed' }", rule: "WWB 9.0, 10.0" },
  { id: "surrender_answer", command: "answer_surrender", who: "the soldier surrendered to", payload: "{ accept: boolean, keepWeapon?: boolean }", rule: "WWB 8.4, 10.0 Surrender" },
  { id: "run_continue", command: "end_run", who: "the runner's owner", payload: "{ soldier, continueNextTurn: boolean }", rule: "WWB 7.0 Run" },
  { id: "opf_trigger", command: "opportunity_fire", who: "the OPF holder, at each Hx step of a visible mover", payload: "{ shooter, target } | decline", rule: "WWB 8.2 steps 3-6" },
]);
