/** What rules code receives: a die roller returning a face in 1..sides. */
export interface DiceSource {
  /** Roll one die with `sides` faces; returns an integer in 1..sides. */
  roll(sides: number): number;
}

/** Largest number of sides a roll may ask for (faces are drawn from 32-bit words). */
export const MAX_SIDES = 2 ** 32;

/** Throws unless `sides` is an integer in 1..MAX_SIDES (asking for a bad die is a bug, not a rule violation). */
export function assertSides(sides: number): void {
  if (!Number.isInteger(sides) || sides < 1 || sides > MAX_SIDES) {
    throw new RangeError(`dice: sides must be an integer in 1..2^32, got ${sides}`);
  }
}

/** Fixed dice for tests and worked examples: returns `faces` in order and throws when they run out. */
export function createFixedDice(faces: readonly number[]): DiceSource & { remaining(): number } {
  let next = 0;
  return {
    roll(sides: number): number {
      assertSides(sides);
      const face = faces[next];
      if (face === undefined) throw new RangeError(`dice: fixed dice exhausted after ${next} rolls`);
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new RangeError(`dice: fixed face ${face} is not a face of a d${sides}`);
      }
      next += 1;
      return face;
    },
    remaining: () => faces.length - next,
  };
}
