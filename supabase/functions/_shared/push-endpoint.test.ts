import { describe, expect, it } from 'vitest';
import { isAllowedPushEndpoint } from './push-endpoint.ts';

describe('isAllowedPushEndpoint', () => {
  it('takes the push services’ https addresses', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QAbc',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, [])).toBe(true);
    }
  });

  it('refuses plain http, addresses, localhost, other ports and credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/notify/x',
      'https://10.0.0.5/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://push.example.com:8443/x',
      'https://user:pass@push.example.com/x',
      'ftp://push.example.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, [])).toBe(false);
    }
  });

  it('takes http on a host the setting allows, and only that host', () => {
    expect(isAllowedPushEndpoint('http://127.0.0.1:8090/notify/abc', ['127.0.0.1'])).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.2:8090/notify/abc', ['127.0.0.1'])).toBe(false);
  });
});
