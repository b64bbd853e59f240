// @tactica/client: a typed client of the Tactica GraphQL API (types generated from services/api/schema.graphql).
export { connect, TacticaClient } from "./client";
export { Seat } from "./seat";
export type { LegalAction, SubmitOptions, SubmitResult, Turn } from "./seat";
export { TacticaError } from "./errors";
export type { ConnectOptions, Operation } from "./transport";
export { verifyDice } from "./verify-dice";
export type { DiceVerdict } from "./verify-dice";
export * as api from "./generated/graphql";
