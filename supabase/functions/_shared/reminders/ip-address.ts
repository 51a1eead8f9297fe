// Whether an IP address is on the public internet: a push request may go nowhere else (push-destination.ts).

/** IPv4 ranges no push service is in: [base address, prefix length]. */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function v4Number(address: string): number | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255))
    return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function inV4Range(value: number, [base, bits]: readonly [string, number]): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(value / size) === Math.floor(v4Number(base)! / size);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad included), or null. */
function v6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const value = v4Number(quad[1]!);
    if (value === null) return null;
    text = `${text.slice(0, -quad[1]!.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const head = split(halves[0]!);
  const tail = halves.length === 2 ? split(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => parseInt(group, 16));
}

function isPublicV6(groups: number[]): boolean {
  const [first = 0] = groups;
  const zerosBefore = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zerosBefore(6)) return false; // unspecified, loopback, IPv4-compatible
  if (zerosBefore(5) && groups[5] === 0xffff) return false; // IPv4-mapped
  if (first === 0x64 && groups[1] === 0xff9b) return false; // NAT64 to any IPv4 address
  if (first === 0x2002) return false; // 6to4 (an IPv4 address inside)
  if (first === 0x2001 && groups[1]! < 0x200) return false; // Teredo, benchmarking, ORCHID
  if (first === 0x2001 && groups[1] === 0xdb8) return false; // documentation
  if ((first & 0xfe00) === 0xfc00) return false; // unique local, AWS metadata fd00:ec2::254
  if ((first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return false; // link-local, site-local
  return (first & 0xff00) !== 0xff00; // multicast
}

/** True only for an address of the public internet; anything unparseable is not. */
export function isPublicAddress(address: string): boolean {
  const v4 = v4Number(address);
  if (v4 !== null) return !PRIVATE_V4.some((range) => inV4Range(v4, range));
  const groups = v6Groups(address);
  return groups !== null && isPublicV6(groups);
}
