import { createFixedDice } from "@tactica/dice";
import { describe, expect, it } from "vitest";
import { apply } from "./apply";
import type { Command } from "./command";
import { createMatch } from "./create-match";
import { legalActionsFor } from "./legal-actions";
import { stateHash } from "./state-hash";
import { ambushScenario, toyAmbush } from "./toy-ambush.fixture";
import type { AmbushState } from "./toy-ambush.fixture";
import { viewFor } from "./view-for";

function start(): AmbushState {
  const made = createMatch(toyAmbush, { scenario: ambushScenario });
  if (!made.ok) throw new Error(made.error.code);
  return made.state;
}

function run(state: AmbushState, ...commands: Command[]): AmbushState {
  let s = state;
  for (const c of commands) {
    const r = apply(toyAmbush, s, c, createFixedDice([]));
    if (!r.ok) throw new Error(`${c.type}: ${r.error.code}`);
    s = r.state;
  }
  return s;
}

const refusal = (s: AmbushState, c: Command) => {
  const r = apply(toyAmbush, s, c, createFixedDice([]));
  return r.ok ? "accepted" : r.error;
};

const shout: Command = { type: "shout", seat: "red", payload: {} };
const reply = (seat: string): Command => ({ type: "reply", seat, payload: {} });

describe("pending reactions (engine-level windows)", () => {
  it("toy 5: while a window is open every other command, game or turn, is refused with the window's code and reason", () => {
    const s = run(start(), shout);
    const waiting = { code: "toy/awaiting_reply", message: "the other scout must reply to the shout first", rule: "toy 5" };
    expect(refusal(s, { type: "step", seat: "red", payload: { to: 3 } })).toEqual(waiting);
    expect(refusal(s, { type: "hide", seat: "red", payload: {} })).toEqual(waiting);
    expect(refusal(s, { type: "turn/pass", seat: "red", payload: {} })).toEqual(waiting);
  });

  it("toy 5: the window's answer from a seat it does not wait on is refused after the answer's own checks", () => {
    const s = run(start(), shout);
    expect(refusal(s, reply("red"))).toMatchObject({ code: "reaction/not_your_window", rule: "toy 5" });
    // Without a window, the answer's own validator speaks (the engine adds nothing).
    expect(refusal(start(), reply("blue"))).toMatchObject({ code: "toy/nothing_to_reply" });
  });

  it("views name the answering seats as actors and show the window; legal actions hold only the answer", () => {
    const s = run(start(), shout);
    for (const viewer of ["red", "blue", "spectator"]) {
      const view = viewFor(toyAmbush, s, viewer);
      expect(view.actors).toEqual(["blue"]);
      expect(view.reaction).toEqual({ seats: ["blue"], answers: ["reply"], rule: "toy 5" });
    }
    expect(legalActionsFor(toyAmbush, s, "blue")).toEqual([reply("blue")]);
    expect(legalActionsFor(toyAmbush, s, "red")).toEqual([]);
  });

  it("the answer closes the window, play goes on, and a state with no window holds no reactions field (its hash as before)", () => {
    const answered = run(start(), shout, reply("blue"));
    expect(answered.reactions).toBeUndefined();
    expect(Object.keys(answered)).not.toContain("reactions");
    expect(viewFor(toyAmbush, answered, "red").actors).toEqual(["red"]);
    expect(viewFor(toyAmbush, answered, "red").reaction).toBeUndefined();
    expect(refusal(answered, { type: "step", seat: "red", payload: { to: 3 } })).toBe("accepted");
    // While open, the window is part of the hashed state, so a replay checks it too.
    const open = run(start(), shout);
    expect(stateHash({ ...open, reactions: undefined })).not.toBe(stateHash(open));
  });
});
