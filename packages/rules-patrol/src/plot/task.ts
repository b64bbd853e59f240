import { z } from "zod";

/** A printed hex number "XXYY" [2.2]. */
export const hexIdSchema = z.string().regex(/^\d{4}$/);
/** A path step: a hex number or a vector letter A-F (A = north, clockwise) [7.12]. */
export const pathStepSchema = z.union([hexIdSchema, z.enum(["A", "B", "C", "D", "E", "F"])]);

/** A pillbox aperture hexside as the plot suffix names it (9.61: "-NE, -S, -SW"). */
export const apertureSchema = z.enum(["N", "NE", "SE", "S", "SW", "NW"]);

/** One plotted task [6.1] (RG = Direct Fire at a hex of a rifle grenade, rocket or thump-gun round [13.2, 14.0, 15.0]); `prone` is the free fall-prone suffix "-P" of starred tasks (and MV-P, [6.21]). */
export const taskSchema = z.discriminatedUnion("code", [
  z.object({ code: z.literal("DF"), target: z.string(), all: z.boolean().optional(), aperture: apertureSchema.optional() }).strict(),
  z.object({ code: z.literal("KF"), target: z.string(), all: z.boolean().optional(), aperture: apertureSchema.optional() }).strict(),
  z.object({ code: z.literal("OF"), hex: hexIdSchema, aperture: apertureSchema.optional() }).strict(),
  z.object({ code: z.literal("EF"), targets: z.array(z.string()).min(2).max(6) }).strict(),
  z.object({ code: z.literal("WE"), with: z.string() }).strict(),
  z.object({ code: z.literal("TG"), hex: hexIdSchema, prone: z.boolean().optional(), delay: z.boolean().optional() }).strict(),
  z.object({ code: z.literal("MV"), path: z.array(pathStepSchema).min(1).max(20), prone: z.boolean().optional(), exit: z.boolean().optional(),
    drop: hexIdSchema.optional(), delay: z.boolean().optional() }).strict(),
  z.object({ code: z.literal("PMV"), to: pathStepSchema }).strict(),
  z.object({ code: z.literal("PP") }).strict(),
  z.object({ code: z.literal("ER") }).strict(),
  z.object({ code: z.literal("RL"), helper: z.string().optional() }).strict(),
  z.object({ code: z.literal("RA") }).strict(),
  z.object({ code: z.literal("PG"), type: z.enum(["F", "S"]) }).strict(),
  z.object({ code: z.literal("PS") }).strict(),
  z.object({ code: z.literal("PR") }).strict(),
  z.object({ code: z.literal("CC"), body: z.string(), path: z.array(pathStepSchema).min(1).max(5), exit: z.boolean().optional() }).strict(),
  z.object({ code: z.literal("RG"), hex: hexIdSchema }).strict(),
  z.object({ code: z.literal("HH"), target: z.string() }).strict(),
  // Horses [28.21]: mount the horse in the man's hex (MH), get down (DH); 5 MP each.
  z.object({ code: z.literal("MH"), horse: z.string() }).strict(),
  z.object({ code: z.literal("DH") }).strict(),
  // Vehicles [23.0-24.8]: men mount (MT) and dismount (DT) through the rear hexside; a tank fires its main gun
  // (GUN) at a hex, switches open/buttoned (BU) or bails out (BO); vehicles also plot MV (10 hexes) and DF (an MG).
  z.object({ code: z.literal("MT"), vehicle: z.string() }).strict(),
  z.object({ code: z.literal("DT") }).strict(),
  z.object({ code: z.literal("GUN"), hex: hexIdSchema }).strict(),
  z.object({ code: z.literal("BU") }).strict(),
  z.object({ code: z.literal("BO") }).strict(),
  z.object({ code: z.literal("TT"), facing: z.enum(["A", "B", "C", "D", "E", "F"]) }).strict(),
  z.object({ code: z.literal("CS"), posts: z.tuple([z.enum(["commander", "driver", "gunner", "loader", "hull"]), z.enum(["commander", "driver", "gunner", "loader", "hull"])]) }).strict(),
  // 18.51: the designated detonator fires his Claymore in the DF segment (no other task that turn).
  z.object({ code: z.literal("DC"), claymore: z.string() }).strict(),
]);
/** One plotted task. */
export type Task = z.infer<typeof taskSchema>;
/** Task codes the ruleset executes. */
export type TaskCode = Task["code"];

/** A side's plot: ordered tasks per man [5.0]; men not listed do nothing (prone men become prone-hidden [7.55]). */
export const plotSchema = z.object({ orders: z.record(z.string(), z.array(taskSchema).max(4)),
  /** Follow the leader [28.47]: men in file order who walk in column behind the leader and plot nothing themselves. */
  follow: z.array(z.string()).max(60).optional() }).strict();
/** A side's plot. */
export type Plot = z.infer<typeof plotSchema>;

/** MP each task costs [6.1]: "all" = the man's whole remaining MA; MV costs its path. */
export const TASK_MP: Readonly<Record<TaskCode, number | "all" | "path">> = {
  DF: "all", OF: "all", EF: "all", WE: "all", KF: 5, TG: 5, MV: "path", PMV: "all", PP: 0, ER: 5, RL: "all", RA: "all", PG: 5, PS: 5, PR: 10, CC: "path", RG: "all", HH: "all",
  MH: 5, DH: 5,
  MT: 5, DT: 5, GUN: "all", BU: "all", BO: "all", TT: "all", CS: "all", DC: "all",
};

/** Bracketed tasks: the only ones a stunned man may plot [6.1 notes, 6.22]. */
export const BRACKETED: ReadonlySet<TaskCode> = new Set<TaskCode>(["DF", "OF", "KF", "EF", "RG", "TG", "MV", "PMV", "PP", "CC", "WE"]);

/** Combat tasks (phase C or OF) [6.1]: a man may never move and then fire [6.0]. */
export const COMBAT_TASKS: ReadonlySet<TaskCode> = new Set<TaskCode>(["DF", "OF", "KF", "EF", "RG", "TG", "HH", "GUN", "DC"]);
