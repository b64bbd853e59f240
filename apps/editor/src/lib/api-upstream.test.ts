import { describe, it, expect } from "vitest";
import { toUpstreamGraphQLUrl } from "./api-upstream";

describe("toUpstreamGraphQLUrl", () => {
  it("defaults to the API's local port", () => {
    expect(toUpstreamGraphQLUrl(undefined)).toBe("http://127.0.0.1:4000/graphql");
    expect(toUpstreamGraphQLUrl("  ")).toBe("http://127.0.0.1:4000/graphql");
  });

  it("appends /graphql to the configured URL, keeping a path prefix and dropping trailing slashes", () => {
    expect(toUpstreamGraphQLUrl("http://api:4000/")).toBe("http://api:4000/graphql");
    expect(toUpstreamGraphQLUrl("https://example.test/tactica")).toBe("https://example.test/tactica/graphql");
  });

  it("keeps the query string of GET requests", () => {
    expect(toUpstreamGraphQLUrl("http://api:4000", "?query=%7Bmaps%7Bid%7D%7D")).toBe(
      "http://api:4000/graphql?query=%7Bmaps%7Bid%7D%7D",
    );
  });
});
