/**
 * The round a phase-C stun (rifle grenade, thump gun, rocket, manual Claymore) is marked with [6.22; digest §15.3;
 * option patrol/phase_c_stun]: `next_turn_e` (the default) marks this round, so the stun lasts through the next
 * turn's Stun Recuperation phase E ("the Game-Turn following its occurrence", as grenade stuns do); `this_turn_e`
 * marks the round before, so this turn's phase E already removes it (the stun still halves MA and AS until then).
 */
export function toPhaseCStunRound(round: number, options: Readonly<Record<string, string>>): number {
  return options["patrol/phase_c_stun"] === "this_turn_e" ? round - 1 : round;
}
