// Advanced and Optional rule pieces the text states with numbers (pure functions; see the package README for status).
export * from "./characteristics";
export * from "./heights";
export * from "./hit-location";
export * from "./squads";
export * from "./vehicles";
export * from "./weapons";
export * from "./written-orders";
export * from "./option-rules";
