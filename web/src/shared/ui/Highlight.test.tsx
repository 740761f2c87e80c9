import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, highlightPieces } from './Highlight';

const marks = (container: HTMLElement) => [...container.querySelectorAll('mark')].map((m) => m.textContent);

describe('Highlight', () => {
  it('marks the ranges at their character offsets', () => {
    const { container } = render(
      <Highlight
        text="Gold for Horde, fast"
        ranges={[
          [0, 4],
          [9, 14],
        ]}
      />,
    );
    expect(container.textContent).toBe('Gold for Horde, fast');
    expect(marks(container)).toEqual(['Gold', 'Horde']);
  });

  it('counts Cyrillic letters as one character each', () => {
    const text = 'Аккаунт с рангом Divine';
    const { container } = render(
      <Highlight
        text={text}
        ranges={[
          [0, 7],
          [10, 16],
        ]}
      />,
    );
    expect(marks(container)).toEqual(['Аккаунт', 'рангом']);
    expect(container.textContent).toBe(text);
  });

  it('shows markup in the text as text, never as HTML', () => {
    const text = '<img src=x onerror=alert(1)> <b>gold</b>';
    const { container } = render(
      <Highlight
        text={text}
        ranges={[
          [0, 4],
          [32, 36],
        ]}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe(text);
    expect(marks(container)).toEqual(['<img', 'gold']);
  });

  it('renders the plain text without ranges', () => {
    const { container } = render(<Highlight text="Gold" ranges={[]} />);
    expect(container.innerHTML).toBe('Gold');
  });

  it('clamps, sorts and drops bad ranges without losing or repeating text', () => {
    const text = 'abcdefghij';
    const pieces = highlightPieces(text, [
      [8, 20],
      [2, 4],
      [3, 6],
      [5, 5],
      [-3, 1],
      [Number.NaN, 2],
    ]);
    expect(pieces).toEqual([
      { text: 'a', match: true },
      { text: 'b', match: false },
      { text: 'cd', match: true },
      { text: 'efgh', match: false },
      { text: 'ij', match: true },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(highlightPieces('', [[0, 3]])).toEqual([{ text: '', match: false }]);
  });
});
