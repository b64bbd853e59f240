// The slices of the game state that each subsystem keeps (their functions stay in the subsystem's own file, which
// re-exports its slice type): declared here, below every subsystem, so that state.ts can hold them all without
// importing the subsystems back.
import type { Status } from "../combat/casualty";
import type { ArtilleryRounds } from "../scenarios/parse-force";
import type { Vector } from "./hex-id";
import type { Side } from "./state";

// night.ts
/** Night state [16.0-16.46]: declared movers, this turn's spotted pairs, last turn's firing and explosion hexes. */
export type NightState = {
  readonly movers: Readonly<Record<string, readonly string[]>>;
  readonly spotted: Readonly<Record<string, readonly string[]>>;
  readonly firings: readonly string[];
  readonly explosions: readonly string[];
};

// engagement.ts
/**
 * The Rules of Engagement of the Recon, Raid, Ambush and Assault situations [26.4, 26.66, 26.76, 26.86, 26.96]
 * on the placeholder board. The section art is not in the text, so β's map-section is a placeholder: the middle
 * third of the columns in the bottom half of the rows (the bottom-middle letter of the situation's layout:
 * Recon D, Raid A, Ambush E, Assault C — each a section the book allows β). Seams are not modelled.
 */
export type EngagementState = {
  /** β's map-section letter [26.62, 26.72, 26.82, 26.92 a]. */
  readonly section: string;
  /** Its printed hex box on the placeholder board (provenance: placeholder). */
  readonly zone: { readonly c0: number; readonly c1: number; readonly r0: number; readonly r1: number };
  /** β men still hidden from α and spectators [26.4, 26.66 a]; a revealed man is public for the rest of the game. */
  readonly hidden: readonly string[];
  /** The Game-Turn being played (turn 1 at set-up; phase H moves it on) [26.96 a, b]. */
  readonly round: number;
};

// mines.ts
/**
 * One side's mines [18.0]: the OB allowance and the secret hexes (anti-personnel mines per hex), plus the
 * anti-tank mines per hex when option patrol/ob_mine_type lets the owner choose (at-mines.ts) [18.2].
 */
export type MineField = { readonly allowance: number; readonly hexes: Readonly<Record<string, number>>; readonly at?: Readonly<Record<string, number>> };
/** Both sides' mines; each side's hexes are secret from the other until a mine detonates [18.0, 26.96 c]. */
export type MinesState = Readonly<Record<Side, MineField>>;

// wire.ts
/**
 * Barbed wire (optional rule 28.3): β's wire hexes (public: 26.96 e deploys it openly; the Raid's β deploys openly,
 * 26.72) and the "bridges" — men lying prone on the wire so that friends may cross.
 */
export type WireState = {
  /** Wire markers β may lay: the OB's BW figure (option patrol/barbed_wire_count "replaces_mines": one per mine). */
  readonly allowance: number;
  readonly hexes: readonly string[];
  /** Bridge man id -> the wire hex he lies on. */
  readonly bridges: Readonly<Record<string, string>>;
};

// leadership.ts
/** Who leads a side under the optional Leader rules [28.41, 28.45]: the man in charge from a turn, and the fallen one. */
export type Leadership = { readonly id: string | null; readonly from: number; readonly fallen: string | null };

// entry.ts
/**
 * Variable entry and exit [26.2] and the Preliminary Movement Plot, on the placeholder sections (map-sections.ts).
 * A side that enters by 26.2 ("enter": both sides of the Patrol, α of the Recon and the Ambush) draws an entry and an
 * exit chit, writes one route for its column, and rolls its entry turn; its men start off the map and walk the
 * route single file at half speed until Contact. A side that only draws an exit ("exit": β of the Recon [26.62]
 * and of the Ambush [26.82]) exits through that edge section. Everything here is secret to the side, except the
 * Ambush route by sections, which α announces [26.82].
 */
