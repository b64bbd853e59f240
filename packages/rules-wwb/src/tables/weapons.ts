// Weapon Cards (WWB 2.0 Weapons Cards; 8.1 step 3). Only the M1 Garand's short band (Yellow up to 3 MHx), its next
// band's die (Blue) and its standing modifier (-1) are printed in the text; the Kar 98K's two bands come from a
// review (external); every other number is a PLACEHOLDER (the cards are lost with the pictures).
import type { Provenance } from "@tactica/engine";
import { fromBook, fromExternal, placeholder } from "@tactica/engine";
import type { DieColour } from "./dice";
import type { Stance } from "./levels";

/** A value with where it comes from. */
export type Cell<T> = { readonly value: T; readonly provenance: Provenance };
/** One range band: die and its maximum range in MHx. */
export type RangeBand = { readonly die: Cell<DieColour>; readonly maxMhx: Cell<number> };

/** A Weapon Card: the fields of WWB 2.0, each with provenance. */
export type WeaponCard = {
  readonly id: string;
  readonly name: string;
  readonly faction: "us" | "british" | "wehrmacht" | "regio_esercito";
  readonly kind: "primary" | "personal";
  readonly specialistOnly: boolean;
  readonly bands: readonly [RangeBand, RangeBand, RangeBand];
  readonly suppressionDie: Cell<DieColour>;
  readonly clips: Cell<number>;
  readonly attacksPerClip: Cell<number>;
  /** 1-based attack boxes carrying the suppression icon. */
  readonly suppressionBoxes: Cell<readonly number[]>;
  readonly enBloc: Cell<boolean>;
  readonly boltAction: Cell<boolean>;
  readonly armourPiercing: Cell<number>;
  readonly stanceModifier: Readonly<Record<Stance, Cell<number>>>;
  readonly teamMachinegun: boolean;
  readonly heavy: boolean;
};

const P = (note: string): Provenance => placeholder(`${note}: the Weapon Cards are lost with the pictures (digest §13.1 item 1); invented`);
const c = <T>(value: T, provenance: Provenance): Cell<T> => Object.freeze({ value, provenance });
const band = (die: DieColour, dieP: Provenance, maxMhx: number, maxP: Provenance): RangeBand => ({ die: c(die, dieP), maxMhx: c(maxMhx, maxP) });

function card(w: Omit<WeaponCard, "teamMachinegun" | "heavy"> & { teamMachinegun?: boolean; heavy?: boolean }): WeaponCard {
  return Object.freeze({ teamMachinegun: false, heavy: false, ...w });
}

const book81 = fromBook("WWB 8.1 step 3 (M1 Garand example)");
const review = fromExternal("third-party review of the game, oldschoolworkshop.blogspot.com 2017 (Kar 98K: Yellow within 4 MHx, Blue up to 12); not the rulebook");

