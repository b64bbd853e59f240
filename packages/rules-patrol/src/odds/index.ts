// Patrol! dice odds: the Firearm Results column, printed d6 rows and night spotting, exact, from @tactica/dice constructs.
export * from "./patrol-dice-odds";
