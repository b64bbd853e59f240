// A toy rule system written for the registry proof only (tests/e2e/ruleset-module.test.ts): two scouts on a hex
// field take turns; one may move a hex or shoot once per activation at the other if the wood does not block the line.
// Its module carries everything the services ask of a system (ruleset, LOS policy, fire and command odds, bot,
// catalogue, shipped scenario and map), so the API and a worker serve it with no service file naming it.
import { z } from "zod";
import { OK, checkCommand, defineCommand, defineNumberOption, defineRuleset, numberOption, defineTurnCommand, defineTurnModel, reject, summarizeProvenance } from "@tactica/engine";
import type { Command, MatchState, Provenance, Ruleset, Seat } from "@tactica/engine";
import { fromEntries, rational, toDecimal, toFractionString } from "@tactica/dice";
import type { Distribution, Rational } from "@tactica/dice";
import { compileMap } from "@tactica/map";
import type { CompiledMap, MapDocument } from "@tactica/map";
import { createBlockingJudge, createSighting, defineLosPolicy, toLosGrid } from "@tactica/sighting";
import type { LosPolicy } from "@tactica/sighting";
import type { CommandOddsExplainer, FireOddsExplainer, OddsOutcome, RulesetModule } from "@tactica/ruleset-module";
import { toCatalogueOptions } from "@tactica/ruleset-module";

export const HEX_DUEL_ID = "hex-duel";
export const HEX_DUEL_MAP_ID = "hex-duel-field";
export const HEX_DUEL_SCENARIO_ID = "hex-duel-meeting";
const SEATS: readonly Seat[] = ["north", "south"];
const RULE = (n: number) => `Hex Duel ${n}`;
const BOOK: Provenance = { kind: "book", section: "Hex Duel 4" };

/** Hex Duel 1: a 6 x 3 field; the two wood hexes block sight (you see into a wood hex, not through it). */
export const HEX_DUEL_MAP: MapDocument = {
  schemaVersion: 2, id: HEX_DUEL_MAP_ID, name: "Hex Duel field", system: HEX_DUEL_ID, provenance: "placeholder", orientation: "flat",
  hexes: [0, 1, 2, 3, 4, 5].flatMap((q) => [0, 1, 2].map((r) => ({ hex: { q, r }, terrain: (q === 2 || q === 3) && r === 1 ? "wood" : "clear" }))),
} as MapDocument;

/** Hex Duel 1: sight is blocked by wood only, and is mutual; a line along a hexside is clear if either side is. */
export const hexDuelLosPolicy: LosPolicy<CompiledMap, unknown> = defineLosPolicy<CompiledMap, unknown>({
  system: HEX_DUEL_ID,
  tie: { policy: "clear-if-either", rule: RULE(1) },
  postures: ["stand"],
  mutual: () => ({ mutual: true, rule: RULE(1) }),
  prepare: (map) => {
    const wood = new Uint8Array(map.cellCount);
    for (let c = 0; c < map.cellCount; c++) wood[c] = map.terrainIds[map.terrain[c] ?? 0] === "wood" ? 1 : 0;
    return { ok: true, value: createBlockingJudge(toLosGrid(map), wood, { policy: "clear-if-either", rule: RULE(1) }) };
  },
});

const FIELD = compileMap(HEX_DUEL_MAP);
const sighting = (() => {
  const s = createSighting(hexDuelLosPolicy, FIELD, {});
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
})();

type Hex = { readonly q: number; readonly r: number };
type Scout = { readonly at: Hex; readonly hp: number };
type Game = { readonly scouts: Readonly<Record<Seat, Scout>>; readonly shotAt: number | null };
type Turn = { readonly at: number; readonly round: number; readonly turns: number };
type State = MatchState<Game, Turn>;

