// melee/: hand-to-hand dice, the fight loop, flight with the final blow, surrender and infamy (WWB 8.4, 10.0).
export * from "./melee";
