import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UnreadBadge } from './UnreadBadge';

describe('UnreadBadge', () => {
  it('shows 9+ above 9', () => {
    render(<UnreadBadge count={10} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('shows the exact count up to 9', () => {
    render(<UnreadBadge count={9} />);
    expect(screen.getByText('9')).toBeInTheDocument();
  });

  it('renders nothing at 0', () => {
    const { container } = render(<UnreadBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
