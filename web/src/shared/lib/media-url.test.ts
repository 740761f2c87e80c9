import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';
import { fromState, safeAppPath } from './safe-path';

describe('mediaUrl', () => {
  it('keeps absolute URLs and prefixes relative ones with the API base', () => {
    expect(mediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('/media/a.png')).toBe('/media/a.png');
    expect(mediaUrl('media/a.png')).toBe('/media/a.png');
    expect(mediaUrl(null)).toBeNull();
  });
});

describe('safeAppPath', () => {
  it('accepts app paths and rejects other origins', () => {
    expect(safeAppPath('/market?x=1')).toBe('/market?x=1');
    expect(safeAppPath('//evil.example')).toBe('/');
    expect(safeAppPath('https://evil.example')).toBe('/');
    expect(fromState({ from: '/wallet' })).toBe('/wallet');
    expect(fromState(null)).toBeUndefined();
  });
});
