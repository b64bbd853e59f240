// Firepower dice odds: the d10 (0 = 10) checks, bursts, melee, jumps and blasts, exact, from @tactica/dice constructs.
export * from "./firepower-dice-odds";
