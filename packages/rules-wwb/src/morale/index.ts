// morale/: status stacking, phase-start recovery, rally, rout, Morale Tests and suppressed stance (WWB 10.0).
export * from "./morale";
