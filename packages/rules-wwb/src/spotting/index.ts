// spotting/: levels, cover, elevation, woods, smoke, buildings and the Spotting Test (WWB 5.0, 6.0, 7.0, 12.0).
export * from "./visibility";
export * from "./buildings";
export * from "./spotting-roll";
