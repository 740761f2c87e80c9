import { describe, expect, it } from 'vitest';
import { createVisitKeys } from './scroll-keys';

describe('scroll restoration keys', () => {
  it('a new page is a new visit; its search changes stay in it; back returns to the visit', () => {
    const key = createVisitKeys();
    expect(key({ key: 'a', pathname: '/lots/5' })).toBe('a');
    // Filters and paging on the same page keep the position.
    expect(key({ key: 'b', pathname: '/lots/5' })).toBe('a');
    // An offer opened from the list starts at its top: a key of its own, nothing saved under it.
    expect(key({ key: 'c', pathname: '/offer/7' })).toBe('c');
    // Back to the list (either of its entries) restores the list's position.
    expect(key({ key: 'b', pathname: '/lots/5' })).toBe('a');
    expect(key({ key: 'c', pathname: '/offer/7' })).toBe('c');
    // Opening the list anew by a link is a new visit: its top.
    expect(key({ key: 'd', pathname: '/lots/5' })).toBe('d');
  });
});