const acting = (t: Turn): Seat => SEATS[t.at % 2] ?? "north";
const enemyOf = (seat: Seat): Seat => (seat === "north" ? "south" : "north");
const onField = (h: Hex) => h.q >= 0 && h.q <= 5 && h.r >= 0 && h.r <= 2;
const distance = (a: Hex, b: Hex) => (Math.abs(a.q - b.q) + Math.abs(a.r - b.r) + Math.abs(a.q + a.r - b.q - b.r)) / 2;
const sees = (a: Hex, b: Hex) => {
  const r = sighting.check({ hex: a, posture: "stand" }, { hex: b, posture: "stand" });
  return r.ok && r.value.clear;
};

/** Hex Duel 4: how far short range reaches, a number a rulings pack may set (a numeric option for the API's tests). */
export const SHORT_RANGE = defineNumberOption({
  id: "hex-duel/short_range", description: "The longest range, in hexes, at which a shot hits on 4 or more.",
  min: 1, max: 5, step: 1, default: 3, unit: "hexes", citation: RULE(4),
});
const DEFAULT_SHORT = Number(SHORT_RANGE.default);

/** Hex Duel 4: a shot hits on a d6 roll of 4 or more, 5 or more beyond short range (3 hexes unless the pack says). */
export const hitNumber = (range: number, short = DEFAULT_SHORT) => (range > short ? 5 : 4);
const hitChance = (range: number, short: number): Rational => rational(BigInt(7 - hitNumber(range, short)), 6n);
const shotOdds = (range: number, short = DEFAULT_SHORT): Distribution<"hit" | "miss"> => {
  const p = hitChance(range, short);
  return fromEntries([["hit", p], ["miss", rational(p.den - p.num, p.den)]]);
};
const rows = (d: Distribution<string>): OddsOutcome[] => [...d.entries()].map(([outcome, p]) => ({ outcome, probability: toFractionString(p), decimal: toDecimal(p, 6) }));
const rangeModifier = (range: number, short = DEFAULT_SHORT) => ({ name: range > short ? "long range" : "short range", value: hitNumber(range, short), rule: RULE(4), provenance: BOOK });

/** Hex Duel 2: the acting scout ends his activation; after both have acted the round ends. */
const pass = defineTurnCommand<Turn, Game, Record<string, never>>({
  schema: z.object({}).strict(), rule: RULE(2),
  validate: (t, cmd) => (acting(t) === cmd.seat ? OK : reject("turn/not_your_activation", `${acting(t)} is acting, not ${cmd.seat}`, RULE(2))),
  resolve: (t) => {
    const at = t.at + 1;
    const turn = { ...t, at, round: at % 2 === 0 ? t.round + 1 : t.round };
    return { turn, events: [{ type: "turn/activation_started", data: { seat: acting(turn), round: turn.round } }] };
  },
});

const turnModel = defineTurnModel<Turn, Game>({
  kind: "alternating",
  commands: { "turn/pass": pass },
  status: (t) => ({ round: t.round, step: "act", actors: [acting(t)], over: t.round > t.turns }),
  view: (t) => t,
  candidates: (_t, seat) => [{ type: "turn/pass", seat, payload: {} }],
});

/** Hex Duel 3: the acting scout moves to an adjacent clear hex of the field not held by the other. */
const move = defineCommand<Game, Turn, Hex>({
  schema: z.object({ q: z.number().int(), r: z.number().int() }).strict(), rule: RULE(3), actor: "active",
  validate: (s, cmd) => {
    const me = s.game.scouts[cmd.seat], foe = s.game.scouts[enemyOf(cmd.seat)];
    if (!me || !foe) return reject("duel/no_scout", "no such scout", RULE(3));
    if (!onField(cmd.payload) || distance(me.at, cmd.payload) !== 1) return reject("duel/bad_move", "a scout moves one hex, on the field", RULE(3));
    if (FIELD.terrainIds[FIELD.terrain[FIELD.indexOf(cmd.payload.q, cmd.payload.r)] ?? 0] === "wood") return reject("duel/bad_move", "a scout cannot enter the wood", RULE(3));
    if (foe.at.q === cmd.payload.q && foe.at.r === cmd.payload.r) return reject("duel/bad_move", "the other scout holds that hex", RULE(3));
    return OK;
  },
  resolve: (s, cmd) => ({
    state: { ...s, game: { ...s.game, scouts: { ...s.game.scouts, [cmd.seat]: { ...s.game.scouts[cmd.seat]!, at: cmd.payload } } } },
    events: [{ type: "duel/moved", data: { seat: cmd.seat, to: cmd.payload } }],
  }),
});

