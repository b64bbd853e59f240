export type { Collection, DocumentEdit, Edit, ItemOf, ListEdit, MetaEdit, MetaField } from "./edit";
export { applyEdit, readItem, toFortificationKey, toItemKey } from "./edit";
export type { CommandOutcome, EditorCommand } from "./command";
export { applyCommand, replaceDocument, toCommandOutcome } from "./command";
export type { EditorHistory } from "./history";
export { canRedo, canUndo, createHistory, executeCommand, redoCommand, undoCommand } from "./history";
export { addMarker, fillTerrain, paintTerrain, removeMarker, setHeight, toRegion } from "./terrain-commands";
export type { HexsideFeature } from "./hexside-commands";
export { clearHexsideFeature, setHexsideFeature } from "./hexside-commands";
export type { BuildingSpec, LevelSideType } from "./building-commands";
export {
  addBuildingLevel, addStair, createBuilding, findBuildingAt, removeBuilding, removeStair, removeTopLevel, setLevelHeights,
  setLevelSide, setRoof, toOuterWalls,
} from "./building-commands";
export { removeFortification, setFortification, toDefaultFortification } from "./fortification-commands";
export type { FortificationDetail } from "./fortification-form-commands";
export { setAperture, setFortificationDetail, setFortificationFacing, toggleFortificationSide } from "./fortification-form-commands";
export { joinLibraryBoard, toBoardSystem, withJoinRules } from "./library-board-commands";
export type { NewBoardSpec } from "./board-commands";
export {
  createBoard, createMapDocument, joinPlacement, movePlacement, placeBoard, placeLibraryBoard, removePlacement, rotatePlacement,
} from "./board-commands";
