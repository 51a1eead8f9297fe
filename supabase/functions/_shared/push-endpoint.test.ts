import { describe, expect, it } from 'vitest';
import {
  isAllowedPushEndpoint,
  isPushHostPattern,
  PRODUCTION_PUSH_POLICY,
  type PushEndpointPolicy,
} from './push-endpoint.ts';

/** The local stack's allowance, its own ports refused (a database on 54322, a gateway on 54321). */
const LOCAL: PushEndpointPolicy = { extraHosts: [], loopback: { blockedPorts: [54321, 54322, 54324, 5173] } };

/** Every endpoint the production rules must refuse: finding 1's examples first. */
const REFUSED_ENDPOINTS = [
  'https://localhost./',
  'https://LOCALHOST./',
  'https://localhost%2e/',
  'https://localhost/x',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://127.0.0.1.nip.io/x',
  'https://169.254.169.254.nip.io/x',
  'https://169.254.169.254/latest/meta-data/',
  'http://169.254.169.254/latest/meta-data/',
  'https://instance-data/latest/',
  'https://instance-data.ec2.internal/latest/',
  'http://2130706433/',
  'https://2130706433/',
  'https://0x7f000001/',
  'http://0x7f000001/',
  'https://0177.0.0.1/',
  'https://127.1/',
  'https://[::1]/x',
  'https://[::ffff:127.0.0.1]/x',
  'https://10.0.0.5/x',
  'https://127.0.0.1/notify/x',
  'http://fcm.googleapis.com/fcm/send/abc',
  'https://fcm.googleapis.com:8443/fcm/send/abc',
  'https://fcm.googleapis.com./fcm/send/abc',
  'https://FCM.googleapis.com%2e/fcm/send/abc',
  'https://user:pass@fcm.googleapis.com/fcm/send/abc',
  'https://fcm.googleapis.com@127.0.0.1/x',
  'https://push.services.mozilla.com/wpush/v2/abc',
  'https://evil.push.services.mozilla.com.example.com/x',
  'https://push.example.com/x',
  'https://.push.apple.com/x',
  'ftp://fcm.googleapis.com/x',
  'not a url',
];

describe('isAllowedPushEndpoint in production', () => {
  it('takes the public push services’ https addresses', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com/wp/abc',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
      'https://WEB.push.apple.com:443/QAbc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, PRODUCTION_PUSH_POLICY), endpoint).toBe(true);
    }
  });

  it('refuses every other address, however it is written', () => {
    for (const endpoint of REFUSED_ENDPOINTS) {
      expect(isAllowedPushEndpoint(endpoint, PRODUCTION_PUSH_POLICY), endpoint).toBe(false);
    }
  });

  it('refuses the loopback allowance where it is not configured', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/notify/abc', PRODUCTION_PUSH_POLICY)).toBe(false);
  });

  it('takes the hosts a setting adds, of the same form', () => {
    const policy = { extraHosts: ['push.example.net', '*.push.example.org'], loopback: null };
    expect(isAllowedPushEndpoint('https://push.example.net/x', policy)).toBe(true);
    expect(isAllowedPushEndpoint('https://eu.push.example.org/x', policy)).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.org/x', policy)).toBe(false);
    expect(isAllowedPushEndpoint('http://push.example.net/x', policy)).toBe(false);
  });
});

describe('isAllowedPushEndpoint on the local stack', () => {
  it('takes http://127.0.0.1 on a port that is not the stack’s own', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/notify/abc', LOCAL)).toBe(true);
  });

  it('refuses the stack’s own ports, other spellings of loopback and other loopback addresses', () => {
    for (const endpoint of [
      'http://127.0.0.1:54321/auth/v1/admin/users',
      'http://127.0.0.1:54322/',
      'http://127.0.0.1:5173/api/health',
      'http://127.0.0.1/notify/abc',
      'http://127.0.0.1:80/notify/abc',
      'http://127.0.0.1:0/x',
      'http://2130706433:8090/',
      'http://0x7f000001:8090/',
      'http://127.1:8090/',
      'http://127.0.0.2:8090/notify/abc',
      'http://localhost:8090/notify/abc',
      'http://[::1]:8090/notify/abc',
      'http://127.0.0.1:8090@evil.example/x',
      'https://127.0.0.1:8090/notify/abc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, LOCAL), endpoint).toBe(false);
    }
  });
});

describe('isPushHostPattern', () => {
  it('takes host names and *.names, never an address or a local name', () => {
    expect(['push.example.net', '*.push.example.org'].every(isPushHostPattern)).toBe(true);
    for (const pattern of [
      '127.0.0.1',
      '169.254.169.254',
      'localhost',
      'metadata.google.internal',
      'instance-data',
      'printer.local',
      'a.localhost',
      '*',
      '*.com.',
      '[::1]',
    ]) {
      expect(isPushHostPattern(pattern), pattern).toBe(false);
    }
  });
});
