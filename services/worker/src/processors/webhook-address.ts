/** Why an address may not receive webhooks (it reaches this machine, a private network or a cloud service). */
export type AddressClass = "loopback" | "private" | "link_local" | "metadata" | "cgnat" | "multicast" | "unspecified" | "reserved";

/** The class of an IP address, or "public" when a webhook may be delivered to it; "invalid" when it is not an IP. */
export type AddressVerdict = AddressClass | "public" | "invalid";

type Range4 = readonly [base: number, bits: number, cls: AddressClass];

// IPv4 special-purpose blocks (IANA registry, RFC 6890 and successors); anything else is public unicast.
const V4: readonly Range4[] = [
  [ip4(169, 254, 169, 254), 32, "metadata"], // cloud instance metadata (AWS, GCP, Azure, ...)
  [ip4(0, 0, 0, 0), 8, "unspecified"], // "this network": 0.0.0.0 reaches the local host on Linux
  [ip4(10, 0, 0, 0), 8, "private"],
  [ip4(100, 64, 0, 0), 10, "cgnat"], // shared address space (RFC 6598), also Alibaba's metadata 100.100.100.200
  [ip4(127, 0, 0, 0), 8, "loopback"],
  [ip4(169, 254, 0, 0), 16, "link_local"],
  [ip4(172, 16, 0, 0), 12, "private"],
  [ip4(192, 0, 0, 0), 24, "reserved"], // IETF protocol assignments
  [ip4(192, 0, 2, 0), 24, "reserved"], // documentation
  [ip4(192, 88, 99, 0), 24, "reserved"], // 6to4 relay anycast
  [ip4(192, 168, 0, 0), 16, "private"],
  [ip4(198, 18, 0, 0), 15, "reserved"], // benchmarking
  [ip4(198, 51, 100, 0), 24, "reserved"],
  [ip4(203, 0, 113, 0), 24, "reserved"],
  [ip4(224, 0, 0, 0), 4, "multicast"],
  [ip4(240, 0, 0, 0), 4, "reserved"], // future use and 255.255.255.255 broadcast
];

function ip4(a: number, b: number, c: number, d: number): number {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

/** Strict dotted-decimal IPv4 (what URL and DNS hand back; odd forms are normalised by URL before this). */
export function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const p of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(p) || Number(p) > 255) return null;
    value = value * 256 + Number(p);
  }
  return value;
}

/** IPv6 text (with "::" and an optional dotted IPv4 tail, no zone) to its eight 16-bit groups. */
export function parseIPv6(text: string): number[] | null {
  if (!/^[0-9a-fA-F:.]+$/.test(text) || text.split("::").length > 2) return null;
  let hex = text;
  const lastColon = text.lastIndexOf(":");
  const tailText = text.slice(lastColon + 1);
  if (tailText.includes(".")) {
    // A dotted IPv4 tail is the last two groups written another way.
    const v4 = parseIPv4(tailText);
    if (v4 === null) return null;
    hex = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const group = (g: string) => (/^[0-9a-fA-F]{1,4}$/.test(g) ? parseInt(g, 16) : NaN);
  const [headText = "", restText] = hex.split("::");
  const head = headText === "" ? [] : headText.split(":").map(group);
  const rest = restText === undefined || restText === "" ? [] : restText.split(":").map(group);
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (restText === undefined) return head.length === 8 ? head : null;
  const explicit = head.length + rest.length;
  return explicit > 7 ? null : [...head, ...Array<number>(8 - explicit).fill(0), ...rest];
}

function classifyIPv4(value: number): AddressClass | "public" {
  for (const [base, bits, cls] of V4) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if (((value & mask) >>> 0) === base) return cls;
  }
  return "public";
}

const embeddedV4 = (hi: number, lo: number): number => hi * 65536 + lo;

function classifyIPv6(g: readonly number[]): AddressClass | "public" {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroTo(8)) return "unspecified";
  if (zeroTo(7) && g7 === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address.
  if (zeroTo(5) && g5 === 0xffff) return classifyIPv4(embeddedV4(g6, g7));
  if (zeroTo(6)) return classifyIPv4(embeddedV4(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return classifyIPv4(embeddedV4(g6, g7));
  if (g0 === 0x2002) return classifyIPv4(embeddedV4(g1, g2)); // 6to4 carries its IPv4 in bits 16-47
  if ((g0 & 0xfe00) === 0xfc00) return "private"; // unique local fc00::/7 (AWS metadata fd00:ec2::254 too)
  if ((g0 & 0xffc0) === 0xfe80) return "link_local";
  if ((g0 & 0xffc0) === 0xfec0) return "private"; // deprecated site-local
  if ((g0 & 0xff00) === 0xff00) return "multicast";
  if (g0 === 0x2001 && g1 === 0) return "reserved"; // Teredo tunnels hide an IPv4 address
  if (g0 === 0x2001 && g1 === 0xdb8) return "reserved"; // documentation
  // Only 2000::/3 is allocated for global unicast; everything else is special or unassigned.
  if ((g0 & 0xe000) !== 0x2000) return "reserved";
  return "public";
}

/** Classifies an IP address as text (IPv4 dotted decimal, IPv6 with or without brackets). */
export function classifyAddress(address: string): AddressVerdict {
  const text = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const v4 = parseIPv4(text);
  if (v4 !== null) return classifyIPv4(v4);
  const v6 = text.includes(":") ? parseIPv6(text) : null;
  return v6 ? classifyIPv6(v6) : "invalid";
}
