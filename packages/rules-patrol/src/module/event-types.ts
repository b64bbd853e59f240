/**
 * Every game event type Patrol! emits (the turn model's "turn/..." ones aside), for the provenance walk of issue 29
 * (tests/lint/event-provenance.test.ts): it fails when the source emits a type not listed here, when a type listed
 * is emitted nowhere, and when a match emits a type not listed.
 */
export const PATROL_EVENT_TYPES: readonly string[] = [
  "patrol/artillery", "patrol/artillery_blast", "patrol/artillery_called", "patrol/artillery_due",
  "patrol/artillery_impact", "patrol/artillery_listed", "patrol/artillery_miss", "patrol/at_mine",
  "patrol/bailed_out", "patrol/blast", "patrol/blast_shielded", "patrol/bridge", "patrol/bridge_free",
  "patrol/casualties", "patrol/claymore", "patrol/claymore_void", "patrol/claymores_placed", "patrol/contact",
  "patrol/crater", "patrol/crew_hit", "patrol/crew_swapped", "patrol/detonation", "patrol/detonator_taken_over",
  "patrol/dismounted", "patrol/displaced", "patrol/edge_chosen", "patrol/entered", "patrol/entry_drawn",
  "patrol/exited", "patrol/explosive_ejected", "patrol/fire", "patrol/fire_shielded", "patrol/fire_void",
  "patrol/flame", "patrol/flame_attack", "patrol/follow_the_leader", "patrol/game_over", "patrol/grenade_thrown",
  "patrol/hand_to_hand", "patrol/horse_hit", "patrol/illumination", "patrol/leader_fallen",
  "patrol/leader_takes_over", "patrol/main_gun", "patrol/maintenance", "patrol/mine",
  "patrol/mine_not_triggered", "patrol/mines_cleared", "patrol/mines_laid", "patrol/mount_failed",
  "patrol/mounted", "patrol/moved", "patrol/movers_declared", "patrol/night_spotting", "patrol/opportunity_fire",
  "patrol/opportunity_fire_void", "patrol/panic", "patrol/pillbox_destroyed", "patrol/pillbox_hit",
  "patrol/pillbox_revealed", "patrol/pillbox_smoke", "patrol/pillbox_smoke_cleared", "patrol/pillbox_spotted",
  "patrol/plots_revealed", "patrol/posture", "patrol/pre_plot", "patrol/pre_plot_ended",
  "patrol/preservation_chit", "patrol/preservation_reached", "patrol/reloading", "patrol/revealed",
  "patrol/rider_stays_erect", "patrol/rifle_grenade", "patrol/rifle_grenade_prepared", "patrol/route_announced",
  "patrol/run_over", "patrol/satchel_delayed", "patrol/satchel_dropped", "patrol/smoke_dissipated",
  "patrol/smoke_drifted", "patrol/smoke_laid", "patrol/smoke_sighted", "patrol/sniper_sighting",
  "patrol/solitaire_mg", "patrol/stun_recovered", "patrol/stunned", "patrol/swap", "patrol/thrown",
  "patrol/tripwire", "patrol/tripwire_held", "patrol/turret_turned", "patrol/vehicle_destroyed",
  "patrol/vehicle_hatch", "patrol/vehicle_hit", "patrol/vehicle_moved", "patrol/vehicle_panic",
  "patrol/vehicle_unharmed", "patrol/wave_entered", "patrol/weapons_exchanged", "patrol/wire_destroyed",
  "patrol/wire_laid",
];
