import { describe, expect, it } from "vitest";
import { classifyAddress } from "./webhook-address";
import { checkWebhookUrl, isHttpUrl } from "./webhook-target";
import type { Resolve } from "./webhook-target";

const strict = { allowLoopback: false };
const dev = { allowLoopback: true };
const dns = (table: Record<string, readonly string[]>): Resolve => async (host) => {
  const found = table[host];
  if (!found) throw new Error("ENOTFOUND");
  return found;
};
const noDns: Resolve = async () => { throw new Error("no DNS expected for an IP literal"); };
const reasonOf = async (url: string, policy = strict, resolve: Resolve = noDns) => {
  const r = await checkWebhookUrl(url, policy, resolve);
  return r.ok ? "ok" : r.reason;
};

describe("checkWebhookUrl", () => {
  it.each([
    ["http://127.0.0.1/", "loopback"], ["http://2130706433/", "loopback"], ["http://0x7f.1/", "loopback"], ["http://0x7f000001/", "loopback"],
    ["http://017700000001/", "loopback"], ["http://127.1/", "loopback"], ["http://0177.0.0.1/", "loopback"], ["http://[::1]/", "loopback"],
    ["http://[::ffff:127.0.0.1]/", "loopback"], ["http://[::ffff:7f00:1]:8080/", "loopback"], ["http://[0:0:0:0:0:ffff:7f00:1]/", "loopback"],
    ["http://0/", "unspecified"], ["http://0.0.0.0:8080/", "unspecified"], ["http://[::]/", "unspecified"],
    ["http://169.254.169.254/latest/meta-data/", "metadata"], ["http://2852039166/", "metadata"], ["http://[::ffff:169.254.169.254]/", "metadata"],
    ["http://10.0.0.1/", "private"], ["http://0xa.0.0.1/", "private"], ["http://192.168.0.1:8080/", "private"], ["https://172.20.1.1/", "private"],
    ["http://[fd00::1]/", "private"], ["http://[fe80::1]/", "link_local"], ["http://100.64.1.1/", "cgnat"], ["http://224.0.0.1/", "multicast"],
    ["http://[ff02::1]/", "multicast"], ["http://255.255.255.255/", "reserved"],
    // Spellings URL parsing folds into an address: a trailing dot, full-width digits and dots, percent-encoding.
    ["http://127.0.0.1./", "loopback"], ["http://\u2460\u2461\u2466.0.0.1/", "loopback"], ["http://127\u30020\u30020\u30021/", "loopback"],
    ["http://%31%32%37.0.0.1/", "loopback"], ["http://0x7f.0x0.0x0.0x1/", "loopback"], ["http://[0::1]/", "loopback"], ["http://[::ffff:0:127.0.0.1]/", "reserved"],
  ])("refuses %s (%s)", async (url, reason) => {
    expect(await reasonOf(url)).toBe(reason);
  });

  it("refuses userinfo, odd ports and other schemes", async () => {
    expect(await reasonOf("http://user:pw@8.8.8.8/")).toBe("userinfo");
    expect(await reasonOf("http://user@8.8.8.8/")).toBe("userinfo");
    expect(await reasonOf("http://8.8.8.8:22/")).toBe("port");
    expect(await reasonOf("http://8.8.8.8:0/")).toBe("port");
    expect(await reasonOf("https://8.8.8.8:25/")).toBe("port");
    expect(await reasonOf("ftp://8.8.8.8/")).toBe("scheme");
    expect(await reasonOf("file:///etc/passwd")).toBe("scheme");
    expect(await reasonOf("gopher://8.8.8.8:6379/_INFO")).toBe("scheme");
    expect(await reasonOf(`http://8.8.8.8/${"a".repeat(2000)}`)).toBe("scheme");
    expect(isHttpUrl("not a url")).toBe(false);
  });

  it("accepts public addresses on web ports and ports from 1024 up", async () => {
    expect(await reasonOf("http://8.8.8.8/")).toBe("ok");
    expect(await reasonOf("https://8.8.8.8:443/hook")).toBe("ok");
    expect(await reasonOf("http://8.8.8.8:8080/hook")).toBe("ok");
    expect(await reasonOf("https://[2606:4700:4700::1111]/hook")).toBe("ok");
  });

  it("checks every address a host name resolves to", async () => {
    const resolve = dns({ "hooks.example.com": ["93.184.216.34"], "mixed.example.com": ["93.184.216.34", "10.0.0.7"], "v6.example.com": ["2606:4700::1", "::1"], "meta.example.com": ["169.254.169.254"] });
    expect(await reasonOf("https://hooks.example.com/x", strict, resolve)).toBe("ok");
    expect(await reasonOf("https://mixed.example.com/x", strict, resolve)).toBe("private");
    expect(await reasonOf("https://v6.example.com/x", strict, resolve)).toBe("loopback");
    expect(await reasonOf("http://meta.example.com/", dev, resolve)).toBe("metadata");
    expect(await reasonOf("http://missing.example.com/", strict, resolve)).toBe("unresolvable");
    expect(await reasonOf("http://empty.example.com/", strict, dns({ "empty.example.com": [] }))).toBe("unresolvable");
  });

  it("WEBHOOK_ALLOW_LOOPBACK lets loopback through, and only loopback", async () => {
    expect(await reasonOf("http://127.0.0.1:4567/hook", dev)).toBe("ok");
    expect(await reasonOf("http://[::1]:4567/hook", dev)).toBe("ok");
    expect(await reasonOf("http://[::ffff:127.0.0.1]:4567/hook", dev)).toBe("ok");
    expect(await reasonOf("http://0.0.0.0:4567/hook", dev)).toBe("unspecified");
    expect(await reasonOf("http://10.0.0.1:4567/hook", dev)).toBe("private");
    expect(await reasonOf("http://169.254.169.254/", dev)).toBe("metadata");
    expect(await reasonOf("http://localhost:4567/hook", dev, dns({ localhost: ["127.0.0.1", "::1"] }))).toBe("ok");
    expect(await reasonOf("http://localhost:4567/hook", strict, dns({ localhost: ["127.0.0.1", "::1"] }))).toBe("loopback");
  });

  it("every spelling of an IPv4 address gets the verdict of its dotted form (decimal, hex, octal, short, IPv4-mapped)", async () => {
    // A fixed spread of addresses: each /8, with low and high host parts, and the edges of the special blocks.
    const addresses: number[] = [];
    for (let a = 0; a < 256; a++) addresses.push(a * 2 ** 24 + 1, a * 2 ** 24 + 0xfe_a9_fe);
    for (const [a, b] of [[100, 64], [100, 127], [169, 254], [172, 16], [172, 31], [192, 168], [198, 18], [198, 19]]) addresses.push(((a ?? 0) * 256 + (b ?? 0)) * 65536 + 0x0102);
    let refused = 0;
    for (const n of addresses) {
      const bytes = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
      const dotted = bytes.join(".");
      const expected = classifyAddress(dotted);
      const want = expected === "public" ? "ok" : expected;
      const spellings = [
        dotted, String(n), `0x${n.toString(16)}`, bytes.map((x) => `0${x.toString(8)}`).join("."),
        `${bytes[0]}.${(n & 0xffffff).toString()}`, `[::ffff:${dotted}]`, `[::ffff:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}]`,
      ];
      for (const host of spellings) expect({ host, reason: await reasonOf(`http://${host}:8080/`) }).toEqual({ host, reason: want });
      if (want !== "ok") refused++;
    }
    expect(refused).toBeGreaterThan(40);
  });

  it("uses the system resolver by default: localhost is loopback", async () => {
    const r = await checkWebhookUrl("http://localhost:4567/", strict);
    expect(r).toMatchObject({ ok: false, reason: "loopback" });
  });
});
