import { describe, expect, it } from "vitest";
import { parse } from "graphql";
import { introspectionQuery, isSubscription, toConnectionParams } from "./fetcher";

describe("GraphiQL fetcher", () => {
  it("turns the headers editor's headers into the connection_init payload the API reads", () => {
    expect(toConnectionParams({ Authorization: "Bearer tk_1", "X-Seat-Token": "st_2", "x-other": "y" })).toEqual({ authorization: "Bearer tk_1", seatToken: "st_2" });
    expect(toConnectionParams({ authorization: "" })).toEqual({});
  });

  it("tells a subscription from a query by the operation GraphiQL runs", () => {
    const documentAST = parse("query A { me { name } } subscription B { jobProgress(id: \"j\") { state } }");
    expect(isSubscription("B", { documentAST })).toBe(true);
    expect(isSubscription("A", { documentAST })).toBe(false);
    expect(isSubscription(undefined, {})).toBe(false);
  });

  it("introspects with six levels of ofType, so the query stays within the API's depth limit of 12", () => {
    const query = introspectionQuery();
    expect(() => parse(query)).not.toThrow();
    expect(query.match(/ofType/g)?.length).toBe(6);
    expect(query).toContain("subscriptionType { name kind }");
  });
});
