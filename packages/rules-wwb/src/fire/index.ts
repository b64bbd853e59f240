// fire/: ammunition, direct and opportunity fire, suppression fire and fire support (WWB 2.0, 8.1-8.3, 13.0).
export * from "./ammo";
export * from "./direct";
export * from "./suppression";
export * from "./support";
