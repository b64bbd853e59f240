// Optional rules (16-27) that the fire, movement and melee rules consult while resolving: characteristics, wounds, equipment, NBC, reliability.
// The folder's public face: what the package exports from it.
export { WOUNDS } from "./wounds";
