export type { CompiledMap, CompiledSideFeature } from "./compiled-map";
export {
  FLAG_BLOCKS, FLAG_BUILDING, FLAG_FORTIFICATION, FLAG_HINDERS, FLAG_MARKER, FLAG_ON_MAP, FLAG_PARTIAL, FLAG_SMOKE,
  levelSideKey, SIDE_BLOCKS, SIDE_HINDERS, SIDE_MULTI, SIDE_OPEN,
} from "./compiled-map";
