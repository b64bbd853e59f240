import { describe, expect, it } from "vitest";
import { classifyAddress, parseIPv6 } from "./webhook-address";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"], ["127.255.255.254", "loopback"], ["10.0.0.1", "private"], ["172.16.0.1", "private"],
    ["172.31.255.255", "private"], ["192.168.1.1", "private"], ["169.254.169.254", "metadata"], ["169.254.0.1", "link_local"],
    ["100.64.0.1", "cgnat"], ["100.100.100.200", "cgnat"], ["100.127.255.255", "cgnat"], ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"], ["0.0.0.0", "unspecified"], ["0.1.2.3", "unspecified"], ["255.255.255.255", "reserved"],
    ["240.0.0.1", "reserved"], ["192.0.2.7", "reserved"], ["198.18.0.1", "reserved"], ["192.0.0.170", "reserved"],
  ])("IPv4 %s is %s", (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
  });

  it.each(["8.8.8.8", "1.1.1.1", "93.184.216.34", "172.32.0.1", "172.15.255.255", "100.128.0.1", "169.255.0.1", "11.0.0.1", "223.255.255.255"])(
    "IPv4 %s is public", (ip) => {
      expect(classifyAddress(ip)).toBe("public");
    },
  );

  it.each([
    ["::1", "loopback"], ["[::1]", "loopback"], ["0:0:0:0:0:0:0:1", "loopback"], ["::", "unspecified"],
    ["::ffff:127.0.0.1", "loopback"], ["::ffff:7f00:1", "loopback"], ["[::ffff:7f00:1]", "loopback"], ["::ffff:10.1.2.3", "private"],
    ["::ffff:169.254.169.254", "metadata"], ["::ffff:a9fe:a9fe", "metadata"], ["::127.0.0.1", "loopback"], ["64:ff9b::7f00:1", "loopback"],
    ["64:ff9b::a00:1", "private"], ["2002:7f00:1::", "loopback"], ["2002:c0a8:101::1", "private"],
    ["fc00::1", "private"], ["fd00:ec2::254", "private"], ["fdff:ffff::1", "private"], ["fe80::1", "link_local"], ["febf::1", "link_local"],
    ["fec0::1", "private"], ["ff02::1", "multicast"], ["2001:db8::1", "reserved"], ["2001:0:4136:e378::1", "reserved"], ["100::1", "reserved"],
    ["4000::1", "reserved"],
  ])("IPv6 %s is %s", (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
  });

  it.each(["2606:4700:4700::1111", "2001:4860:4860::8888", "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])("IPv6 %s is public", (ip) => {
    expect(classifyAddress(ip)).toBe("public");
  });

  it.each(["localhost", "", "1.2.3", "1.2.3.4.5", "256.0.0.1", "01.2.3.4", "0x7f.0.0.1", "1::2::3", "12345::", "1:2:3:4:5:6:7:8:9", "::ffff:1.2.3.256", "fe80::1%eth0"])(
    "%s is not an address", (text) => {
      expect(classifyAddress(text)).toBe("invalid");
    },
  );

  it("expands IPv6 text with :: and dotted tails to eight groups", () => {
    expect(parseIPv6("::ffff:127.0.0.1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("1::")).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6("1:2:3:4:5:6:7")).toBeNull();
  });
});
