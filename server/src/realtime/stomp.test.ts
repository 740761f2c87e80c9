import { describe, expect, it } from 'vitest';
import { escapeHeader, serializeFrame, StompCodecError, StompParser, unescapeHeader } from './stomp.ts';

const small = { maxFrameBytes: 256, maxHeaders: 4, maxHeaderLineBytes: 64 };

describe('STOMP parser', () => {
  it('parses a frame with headers and a NUL-terminated body', () => {
    const { frames, heartbeats } = new StompParser().push('SEND\ndestination:/app/x\n\nhello\0');
    expect(heartbeats).toBe(0);
    expect(frames).toEqual([{ command: 'SEND', headers: { destination: '/app/x' }, body: 'hello' }]);
  });

  it('accepts CRLF line endings and frames without headers or body', () => {
    const { frames } = new StompParser().push('SEND\r\ndestination:/a\r\n\r\nx\0DISCONNECT\n\n\0');
    expect(frames).toEqual([
      { command: 'SEND', headers: { destination: '/a' }, body: 'x' },
      { command: 'DISCONNECT', headers: {}, body: '' },
    ]);
  });

  it('reassembles a frame split across chunks at every byte', () => {
    const raw = 'SEND\ndestination:/app/chat.send\ncontent-length:5\n\nab\0cd\0\n';
    for (let cut = 1; cut < raw.length; cut++) {
      const p = new StompParser();
      const a = p.push(raw.slice(0, cut));
      const b = p.push(raw.slice(cut));
      const frames = [...a.frames, ...b.frames];
      expect(frames).toHaveLength(1);
      expect(frames[0]!.body).toBe('ab\0cd');
      expect(a.heartbeats + b.heartbeats).toBe(1);
      expect(p.pending).toBe(0);
    }
  });

  it('reassembles byte by byte, including multi-byte UTF-8 split inside a character', () => {
    const bytes = Buffer.from('SEND\ndestination:/чат\n\nпривет 👋\0', 'utf8');
    const p = new StompParser();
    const frames = [];
    for (const b of bytes) frames.push(...p.push(Uint8Array.of(b)).frames);
    expect(frames).toEqual([{ command: 'SEND', headers: { destination: '/чат' }, body: 'привет 👋' }]);
  });

  it('parses several frames and heart-beats in one chunk', () => {
    const { frames, heartbeats } = new StompParser().push(
      '\n\r\nSUBSCRIBE\nid:1\ndestination:/a\n\n\0\nSUBSCRIBE\nid:2\ndestination:/b\n\n\0\n\n',
    );
    expect(frames.map((f) => f.headers.id)).toEqual(['1', '2']);
    expect(heartbeats).toBe(5);
  });

  it('counts bare EOL heart-beats, including a CRLF split across chunks', () => {
    const p = new StompParser();
    expect(p.push('\n\n\r').heartbeats).toBe(2);
    expect(p.push('\n').heartbeats).toBe(1);
    expect(p.pending).toBe(0);
  });

  it('reads content-length bodies in UTF-8 bytes with NULs inside', () => {
    const body = 'a\0b\0ё';
    const raw = `SEND\ndestination:/x\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`;
    expect(new StompParser().push(raw).frames[0]!.body).toBe(body);
  });

  it('unescapes headers per STOMP 1.2 except in CONNECT frames', () => {
    const p = new StompParser();
    const { frames } = p.push('SEND\ndestination:/a\\cb\\nc\\\\d\\re\n\n\0CONNECT\npasscode:a\\nb\n\n\0');
    expect(frames[0]!.headers.destination).toBe('/a:b\nc\\d\re');
    expect(frames[1]!.headers.passcode).toBe('a\\nb');
  });

  it('keeps the first of repeated headers', () => {
    const { frames } = new StompParser().push('SEND\ndestination:/first\ndestination:/second\n\n\0');
    expect(frames[0]!.headers.destination).toBe('/first');
  });

  it.each([
    ['garbage', 'GET / HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['binary', '\x01\x02\x03\x00'],
    ['lowercase command', 'send\n\n\0'],
    ['a long line without EOL', 'X'.repeat(40)],
    ['an undefined escape', 'SEND\ndestination:/a\\t\n\n\0'],
    ['a dangling escape', 'SEND\ndestination:/a\\\n\n\0'],
    ['a header without colon', 'SEND\ndestination\n\n\0'],
    ['an empty header name', 'SEND\n:x\n\n\0'],
    ['NUL inside headers', 'SEND\ndestination:/a\0\n\n'],
    ['a non-numeric content-length', 'SEND\ncontent-length:abc\n\n\0'],
    ['a negative content-length', 'SEND\ncontent-length:-1\n\n\0'],
    ['a body longer than content-length', 'SEND\ncontent-length:1\n\nabc\0'],
    ['a bare CR between frames', '\rSEND\n\n\0'],
    ['invalid UTF-8', Buffer.from([...Buffer.from('SEND\n\n'), 0xff, 0xfe, 0])],
  ])('rejects %s', (_name, raw) => {
    expect(() => new StompParser().push(raw)).toThrow(StompCodecError);
  });

  it('enforces the frame size limit with and without content-length', () => {
    expect(() => new StompParser(small).push(`SEND\n\n${'x'.repeat(300)}`)).toThrow('Frame too large');
    expect(() => new StompParser(small).push('SEND\ncontent-length:100000\n\n')).toThrow('Frame too large');
    expect(() => new StompParser(small).push(`SEND\nh:${'x'.repeat(300)}`)).toThrow('Frame too large');
    const ok = new StompParser(small).push(`SEND\n\n${'x'.repeat(200)}\0`);
    expect(ok.frames[0]!.body).toHaveLength(200);
  });

  it('enforces header count and header line limits', () => {
    const many = 'SEND\n' + ['a:1', 'b:1', 'c:1', 'd:1', 'e:1'].join('\n') + '\n\n\0';
    expect(() => new StompParser(small).push(many)).toThrow('Too many headers');
    expect(() => new StompParser(small).push(`SEND\nh:${'x'.repeat(100)}\n\n\0`)).toThrow('Header too long');
  });

  it('stays failed after an error', () => {
    const p = new StompParser();
    expect(() => p.push('nonsense\n')).toThrow(StompCodecError);
    expect(() => p.push('SEND\n\n\0')).toThrow(StompCodecError);
  });

  it('waits for the rest of an incomplete frame', () => {
    const p = new StompParser();
    expect(p.push('SEND\ndestination:/a\n\npartial').frames).toEqual([]);
    expect(p.pending).toBeGreaterThan(0);
    expect(p.push(' body\0').frames[0]!.body).toBe('partial body');
  });
});

describe('STOMP serialiser', () => {
  it('escapes headers, adds content-length in bytes and round-trips', () => {
    const raw = serializeFrame({
      command: 'MESSAGE',
      headers: { destination: '/topic/a:b', 'x-note': 'line1\nline2\\' },
      body: 'ё\0x',
    });
    expect(raw).toContain('destination:/topic/a\\cb\n');
    expect(raw).toContain('content-length:4\n');
    expect(raw.endsWith('\0')).toBe(true);
    const [frame] = new StompParser().push(raw).frames;
    expect(frame).toEqual({
      command: 'MESSAGE',
      headers: { destination: '/topic/a:b', 'x-note': 'line1\nline2\\', 'content-length': '4' },
      body: 'ё\0x',
    });
  });

  it('leaves CONNECTED headers unescaped and refuses EOLs there', () => {
    expect(serializeFrame({ command: 'CONNECTED', headers: { version: '1.2' } })).toBe(
      'CONNECTED\nversion:1.2\n\n\0',
    );
    expect(() => serializeFrame({ command: 'CONNECTED', headers: { a: 'x\ny' } })).toThrow(StompCodecError);
  });

  it('escape and unescape are inverse', () => {
    const values = ['plain', 'a:b', 'back\\slash', 'cr\rlf\n', '\\n literal'];
    for (const v of values) expect(unescapeHeader(escapeHeader(v))).toBe(v);
  });
});
