// forces/: the force-list format (zod), the teams and weapons the text gives, and validation. Imports tables/ only.
export * from "./library";
export * from "./schema";
export * from "./validate";
