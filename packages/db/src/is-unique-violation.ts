import { Prisma } from "./generated/prisma/client";

/**
 * True when a Prisma call failed on a unique constraint (P2002): a second MatchEvent with the same
 * (matchId, seq), a reused idempotency key, a duplicate key hash.
 */
export function isUniqueViolation(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}
