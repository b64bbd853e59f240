// Validating a force list: the schema, then the rules the schema cannot say, each refusal with a code and rule.
import { BOOK_TEAMS, BOOK_WEAPONS } from "./library";
import type { ForceList, TeamProfile, WeaponProfile } from "./schema";
import { forceListSchema } from "./schema";

export type ForceIssue = { readonly code: string; readonly path: string; readonly message: string; readonly rule?: string };
export type ForceValidation = { ok: true; force: ForceList; teams: ReadonlyMap<string, TeamProfile>; weapons: ReadonlyMap<string, WeaponProfile> } | { ok: false; issues: ForceIssue[] };

/** Checks an organiser's force list (JSON); the book's teams and weapons are always available beside its own. */
export function validateForceList(json: unknown): ForceValidation {
  const parsed = forceListSchema.safeParse(json);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues.map((i) => ({ code: "force/schema", path: i.path.join("."), message: i.message })) };
  const f = parsed.data;
  const issues: ForceIssue[] = [];
  const weapons = new Map<string, WeaponProfile>([...BOOK_WEAPONS, ...f.weapons].map((w) => [w.id, w]));
  const teams = new Map<string, TeamProfile>([...BOOK_TEAMS, ...f.teams].map((t) => [t.id, t]));
  f.teams.forEach((t, i) => t.weapons.forEach((w, j) => {
    if (!weapons.has(w)) issues.push({ code: "force/unknown_weapon", path: `teams.${i}.weapons.${j}`, message: `team ${t.id} names weapon ${w}, which neither the book nor the list defines` });
  }));
  const unitIds = new Set<string>();
  let observers = 0;
  f.units.forEach((u, i) => {
    if (unitIds.has(u.id)) issues.push({ code: "force/duplicate_unit", path: `units.${i}.id`, message: `unit id ${u.id} is used twice` });
    unitIds.add(u.id);
    u.teams.forEach((t, j) => {
      const p = teams.get(t.profile);
      if (!p) issues.push({ code: "force/unknown_team", path: `units.${i}.teams.${j}.profile`, message: `unit ${u.id} names team ${t.profile}, which neither the book nor the list defines` });
      else if (p.rules.includes("observer")) observers += t.count;
    });
    if (!u.teams.some((t) => t.profile === u.leader)) issues.push({ code: "force/leader_not_in_unit", path: `units.${i}.leader`, message: `unit ${u.id}'s leader ${u.leader} is not one of its teams`, rule: "FoW [Units]" });
  });
  if (observers > 1) issues.push({ code: "force/observers", path: "units", message: `a force may take only one Observer Team; this one has ${observers}`, rule: "FoW [Teams › Observers; Units › Attachments]" });
  f.formations.forEach((fm, i) => {
    for (const u of [fm.hq, ...fm.units]) if (!unitIds.has(u)) issues.push({ code: "force/unknown_unit", path: `formations.${i}`, message: `formation ${fm.id} names unit ${u}, which the list does not have` });
    const hq = f.units.find((u) => u.id === fm.hq);
    if (hq && hq.kind !== "hq") issues.push({ code: "force/hq_kind", path: `formations.${i}.hq`, message: `formation ${fm.id}'s HQ ${fm.hq} is not an HQ Unit`, rule: "FoW [Formations]" });
  });
  return issues.length ? { ok: false, issues } : { ok: true, force: f, teams, weapons };
}

/** Moving ROF of a weapon: as stated, else half the Halted ROF rounded down; Halted ROF 1 moves at ROF 1 [Which Weapons Can Fire]. */
export function movingRof(w: Pick<WeaponProfile, "rof">): number {
  if (w.rof.moving !== undefined) return w.rof.moving;
  return w.rof.halted === 1 ? 1 : Math.floor(w.rof.halted / 2);
}
