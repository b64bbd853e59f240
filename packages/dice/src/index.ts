// Dice: seeded serializable RNG, verifiable match rolls, exact odds. Pure: no I/O, clock or Math.random.
export * from "./dice-source";
export * from "./canonical-json";
export * from "./sha256-hex";
export * from "./seeded-dice";
export * from "./verifiable-dice";
export * from "./verify-rolls";
export * from "./odds/index";
