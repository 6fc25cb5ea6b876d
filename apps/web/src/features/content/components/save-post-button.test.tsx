import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SavePostButton } from './save-post-button.tsx';

afterEach(cleanup);

describe('SavePostButton', () => {
  it('keeps the post on this device, and every button for it says so', () => {
    render(
      <>
        <SavePostButton postId={7} />
        <SavePostButton postId={7} />
        <SavePostButton postId={8} />
      </>,
    );
    const [first, second, other] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    expect(second!.textContent).toContain('Guardado');
    expect(other!.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('cm.blog.saved')!)).toEqual([7]);

    fireEvent.click(second!);
    expect(first!.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem('cm.blog.saved')!)).toEqual([]);
  });
});