export type SideEntry = {
  /** Entry edge-section chit (α 1-5, β 6-0), absent for an exit-only draw. */
  readonly entry?: number;
  /** Exit edge-section chit: the only edge the side's men may leave by [26.2 Step 1, 26.56 d]. */
  readonly exit: number;
  /** The Preliminary Movement Plot: the column's hexes from the entry hex on [26.2 Step 2]. */
  readonly route?: readonly string[];
  /** The route by sections, announced to β in the Ambush [26.82]. */
  readonly sections?: readonly string[];
  /** The Game-Turn the lead man enters [26.2 Step 3]. */
  readonly entryTurn?: number;
  /** The column's men in file order (lead first) and the route index each has reached (-1: not entered yet). */
  readonly progress?: Readonly<Record<string, number>>;
  /** The pre-plot no longer binds (Contact, or every man at the end of the route) [26.56 d, 26.66 d, 26.86 a]. */
  readonly ended?: boolean;
  /** The Assault's broad front: the edge hex each man enters at [26.92 b]. */
  readonly front?: Readonly<Record<string, string>>;
};
/** The match's 26.2 state: what each side must draw, and its draws. */
export type EntryState = {
  /** "front": the Assault's α, who picks its edge (2, 3 or 4) and enters in a broad front [26.92 b]. */
  readonly roles: Partial<Record<Side, "enter" | "exit" | "front">>;
  readonly sides: Partial<Record<Side, SideEntry>>;
};

// waves.ts
/**
 * Human waves [27.53 Mt. Austen, 27.82 Ha-Erh-Pin, Assault Situation]: the 50-man α (Japanese; Chinese Militia)
 * begins with 15 RF men on the map (its other men too); each time one of them is incapacitated or killed another
 * comes on through α's entry edge, up to the 50 [27.53 Special Notes; 27.82 "the same technique"]. Japanese RF may
 * never fall prone [27.53] (a plot rule here; read as not extending to 27.82, whose note names the technique only).
 * The entry hex is a placeholder (the section art is not in the text): the top-edge hex nearest the middle with room.
 */
export type WavesState = { readonly reserve: readonly string[]; readonly noProne: boolean };

// horses.ts
/**
 * Horses (optional rule 28.2, scenario `horses: true`): α's OB horses ("+N horse", e.g. Tsaritsyn 27.25; Alpha-only
 * counters, 3.34) start under α's first N men. Mounting and dismounting cost 5 MP each [28.21] (executed at the
 * start of the movement phase, before any move: a reading); a horse moves 20 MP a turn at the men's terrain costs
 * and never goes prone [28.22] (option patrol/horse_tick: 2 horse MP per tick by default); a rider fires only from
 * a stationary horse, i.e. in a turn he does not move, mount or dismount [28.23]. A horse and rider stack as one man
 * [28.24]. Reading of 28.25 "the same vulnerability as a man": every result against a rider strikes his horse too;
 * a horse wounded, incapacitated or killed throws its rider and stays where it is, unusable; a rider incapacitated
 * or killed falls off. The fall is the outer blast radius of a grenade: AS 5 (the frag row at distance 2) against
 * his defense there, and stun (11.8, an inference of the digest) [28.24]. A rider fights hand-to-hand as "an RF(BR/SR)
 * Erect, normal man" [28.23] (`toRiderHandToHand`), and a horse never goes prone, so a rider stays erect where a man
 * on foot would fall prone (Contact, panic; `keepsRiderErect`, a reading of 28.22: the book has no rider rule for
 * Contact). A riderless horse is a target of its own (`toHorseTarget`, 28.25).
 */
export type Horse = { readonly id: string; readonly status: Status; readonly hex: string | null };
/** The match's horses by id; a mounted horse's place is its rider's (`Man.mounted`). */
export type HorsesState = Readonly<Record<string, Horse>>;

