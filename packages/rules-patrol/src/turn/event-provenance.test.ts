// Issue 29: events decided by a table cell carry the provenance of the cells used, as fireOdds answers do, so a
// result that rests on an invented row (rocket scatter, the satchel's blast) says so. Fixed positions, fixed dice.
import { createFixedDice } from "@tactica/dice";
import type { LoggedEvent, MatchState, PlotTurn } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import type { PatrolGame } from "../state/state";
import { createTestMatch, playTurn, withoutPanic } from "../testing/game-test-helpers";

type S = MatchState<PatrolGame, PlotTurn>;
type Prov = { allBook: boolean; weakest: string; text: string; sources: { kind: string }[] };
const match = (alpha: string): S => withoutPanic(createTestMatch({ ob: "27.12", situation: "patrol", forces: { alpha, bravo: "1BR" },
  deploy: { a01: { hex: "0505" }, b01: { hex: "0508" } }, board: { cols: 10, rows: 10 } }));
const provOf = (events: readonly LoggedEvent[], type: string) => (events.find((e) => e.type === type)?.data as { provenance: Prov }).provenance;
const holding = (s: S, fields: Record<string, unknown>): S => ({ ...s, game: { ...s.game, men: { ...s.game.men, a01: { ...s.game.men.a01!, ...fields } } } });
const fire = (s: S, task: unknown, dice: number[]) => playTurn(s, { alpha: { orders: { a01: [task as never] } }, bravo: { orders: {} } }, createFixedDice(dice)).events;

describe("Patrol! events name the provenance of the cells that decided them", () => {
  it("patrol 14.11, 25.1: a rocket's patrol/rifle_grenade event says its coefficient row is invented; a rifle grenade's is all book (25.1 rows 1-3, 25.2 frag)", () => {
    // Range 3, scatter roll 1 (H); then the burst and chits.
    const rocket = provOf(fire(match("1RL"), { code: "RG", hex: "0508" }, [1, 1, 1, 1]), "patrol/rifle_grenade");
    expect(rocket).toMatchObject({ allBook: false, weakest: "placeholder" });
    expect(rocket.text).toContain("the rocket coefficient row is lost; invented");
    const rifle = provOf(fire(holding(match("1BR"), { rifleGrenade: true }), { code: "RG", hex: "0508" }, [1, 2, 1, 1]), "patrol/rifle_grenade");
    expect(rifle).toMatchObject({ allBook: true, weakest: "book", text: "book 25.1; book 25.2" });
  });

  it("patrol 11.65, 25.2: a satchel's patrol/detonation event says its blast row is invented; a frag grenade's is the book's", () => {
    const satchel = provOf(fire(holding(match("1BR 1SC"), { grenade: "SC", unarmed: true }), { code: "TG", hex: "0508" }, [1, 1, 1, 1, 1]), "patrol/detonation");
    expect(satchel).toMatchObject({ allBook: false, weakest: "placeholder" });
    expect(satchel.text).toContain("the satchel row (and its c/X cells) is lost; invented");
    const frag = provOf(fire(holding(match("1BR"), { grenade: "F", unarmed: true }), { code: "TG", hex: "0508" }, [1, 1, 1, 1, 1]), "patrol/detonation");
    expect(frag).toMatchObject({ allBook: true, weakest: "book", text: "book 25.2" });
  });

  it("patrol 11.3, 25.1: a throw's patrol/grenade_thrown event names its scatter cells: a printed row-1 roll is the book's, a row-4 roll the reconstruction's", () => {
    const thrown = (roll: number) => provOf(fire(holding(match("1BR"), { grenade: "F", unarmed: true }), { code: "TG", hex: "0508" }, [roll, 1, 1, 1, 1, 1, 1]), "patrol/grenade_thrown");
    expect(thrown(1)).toMatchObject({ allBook: true, weakest: "book", text: "book 25.1" });
    expect(thrown(4)).toMatchObject({ allBook: false, weakest: "reconstructed" });
  });
});
