// Flames of War dice odds: exact evaluators of the system's rolls, built from @tactica/dice's generic constructs;
// rolling tests with dice as input; a Unit's shooting at a Unit as exact distributions.
export * from "./fow-dice-odds";
export * from "./roll";
export * from "./unit-shooting";
