import type { Provenance } from "@tactica/sighting";

const BOOK: Provenance = { kind: "book", section: "16.1" };
const RECON: Provenance = {
  kind: "reconstructed",
  method: "digest §6.4: Night Spotting Table rows beyond 4-5 (and two 4-5 cells) are lost; the trend guess is unverified",
};

/**
 * Farthest range at which the Night Spotting Table [16.1] has any spotting result (not "N") for a target,
 * by its column: posture code (0 erect, 1 erect moving, 2 prone-exposed, 3 prone-hidden) and clear terrain or
 * not. Ranges 1-5 are the book's; anything that depends on rows beyond 5 (or on the lost 4-5 cells) is
 * reconstructed, and the provenance says so.
 */
export function nightSpotLimit(posture: number, clear: boolean, range: number): { readonly limit: number; readonly provenance: Provenance } {
  // Book: prone-hidden spotted only at 1-2; prone-exposed in other terrain at 3 (4-5 lost).
  if (posture === 3) return { limit: 2, provenance: BOOK };
  if (posture === 2 && !clear) return { limit: 3, provenance: range >= 4 ? RECON : BOOK };
  // Prone-exposed in clear: book to 4-5, RECON "N" from 6. Erect: RECON rows 6-10 and 11-20.
  const limit = posture === 2 ? 5 : posture === 1 ? 20 : 10;
  return { limit, provenance: range > 5 ? RECON : BOOK };
}