/** The weapons shipped (four rifles, one per faction, an SMG, the team machinegun and a pistol). */
export const WEAPONS: Readonly<Record<string, WeaponCard>> = Object.freeze({
  m1_garand: card({
    id: "m1_garand", name: "M1 Garand", faction: "us", kind: "primary", specialistOnly: false,
    bands: [band("yellow", book81, 3, book81), band("blue", book81, 8, P("M1 Garand band 2 range")), band("green", P("M1 Garand band 3 die"), 14, P("M1 Garand band 3 range"))],
    suppressionDie: c("grey", P("M1 Garand suppression die")), clips: c(4, P("M1 Garand clips")), attacksPerClip: c(4, P("M1 Garand attacks")),
    suppressionBoxes: c([2, 3, 4], P("M1 Garand suppression boxes")), enBloc: c(true, P("M1 Garand en-bloc flag")), boltAction: c(false, P("M1 Garand bolt flag")),
    armourPiercing: c(0, P("M1 Garand AP")),
    stanceModifier: { standing: c(-1, fromBook("WWB 8.1 step 4 (M1 Garand standing shot -1)")), kneeling: c(0, P("M1 Garand kneeling modifier")), prone: c(0, P("M1 Garand prone modifier")) },
  }),
  kar98k: card({
    id: "kar98k", name: "Kar 98K", faction: "wehrmacht", kind: "primary", specialistOnly: false,
    bands: [band("yellow", review, 4, review), band("blue", review, 12, review), band("green", P("Kar 98K band 3 die"), 16, P("Kar 98K band 3 range"))],
    suppressionDie: c("pink", P("Kar 98K suppression die")), clips: c(5, P("Kar 98K clips")), attacksPerClip: c(3, P("Kar 98K attacks")),
    suppressionBoxes: c([2, 3], P("Kar 98K suppression boxes")), enBloc: c(false, P("Kar 98K en-bloc flag")), boltAction: c(true, P("Kar 98K bolt flag")),
    armourPiercing: c(0, P("Kar 98K AP")),
    stanceModifier: { standing: c(-1, P("Kar 98K standing modifier")), kneeling: c(0, P("Kar 98K kneeling modifier")), prone: c(0, P("Kar 98K prone modifier")) },
  }),
  lee_enfield: card({
    id: "lee_enfield", name: "Lee-Enfield No.4", faction: "british", kind: "primary", specialistOnly: false,
    bands: [band("yellow", P("Lee-Enfield band 1 die"), 4, P("Lee-Enfield band 1 range")), band("blue", P("Lee-Enfield band 2 die"), 12, P("Lee-Enfield band 2 range")), band("green", P("Lee-Enfield band 3 die"), 16, P("Lee-Enfield band 3 range"))],
    suppressionDie: c("grey", P("Lee-Enfield suppression die")), clips: c(5, P("Lee-Enfield clips")), attacksPerClip: c(4, P("Lee-Enfield attacks")),
    suppressionBoxes: c([2, 3, 4], P("Lee-Enfield suppression boxes")), enBloc: c(false, P("Lee-Enfield en-bloc flag")), boltAction: c(true, P("Lee-Enfield bolt flag")),
    armourPiercing: c(0, P("Lee-Enfield AP")),
    stanceModifier: { standing: c(-1, P("Lee-Enfield standing modifier")), kneeling: c(0, P("Lee-Enfield kneeling modifier")), prone: c(0, P("Lee-Enfield prone modifier")) },
  }),
  carcano: card({
    id: "carcano", name: "Carcano M91", faction: "regio_esercito", kind: "primary", specialistOnly: false,
    bands: [band("yellow", P("Carcano band 1 die"), 3, P("Carcano band 1 range")), band("red", P("Carcano band 2 die"), 10, P("Carcano band 2 range")), band("green", P("Carcano band 3 die"), 14, P("Carcano band 3 range"))],
    suppressionDie: c("pink", P("Carcano suppression die")), clips: c(5, P("Carcano clips")), attacksPerClip: c(3, P("Carcano attacks")),
    suppressionBoxes: c([2, 3], P("Carcano suppression boxes")), enBloc: c(true, P("Carcano en-bloc flag")), boltAction: c(true, P("Carcano bolt flag")),
    armourPiercing: c(0, P("Carcano AP")),
    stanceModifier: { standing: c(-1, P("Carcano standing modifier")), kneeling: c(0, P("Carcano kneeling modifier")), prone: c(0, P("Carcano prone modifier")) },
  }),
  thompson: card({
    id: "thompson", name: "Thompson M1A1", faction: "us", kind: "primary", specialistOnly: true,
    bands: [band("black", P("Thompson band 1 die"), 1, P("Thompson band 1 range")), band("red", P("Thompson band 2 die"), 3, P("Thompson band 2 range")), band("grey", P("Thompson band 3 die"), 5, P("Thompson band 3 range"))],
    suppressionDie: c("yellow", P("Thompson suppression die")), clips: c(4, P("Thompson clips")), attacksPerClip: c(5, P("Thompson attacks")),
    suppressionBoxes: c([1, 2, 3], P("Thompson suppression boxes")), enBloc: c(false, P("Thompson en-bloc flag")), boltAction: c(false, P("Thompson bolt flag")),
    armourPiercing: c(0, P("Thompson AP")),
    stanceModifier: { standing: c(0, P("Thompson standing modifier")), kneeling: c(0, P("Thompson kneeling modifier")), prone: c(0, P("Thompson prone modifier")) },
  }),
  mg42: card({
    id: "mg42", name: "MG 42 (team machinegun)", faction: "wehrmacht", kind: "primary", specialistOnly: true, teamMachinegun: true, heavy: true,
    bands: [band("black", P("MG 42 band 1 die"), 3, P("MG 42 band 1 range")), band("purple", P("MG 42 band 2 die"), 8, P("MG 42 band 2 range")), band("red", P("MG 42 band 3 die"), 16, P("MG 42 band 3 range"))],
    suppressionDie: c("black", P("MG 42 suppression die")), clips: c(3, P("MG 42 clips")), attacksPerClip: c(6, P("MG 42 attacks")),
    suppressionBoxes: c([1, 2, 3], P("MG 42 suppression boxes")), enBloc: c(false, P("MG 42 en-bloc flag")), boltAction: c(false, P("MG 42 bolt flag")),
    armourPiercing: c(1, P("MG 42 AP")),
    stanceModifier: { standing: c(-2, P("MG 42 standing modifier")), kneeling: c(-1, P("MG 42 kneeling modifier")), prone: c(0, P("MG 42 prone modifier")) },
  }),
  colt_m1911: card({
    id: "colt_m1911", name: "Colt M1911 (personal)", faction: "us", kind: "personal", specialistOnly: false,
    bands: [band("red", P("Colt band 1 die"), 1, P("Colt band 1 range")), band("grey", P("Colt band 2 die"), 2, P("Colt band 2 range")), band("white", P("Colt band 3 die"), 3, P("Colt band 3 range"))],
    suppressionDie: c("white", P("Colt suppression die")), clips: c(1, fromBook("WWB 2.0 Weapons Cards (personal weapons have only one clip)")), attacksPerClip: c(3, P("Colt attacks")),
    suppressionBoxes: c([], P("Colt suppression boxes")), enBloc: c(false, P("Colt en-bloc flag")), boltAction: c(false, P("Colt bolt flag")),
    armourPiercing: c(0, P("Colt AP")),
    stanceModifier: { standing: c(0, P("Colt standing modifier")), kneeling: c(0, P("Colt kneeling modifier")), prone: c(0, P("Colt prone modifier")) },
  }),
});

/** Every cell of a card, for provenance counts. */
export function weaponCells(w: WeaponCard): Cell<unknown>[] {
  return [
    ...w.bands.flatMap((b) => [b.die, b.maxMhx]), w.suppressionDie, w.clips, w.attacksPerClip, w.suppressionBoxes, w.enBloc, w.boltAction,
    w.armourPiercing, w.stanceModifier.standing, w.stanceModifier.kneeling, w.stanceModifier.prone,
  ];
}
