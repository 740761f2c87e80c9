import { afterEach, describe, expect, it } from 'vitest';
import { connectHeaders } from './connection';

describe('the real-time CONNECT headers', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('carry the token and the interface language, in which the server writes ERROR frames', () => {
    document.documentElement.lang = 'ru';
    expect(connectHeaders('t0k')).toEqual({ Authorization: 'Bearer t0k', 'accept-language': 'ru' });
    document.documentElement.lang = 'en';
    expect(connectHeaders('t0k')['accept-language']).toBe('en');
  });

  it('name no language before the interface has one', () => {
    expect(connectHeaders('t0k')).toEqual({ Authorization: 'Bearer t0k' });
  });
});
