// Sniper! dice odds: exact evaluators of the system's rolls, built from @tactica/dice's generic constructs.
export * from "./sniper-dice-odds";