/** Hex Duel 4: once per activation, the acting scout shoots the other if he sees him; a hit takes one of his 2 hits. */
const shoot = defineCommand<Game, Turn, Record<string, never>>({
  schema: z.object({}).strict(), rule: RULE(4), actor: "active",
  validate: (s, cmd) => {
    const me = s.game.scouts[cmd.seat], foe = s.game.scouts[enemyOf(cmd.seat)];
    if (!me || !foe) return reject("duel/no_scout", "no such scout", RULE(4));
    if (s.game.shotAt === s.turn.at) return reject("duel/already_shot", "a scout shoots once per activation", RULE(4));
    if (!sees(me.at, foe.at)) return reject("fire/no_los", "the wood blocks the line of sight", RULE(1));
    return OK;
  },
  resolve: (s, cmd, dice, ctx) => {
    const target = enemyOf(cmd.seat);
    const foe = s.game.scouts[target]!;
    const range = distance(s.game.scouts[cmd.seat]!.at, foe.at);
    const roll = dice.roll(6);
    const hit = roll >= hitNumber(range, numberOption(ctx.options, SHORT_RANGE));
    const scouts = { ...s.game.scouts, [target]: { ...foe, hp: hit ? foe.hp - 1 : foe.hp } };
    return { state: { ...s, game: { scouts, shotAt: s.turn.at } }, events: [{ type: "duel/shot", data: { seat: cmd.seat, target, range, roll, hit } }] };
  },
});

const scenarioSchema = z.object({ turns: z.number().int().min(1).max(20) }).strict();

/** The Hex Duel ruleset: north at the west end, south at the east end of the clear row. */
export const hexDuelRuleset = defineRuleset<Game, Turn, z.infer<typeof scenarioSchema>>({
  id: HEX_DUEL_ID, version: "1", geometry: "hex", turnModel,
  commands: { move, shoot },
  options: [SHORT_RANGE],
  scenario: scenarioSchema,
  setup: (sc) => ({
    seats: SEATS,
    game: { scouts: { north: { at: { q: 0, r: 0 }, hp: 2 }, south: { at: { q: 5, r: 0 }, hp: 2 } }, shotAt: null },
    turn: { at: 0, round: 1, turns: sc.turns },
  }),
  view: (s: State) => s.game,
  legalActions: (s, seat): Command[] => [{ type: "shoot", seat, payload: {} }, ...[[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]].map(([dq, dr]) => {
    const at = s.game.scouts[seat]?.at ?? { q: 0, r: 0 };
    return { type: "move", seat, payload: { q: at.q + (dq ?? 0), r: at.r + (dr ?? 0) } };
  })],
  isOver: (s) => Object.values(s.game.scouts).some((sc) => sc.hp <= 0),
  // Hex Duel 5 (the bot): shoot when it may, then end the activation.
  bot: (s, seat): Command | undefined => {
    if (acting(s.turn) !== seat) return undefined;
    const me = s.game.scouts[seat], foe = s.game.scouts[enemyOf(seat)];
    const mayShoot = me !== undefined && foe !== undefined && s.game.shotAt !== s.turn.at && sees(me.at, foe.at);
    return mayShoot ? { type: "shoot", seat, payload: {} } : { type: "turn/pass", seat, payload: {} };
  },
});

