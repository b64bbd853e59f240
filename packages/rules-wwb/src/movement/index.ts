// movement/: modes, allowances and the extra costs of movement (WWB 7.0, 4.0).
export * from "./movement";
