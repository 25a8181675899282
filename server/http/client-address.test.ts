// The client address: the socket's, unless the socket is a trusted reverse proxy (TRUST_PROXY).
import { describe, expect, it } from 'vitest';
import { NO_SOCKET, clientAddressResolver } from './client-address.ts';

describe('clientAddressResolver', () => {
  it('without TRUST_PROXY believes nobody: the socket address is the client, X-Forwarded-For is ignored', () => {
    const of = clientAddressResolver([]);
    expect(of('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(of('::ffff:203.0.113.7', undefined)).toBe('203.0.113.7');
    expect(of('2001:db8::5', undefined)).toBe('2001:db8::5');
    expect(of(undefined, '198.51.100.1')).toBe(NO_SOCKET);
  });

  it('a request through a trusted proxy: the address the proxy appended', () => {
    const of = clientAddressResolver(['127.0.0.1', '::1']);
    expect(of('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(of('::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1');
    expect(of('::1', '2001:db8::9')).toBe('2001:db8::9');
  });

  it('a client that forges X-Forwarded-For only adds entries left of the real one', () => {
    const of = clientAddressResolver(['127.0.0.1']);
    expect(of('127.0.0.1', '10.9.9.9, 1.1.1.1, 198.51.100.1')).toBe('198.51.100.1');
    expect(of('127.0.0.1', 'not-an-address, 198.51.100.1')).toBe('198.51.100.1');
  });

  it('a direct request from an untrusted address keeps its own address whatever it claims', () => {
    const of = clientAddressResolver(['127.0.0.1']);
    expect(of('198.51.100.1', '127.0.0.1')).toBe('198.51.100.1');
    expect(of('198.51.100.1', '10.0.0.1')).toBe('198.51.100.1');
  });

  it('chains of trusted proxies (ranges) are walked from the right', () => {
    const of = clientAddressResolver(['10.0.0.0/8', 'fd00::/8']);
    expect(of('10.0.0.2', '198.51.100.1, 10.1.2.3')).toBe('198.51.100.1');
    expect(of('fd00::2', '2001:db8::1, fd00::3')).toBe('2001:db8::1');
    // Only trusted hops: the left-most of them is the best we know.
    expect(of('10.0.0.2', '10.0.0.3')).toBe('10.0.0.3');
    // Missing or garbage header: the proxy itself.
    expect(of('10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(of('10.0.0.2', 'garbage')).toBe('10.0.0.2');
  });
});