/** Fire odds of a shot at `range` hexes, or at the range of the line `sight` gives, at the default short range [Hex Duel 4]. */
const fireOdds: FireOddsExplainer = {
  takesSight: true,
  answer(situation, sight) {
    const parsed = z.object({ range: z.number().int().min(1).max(20).optional() }).strict().safeParse(situation);
    if (!parsed.success) return { ok: false, code: "odds/invalid_situation", message: `situation: ${parsed.error.issues[0]?.message ?? "invalid"}` };
    const range = sight?.range ?? parsed.data.range;
    if (range === undefined) return { ok: false, code: "odds/invalid_situation", message: "situation.range: required unless sight places the two scouts on the field" };
    return {
      ok: true,
      value: {
        system: HEX_DUEL_ID, outcomes: rows(shotOdds(range)), modifiers: [rangeModifier(range)], provenance: summarizeProvenance([{ provenance: BOOK }]),
        notes: [], details: { range, hitNumber: hitNumber(range) },
      },
    };
  },
};

/** Odds of a `shoot` the seat could send now: the command's own check first, then the hit chance at the range [Hex Duel 4]. */
const commandOdds: CommandOddsExplainer = {
  commands: ["shoot"],
  explain(ruleset, state, command) {
    if (command.type !== "shoot") return { ok: false, error: { code: "odds/not_explained", message: `No exact-odds explainer for "${command.type}"; explained: shoot.`, rule: "" } };
    const checked = checkCommand(ruleset, state, { type: command.type, seat: command.seat, payload: command.payload ?? {} });
    if (!checked.ok) return { ok: false, error: checked.error };
    const game = (state as State).game;
    const target = enemyOf(command.seat);
    const range = distance(game.scouts[command.seat]!.at, game.scouts[target]!.at);
    const short = numberOption((state as State).options, SHORT_RANGE);
    return {
      ok: true,
      value: {
        command: "shoot", seat: command.seat, notes: [], provenance: summarizeProvenance([{ provenance: BOOK }]),
        parts: [{ target, outcomes: rows(shotOdds(range, short)), modifiers: [rangeModifier(range, short)], details: { range, hitNumber: hitNumber(range, short) } }],
      },
    };
  },
};

/** Hex Duel as a registry module. */
export const hexDuelModule: RulesetModule = {
  id: HEX_DUEL_ID,
  name: "Hex Duel (test)",
  // Ruleset<G, T, Sc> is contravariant through its callbacks; the services pass back only states they got from it.
  ruleset: hexDuelRuleset as unknown as Ruleset,
  scenarios: {
    shipped: [{
      id: HEX_DUEL_SCENARIO_ID, title: "Meeting in the field", brief: "Two scouts meet across the wood.", rule: RULE(6), mapId: HEX_DUEL_MAP_ID,
      document: { turns: 3 }, turnLimit: 3, sides: [{ seat: "north", name: "North", force: "1 scout" }, { seat: "south", name: "South", force: "1 scout" }],
    }],
    outline: (doc) => {
      const parsed = scenarioSchema.safeParse(doc);
      return parsed.success ? { turnLimit: parsed.data.turns, sides: SEATS.map((seat) => ({ seat, name: seat, force: "1 scout" })) } : undefined;
    },
    sideOfPath: () => null,
  },
  maps: { shipped: [HEX_DUEL_MAP], playsStoredMaps: false },
  sighting: { compile: (doc) => compileMap(doc), policy: hexDuelLosPolicy, rangeUnit: "hex" },
  odds: { fire: fireOdds, command: commandOdds },
  jobs: {},
  catalogue: {
    sides: [{ id: "north", name: "North" }, { id: "south", name: "South" }],
    terrain: [{ id: "clear", name: "Clear", rule: RULE(1) }, { id: "wood", name: "Wood", rule: RULE(1) }],
    hexsideFeatures: [], markers: [], levelSides: [], fortifications: [], unitTypes: [{ id: "scout", name: "Scout", rule: RULE(3), men: 1 }],
    unitFields: [], scenarioFields: [], options: toCatalogueOptions([SHORT_RANGE]),
  },
};
