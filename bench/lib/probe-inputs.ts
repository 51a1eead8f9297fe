// What `npm run bench:probe` throws at the API: push endpoints that lead inside, and names and notes made of the
// characters the text rule refuses, beside ordinary ones it must keep. Each input says what it should get.

/** An endpoint that must be refused on any stack (production's host list, or the local stack's 127.0.0.1). */
export function insideEndpoints(stackPorts: readonly number[]): string[] {
  return [
    'https://localhost/',
    'https://localhost./',
    'https://LOCALHOST./',
    'https://localhost%2e/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'https://instance-data/latest/',
    'https://169.254.169.254/latest/meta-data/',
    'http://169.254.169.254/',
    'https://127.0.0.1.nip.io/',
    'https://169.254.169.254.nip.io/',
    'http://2130706433/',
    'https://2130706433/',
    'http://0x7f000001/',
    'https://0x7f.0.0.1/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'ftp://fcm.googleapis.com/fcm/send/x',
    'https://example.com/push',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    ...stackPorts.flatMap((port) => [
      `http://127.0.0.1:${port}/`,
      `http://127.0.0.1:${port}/auth/v1/admin/users`,
    ]),
  ];
}

/** Endpoints a real browser hands out (the public push services): these are saved. */
export const PUBLIC_ENDPOINTS = [
  'https://fcm.googleapis.com/fcm/send/probe-',
  'https://updates.push.services.mozilla.com/wpush/v2/probe-',
  'https://web.push.apple.com/probe-',
  'https://wns2-by3p.notify.windows.com/w/?token=probe-',
];

export interface TextCase {
  text: string;
  refused: boolean;
  kind: string;
}

const HOSTILE: readonly [kind: string, chars: readonly string[]][] = [
  ['control', ['\n', '\r', '\u001b', '\u0007', '\u0000', '\u007f', '\u0085', '\u009b']],
  [
    'bidi override',
    ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'],
  ],
  ['tag', ['\u{e0001}', '\u{e0041}', '\u{e007f}']],
  ['lone surrogate', ['\ud800', '\udfff', '\udbff']],
];
const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const ORDINARY = [
  'Rent',
  'Café',
  'Ümlaut',
  'إيجار',
  'שכירות',
  '家賃',
  '👩‍👩‍👧 fund',
  '🚗',
  'A&B <x>',
  "O'Brien",
  'Tab\tnot',
];

/** A small seeded generator, so a run can be repeated. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** `count` names: a third ordinary, a third with one refused character inside, a third made only of invisibles. */
export function textCases(count: number, random: () => number): TextCase[] {
  return Array.from({ length: count }, (_, index) => {
    const base = pick(
      random,
      ORDINARY.filter((text) => !text.includes('\t')),
    );
    if (index % 3 === 0) return { text: base, refused: false, kind: 'ordinary' };
    if (index % 3 === 1) {
      const [kind, chars] = pick(random, HOSTILE);
      const at = Math.floor(random() * (base.length + 1));
      return { text: `${base.slice(0, at)}${pick(random, chars)}${base.slice(at)}`, refused: true, kind };
    }
    const length = 1 + Math.floor(random() * 4);
    const text = Array.from({ length }, () => pick(random, INVISIBLE)).join('');
    return { text, refused: true, kind: 'invisible only' };
  });
}
