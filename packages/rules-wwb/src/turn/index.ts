// turn/: initiative and activation, sight in play, shots, the soldiers' actions, the phases and the end.
export * from "./initiative";
export * from "./sight";
export * from "./shot";
export * from "./grenade";
export * from "./commands";
export * from "./phases";
export * from "./victory";
export * from "./faces";

/** Every game event type the turn folder emits (the module declares them; tests/lint/event-provenance checks them). */
export const WWB_EVENT_TYPES: readonly string[] = [
  "wwb/fired", "wwb/opportunity_fire", "wwb/hit_by_unseen", "wwb/opportunity_set", "wwb/suppression_fire", "wwb/suppressed_by_unseen", "wwb/spotting_test", "wwb/grenade", "wwb/blast",
  "wwb/reloaded", "wwb/stepped", "wwb/stance", "wwb/moved", "wwb/rout_test", "wwb/deterioration", "wwb/result",
];