// pillbox.ts
/**
 * Pillboxes [9.6] (β only, 3.x counter list): a marker in one hex with two firing slits and one entrance, the three
 * aperture hexsides [9.61]. Up to three men inside (the garrison), listed in `inside`; anyone else in the hex is on
 * top of it, outside, and defends as in clear terrain [9.68]. The marker art is not in the text, so the default
 * orientation (entrance to the south, D; slits north and north-east, A and B) is a placeholder a scenario
 * overrides. `hidden`: the Recon's pillbox, off the map for α until revealed [26.62, 26.66 a].
 */
export type Pillbox = {
  readonly id: string;
  readonly side: Side;
  readonly hex: string;
  readonly door: Vector;
  readonly slits: readonly Vector[];
  readonly inside: readonly string[];
  readonly hidden: boolean;
  /** A smoke grenade [11.53] or a rocket hit [14.22] filled the interior: nobody fires out until it clears. */
  readonly smoke: boolean;
  /** α men who spotted it [26.64]. */
  readonly spotters: readonly string[];
  /** Crushed by a tank [23.52] or a medium or heavier round [17.41]: a crater now; kept for the spotting points. */
  readonly destroyed?: boolean;
};

// claymore.ts
/**
 * Claymore mines [18.5] (OB "CLY", American forces only): secretly emplaced before the first Game-Turn in a hex,
 * pointed at one hexside; fired by a designated detonator in the DF segment [18.51] or by a tripwire [18.52]; a
 * blast cone of fixed Attack Strengths [18.54], everyone in it at least stunned [18.53].
 */
export type Claymore = {
  readonly id: string;
  readonly hex: string;
  readonly facing: Vector;
  /** Tripwire anchor hex, inside the cone [18.52]. */
  readonly anchor?: string;
  /** Designated detonator [18.51]. */
  readonly detonator?: string;
  readonly fired?: boolean;
};
/** One side's Claymores: the OB allowance and the emplaced mines (secret from the other side until one fires). */
export type ClaymoreField = { readonly allowance: number; readonly placed: readonly Claymore[] };
/** Both sides' Claymores; `sprungRound`: the turn β opened an Ambush with one (26.86 d). */
export type ClaymoreState = { readonly alpha: ClaymoreField; readonly bravo: ClaymoreField; readonly sprungRound?: number };

// snipers.ts
/**
 * Spider holes and snipers [28.7]: a variant of the Ambush for a Japanese vs American OB with the Japanese as β.
 * β fields three BR snipers instead of its force, each in a crater (its spider hole); men and holes are completely
 * and secretly hidden. A sniper is revealed when he moves, when an American moves adjacent to him, when he fires,
 * or by sighting: each American with a clear LOS to him has a 10% chance (a Panic chit "1"). The text breaks off
 * ("…how many Americans could possibly sight his firing men,"), so when the sighting draw happens is option
 * patrol/sniper_sighting: "each_turn" (after movement, firing also reveals) or "after_firing" (the draw is made in
 * the turns a sniper fires, and firing alone does not reveal him). A hole is off the map (no terrain effect) until
 * its sniper is revealed; then it is a crater marker [9.84].
 */
export type SniperState = {
  /** Each sniper's hole (hex), secret from α until he is revealed. */
  readonly holes: Readonly<Record<string, string>>;
  readonly sighting: "each_turn" | "after_firing";
};

