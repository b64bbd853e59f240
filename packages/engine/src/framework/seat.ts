/** A player's seat in a match ("allies", "axis", "us-1"); opaque to the framework. */
export type Seat = string;

/** Who is looking: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | "spectator";

/** The reserved viewer name for spectators. */
export const SPECTATOR = "spectator" as const;
