import type { Provenance } from "@tactica/engine";
import { fromBook, fromExternal, placeholder, reconstructed } from "@tactica/engine";

/** Provenance of a value read from the external OCR of the printed Basic Game Card (digest [EXT-BGC]). */
export const EXT_BGC: Provenance = fromExternal("Basic Game Card, external OCR (Scribd 437061126) via firepower.md [EXT-BGC]");

/** Book provenance for a Firepower rule section. */
export function book(section: string): Provenance {
  return fromBook(`Firepower ${section}`);
}

/** Reconstructed provenance citing the digest's method. */
export function recon(method: string): Provenance {
  return reconstructed(method);
}

/** Placeholder provenance: the real value is on a missing card. */
export function missing(note: string): Provenance {
  return placeholder(note);
}
