// Ruleset.catalogue: what an editor may offer for a rule system (its module's catalogue), so the editor keeps no
// per-system lists of terrain, features, markers, sides, unit types, fields or options.
import type {
  CatalogueChoice, CatalogueEntry, CatalogueField, CatalogueOption, CatalogueRange, CatalogueRequirement, CatalogueSide, CatalogueUnitType, EditorCatalogue,
} from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";
import { builder } from "../builder";
import type { RulesetEntry } from "../deps";
import { RulesetRef } from "./rulesets";

const Entry = builder.objectRef<CatalogueEntry>("CatalogueEntry").implement({
  description: "One palette entry: the id a map or scenario stores, the name to show, and the rule defining it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rule: t.string({ nullable: true, resolve: (e) => e.rule ?? null }),
    description: t.string({ nullable: true, resolve: (e) => e.description ?? null }),
  }),
});

const Side = builder.objectRef<CatalogueSide>("CatalogueSide").implement({
  description: "A side of the system's scenarios: the seat id its scenarios use and its printed name.",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    manPrefix: t.string({ nullable: true, description: "The prefix of the side's men's ids where the system numbers them per side (a01, A1).", resolve: (s) => s.manPrefix ?? null }),
  }),
});

const UnitType = builder.objectRef<CatalogueUnitType>("CatalogueUnitType").implement({
  description: "A unit type a force may name, and how many men one unit of it puts on the map (0: equipment).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    rule: t.string({ nullable: true, resolve: (e) => e.rule ?? null }),
    description: t.string({ nullable: true, resolve: (e) => e.description ?? null }),
    men: t.exposeInt("men"),
  }),
});

const Choice = builder.objectRef<CatalogueChoice>("CatalogueChoice").implement({
  fields: (t) => ({ id: t.exposeID("id"), description: t.exposeString("description") }),
});

const Requirement = builder.objectRef<CatalogueRequirement>("CatalogueRequirement").implement({
  description: "Another scenario field a field's value needs (set, or set to value), and what to tell the author otherwise.",
  fields: (t) => ({
    field: t.exposeString("field"),
    value: t.string({ nullable: true, resolve: (r) => r.value ?? null }),
    message: t.exposeString("message"),
  }),
});

const Field = builder.objectRef<CatalogueField>("CatalogueField").implement({
  description: "A field of the system's scenario (or of one force line) beyond what every scenario has.",
  fields: (t) => ({
    name: t.exposeString("name"),
    label: t.exposeString("label"),
    rule: t.exposeString("rule"),
    kind: t.exposeString("kind", { description: "text, choice or count (a whole number from min to max)." }),
    choices: t.field({ type: [Choice], nullable: true, resolve: (f) => f.choices ?? null }),
    default: t.string({ nullable: true, description: "The value an empty field means, when it is one of the choices.", resolve: (f) => f.default ?? null }),
    emptyLabel: t.string({ nullable: true, resolve: (f) => f.emptyLabel ?? null }),
    min: t.int({ nullable: true, resolve: (f) => f.min ?? null }),
    max: t.int({ nullable: true, resolve: (f) => f.max ?? null }),
    path: t.string({ nullable: true, description: "Where the value goes in the scenario document (dot path; a force line's field: in each man's record).", resolve: (f) => f.path ?? null }),
    required: t.string({ nullable: true, description: "Set when the scenario needs a value: what to tell an author who left it empty.", resolve: (f) => f.required ?? null }),
    requires: t.field({ type: [Requirement], resolve: (f) => f.requires ?? [] }),
  }),
});

const Range = builder.objectRef<CatalogueRange>("CatalogueRange").implement({
  fields: (t) => ({
    min: t.exposeString("min"), max: t.exposeString("max"), step: t.exposeString("step"),
    unit: t.string({ nullable: true, resolve: (r) => r.unit ?? null }),
  }),
});

const Option = builder.objectRef<CatalogueOption>("CatalogueOption").implement({
  description: "A rule option as an editor offers it: its readings (none for a number: see range), the default, the rule.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "choice, boolean or number." }),
    description: t.exposeString("description"),
    values: t.field({ type: [Choice], resolve: (o) => o.values }),
    default: t.exposeString("default"),
    rule: t.exposeString("rule"),
    range: t.field({ type: Range, nullable: true, resolve: (o) => o.range ?? null }),
  }),
});


const RulesetCatalogue = builder.objectRef<EditorCatalogue>("RulesetCatalogue").implement({
  description: "What an editor may offer for the rule system: sides, palettes, unit types, scenario fields and options, each entry citing its rule.",
  fields: (t) => ({
    sides: t.field({ type: [Side], resolve: (c) => c.sides }),
    terrain: t.field({ type: [Entry], description: "Terrain ids the system's maps may carry.", resolve: (c) => c.terrain }),
    hexsideFeatures: t.field({ type: [Entry], description: "Hexside feature types the system judges.", resolve: (c) => c.hexsideFeatures }),
    markers: t.field({ type: [Entry], description: "Hex markers the system reads from a map.", resolve: (c) => c.markers }),
    levelSides: t.field({ type: [Entry], description: "Walls and openings of building storeys (empty: no storeys).", resolve: (c) => c.levelSides }),
    fortifications: t.field({ type: [Entry], description: "Fortification types a map may carry (empty: none).", resolve: (c) => c.fortifications }),
    unitTypes: t.field({ type: [UnitType], resolve: (c) => c.unitTypes }),
    unitFields: t.field({ type: [Field], description: "Fields of one force line beyond unit type and count.", resolve: (c) => c.unitFields }),
    scenarioFields: t.field({ type: [Field], description: "Fields of the scenario beyond map, turns, sides, forces, set-up areas and victory.", resolve: (c) => c.scenarioFields }),
    options: t.field({ type: [Option], resolve: (c) => c.options }),
    scenarioFormat: t.field({
      type: "JSON", nullable: true,
      description: "How an editor writes the system's scenario document from sides, force lines and set-up hexes: kind soldiers (a soldier per man, the system's facings, edges, sequence units and victory points) or order-of-battle (forces as text, men deployed by number on printed hex ids); null when no editor form writes one.",
      resolve: (c) => c.scenarioFormat ?? null,
    }),
  }),
});

/** The entry's module catalogue; a ruleset served without a module offers only its options. */
function catalogueOf(e: RulesetEntry): EditorCatalogue {
  if (e.module) return e.module.catalogue;
  return {
    sides: [], terrain: [], hexsideFeatures: [], markers: [], levelSides: [], fortifications: [], unitTypes: [], unitFields: [], scenarioFields: [],
    options: toCatalogueOptions(e.ruleset?.options ?? []),
  };
}

builder.objectField(RulesetRef, "catalogue", (t) =>
  t.field({ type: RulesetCatalogue, description: "What an editor may offer for this rule system.", resolve: catalogueOf }),
);