// vehicles.ts
/** Vehicle kinds of the OBs [27.0]: tank [23.0], roofed APC [24.0], halftrack (open compartment) [24.8]. */
export type VehicleKind = "tank" | "apc" | "halftrack";
/** Crew posts [23.22, 24.0]: a tank has commander, driver, gunner, loader (and a hull gunner before 1946); an APC driver and commander. */
export type CrewPost = "commander" | "driver" | "gunner" | "loader" | "hull";
/** One vehicle counter [23.0-24.8]: all public (counters on the map). */
export type Vehicle = {
  readonly id: string;
  readonly side: Side;
  readonly kind: VehicleKind;
  readonly hex: string;
  /** Hull front hexside (the rear hex is opposite, 23.8, 24.11). */
  readonly facing: Vector;
  /** A tank's turret facing: main gun and coaxial MG fire into its arc [23.33]; TT turns it. */
  readonly turret?: Vector;
  /** The turret cannot traverse: it points straight ahead (St. Julien's French tank, 27.13). */
  readonly fixedTurret?: boolean;
  /** Commander open in the hatch (swivel MG usable, exposed, no panic [23.32, 23.41]) or buttoned down. */
  readonly open: boolean;
  /** Crew status by post (the Tank Crew Status Chart [23.21]). */
  readonly crew: Readonly<Partial<Record<CrewPost, Status>>>;
  /** M: can no longer move [14.23, 18.2]. */
  readonly immobilized: boolean;
  /** T: turret and hull weapons destroyed [14.23]. */
  readonly weaponsOut: boolean;
  /** B / D: the round in whose F segment it blows up [14.23]. */
  readonly explodesRound: number | null;
  /** Destroyed (blown up or obliterated): stays on the map, blocks LOS, cannot be entered [14.23]. */
  readonly destroyed: boolean;
  /** The crew has bailed out [23.7] (the vehicle is uninhabitable for victory [26.95]). */
  readonly bailedOut: boolean;
  /** Round in which its turret weapons (main gun, coaxial MG) last fired: with the loader hurt, every other turn [23.24]. */
  readonly firedRound: number | null;
  /** Smoke hexes its turret gun sighted before they became smoke, and from where [11.56] (absent: none). */
  readonly smokeSight?: SmokeSight;
};

// smoke-sight.ts
/**
 * Smoke a tank sighted before it became smoke [11.56]: "A tank's Turret gun may fire into, through, or out of a
 * Smoke hex it has sighted before the hex became a Smoke hex. The tank may not have moved from the sighting
 * position." Reading: the "Turret gun" is the main gun and the coaxial MG, the weapons on the turret axis [23.33];
 * the hatch MG is the commander's, not the turret gun [23.32], and the hull MG is in the hull [23.31].
 */
export type SmokeSight = {
  /** The sighting position: the memory holds only while the tank stands here. */
  readonly from: string;
  /** The smoke hexes it had in sight (LOS not blocked) the moment each became smoke, sorted. */
  readonly hexes: readonly string[];
};

// artillery-state.ts
/** Artillery weight [17.31]: Light, Medium, Heavy, Super-Heavy. */
export type ArtilleryWeight = ArtilleryRounds["weight"];
/** What a round carries: high explosive, smoke [17.5] or illumination [17.6]. */
export type RoundKind = "HE" | "smoke" | "illumination";
/** One listed round [17.82]: target hex and weight fixed before play; the impact turn fixed then (Planned) or called later (Called). */
export type ArtilleryRound = {
  readonly id: string;
  readonly side: Side;
  readonly weight: ArtilleryWeight;
  readonly fireClass: "planned" | "called";
  readonly kind: RoundKind;
  readonly hex: string;
  /** Game-Turn of impact; null for a Called round not yet called. */
  readonly turn: number | null;
  readonly fired: boolean;
};
/** The artillery of a match: each side's OB allocation [17.81], the listed rounds (secret until impact), rounds due now. */
export type ArtilleryState = {
  readonly allocation: Readonly<Record<Side, readonly ArtilleryRounds[]>>;
  readonly rounds: readonly ArtilleryRound[];
  /** Ids of the rounds impacting in this turn's F2, waiting for the barrage resolution (public). */
  readonly due: readonly string[];
  /** Crater hexes [25.2 c]. */
  readonly craters: readonly string[];
  /** Illuminated areas [17.6]: from the turn after impact, for two turns. */
  readonly illumination: readonly { readonly hex: string; readonly radius: number; readonly from: number; readonly until: number }[];
};
