import { createFixedDice } from "@tactica/dice";
import { apply } from "@tactica/engine";
import { describe, expect, it } from "vitest";
import { patrolRuleset } from "../ruleset";
import { createTestMatch, playTurn } from "../testing/game-test-helpers";

describe("Patrol! situation rules of engagement [26.56]", () => {
  // Tank Zam (CLOSED): prone men see and are seen only to 10 hexes (9.73), so these two start out of Contact.
  const start = () => createTestMatch({ ob: "27.21", situation: "patrol", forces: { alpha: "1BR", bravo: "1BR" },
    deploy: { a01: { hex: "0401", posture: "prone" }, b01: { hex: "0412", posture: "prone" } }, board: { cols: 8, rows: 15 } });

  it("patrol 26.56 c: no combat or maintenance task before or during the Contact turn", () => {
    const s = start();
    expect(s.game.contactRound).toBeNull();
    const r = apply(patrolRuleset, s, { type: "turn/submit_plot", seat: "alpha", payload: { plot: { orders: { a01: [{ code: "OF", hex: "0410" }] } } } }, createFixedDice([]));
    expect(r.ok ? "" : r.error.code).toBe("plot/before_contact");
  });

  it("patrol 26.56 a: at the instant of Contact every man stops and falls prone", () => {
    const { state, events } = playTurn(start(), {
      alpha: { orders: { a01: [{ code: "ER" }, { code: "MV", path: ["D", "D"] }] } },
      bravo: { orders: { b01: [{ code: "PMV", to: "A" }] } },
    }, createFixedDice(Array.from({ length: 20 }, () => 3)));
    const contact = events.find((e) => e.type === "patrol/contact");
    expect(contact?.data).toEqual({ round: 1, mp: 2 });
    expect(events.find((e) => e.type === "patrol/moved")?.data).toEqual({ man: "a01", path: ["0402"], stoppedBy: "contact (26.56 a)" });
    expect(state.game.contactRound).toBe(1);
    expect(state.game.men.a01!.posture).toBe("prone");
    expect(state.game.men.b01!.posture).toBe("prone");
  });
});
