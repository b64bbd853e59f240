/** Counter weapon types [3.31] (RF men carry a BR, SR or AW rifle per the OB [10.8]). */
export type Counter = "RF" | "AR" | "MP" | "MG" | "GL" | "RL" | "FT";
/** Rifle sub-type of an RF counter. */
export type Rifle = "BR" | "SR" | "AW";
/** Artillery weights [17.31] and fire class [17.8]. */
export type ArtilleryRounds = { readonly rounds: number; readonly weight: "L" | "M" | "H" | "SH"; readonly fireClass: "planned" | "called" };

/** A force parsed from an OB cell [27.0]. */
export type Force = {
  readonly men: readonly { readonly count: number; readonly counter: Counter; readonly rifle?: Rifle; readonly orFlamethrower?: boolean }[];
  readonly pillboxes: number;
  readonly satchels: number;
  readonly barbedWire: number;
  readonly mines: number;
  readonly claymores: number;
  readonly tanks: number;
  readonly apcs: number;
  readonly halftracks: number;
  readonly horses: number;
  readonly artillery: readonly ArtilleryRounds[];
};

/** Why a force string did not parse. */
export type ForceError = { readonly code: "ob/bad_force"; readonly token: string };

const EQUIP: Record<string, keyof Omit<Force, "men" | "artillery">> = {
  PB: "pillboxes", SC: "satchels", BW: "barbedWire", mine: "mines", CLY: "claymores", tank: "tanks", APC: "apcs", HT: "halftracks",
};

/**
 * Parse an OB force such as "6 RF(SR), 2 MP, 1 AR" or the digest's compact "8AW 2GL 10L(c)" [27.0]: men by weapon,
 * equipment, horses and artillery rounds; a fire class closing a list of weights applies to all of them.
 */
export function parseForce(text: string): { readonly ok: true; readonly force: Force } | { readonly ok: false; readonly error: ForceError } {
  const tokens = text.replace(/(\d+)\s+RF\((BR|SR|AW)\)/g, "$1$2").replace(/(\d+)\s+([A-Z]{2})\b/g, "$1$2").split(/[\s,]+/).filter((t) => t !== "");
  const men: { count: number; counter: Counter; rifle?: Rifle; orFlamethrower?: boolean }[] = [];
  const f = { pillboxes: 0, satchels: 0, barbedWire: 0, mines: 0, claymores: 0, tanks: 0, apcs: 0, halftracks: 0, horses: 0 };
  const artillery: { rounds: number; weight: ArtilleryRounds["weight"]; fireClass?: ArtilleryRounds["fireClass"] }[] = [];
  for (const token of tokens) {
    let m = /^(\d+)(BR|SR|AW)$/.exec(token);
    if (m) { men.push({ count: Number(m[1]), counter: "RF", rifle: m[2] as Rifle }); continue; }
    m = /^(\d+)(AR|MP|MG|GL|RL|FT)(\/FT)?$/.exec(token);
    if (m) { men.push({ count: Number(m[1]), counter: m[2] as Counter, ...(m[3] ? { orFlamethrower: true } : {}) }); continue; }
    m = /^(\d+)(PB|SC|BW|mine|CLY|tank|APC|HT)$/.exec(token);
    if (m) { f[EQUIP[m[2]!]!] += Number(m[1]); continue; }
    m = /^\+(\d+)horse$/.exec(token);
    if (m) { f.horses += Number(m[1]); continue; }
    m = /^(\d+)(SH|L|M|H)(?:\((pl|c)\))?$/.exec(token);
    if (m) {
      const rounds = { rounds: Number(m[1]), weight: m[2] as ArtilleryRounds["weight"] };
      if (m[3]) {
        const fireClass = m[3] === "pl" ? "planned" : "called";
        for (const a of artillery) if (!a.fireClass) a.fireClass = fireClass;
        artillery.push({ ...rounds, fireClass });
      } else artillery.push(rounds);
      continue;
    }
    return { ok: false, error: { code: "ob/bad_force", token } };
  }
  return {
    ok: true,
    force: { men, ...f, artillery: artillery.map((a) => ({ rounds: a.rounds, weight: a.weight, fireClass: a.fireClass ?? "called" })) },
  };
}

/** Number of men in a force. */
export function toManCount(force: Force): number {
  return force.men.reduce((n, m) => n + m.count, 0);
}
