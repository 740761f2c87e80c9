import { describe, expect, it } from 'vitest';
import { requestKey } from './preloaded.ts';

describe('requestKey', () => {
  it('names a call by method, path, sorted query and canonical body', () => {
    expect(requestKey('get', '/api/lots/get?id=3')).toBe('GET /api/lots/get?id=3 ');
    expect(requestKey('POST', '/api/offers/search?size=10&page=0', { lotId: 1, active: true })).toBe(
      'POST /api/offers/search?page=0&size=10 {"active":true,"lotId":1}',
    );
  });

  it('does not depend on the order of parameters or of body fields, at any depth', () => {
    expect(requestKey('POST', '/a?b=2&a=1', { x: { d: 1, c: [{ f: 1, e: 2 }] }, w: 0 })).toBe(
      requestKey('POST', '/a?a=1&b=2', { w: 0, x: { c: [{ e: 2, f: 1 }], d: 1 } }),
    );
  });

  it('tells different calls apart', () => {
    const base = requestKey('POST', '/api/offers/search?page=0', { lotId: 1 });
    expect(requestKey('GET', '/api/offers/search?page=0', { lotId: 1 })).not.toBe(base);
    expect(requestKey('POST', '/api/offers/search?page=1', { lotId: 1 })).not.toBe(base);
    expect(requestKey('POST', '/api/offers/search?page=0', { lotId: 2 })).not.toBe(base);
    expect(requestKey('POST', '/api/offers/search?page=0')).not.toBe(base);
    // An absent field is not a field: JSON.stringify drops it too.
    expect(requestKey('POST', '/a', { lotId: 1, sort: undefined })).toBe(
      requestKey('POST', '/a', { lotId: 1 }),
    );
  });
});
