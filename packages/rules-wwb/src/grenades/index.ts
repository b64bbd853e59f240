// grenades/: throws, landing and scatter, blast dice, windows and slits, charges and fuses (WWB 8.5).
export * from "./grenades";
