import { describe, expect, it } from 'vitest';
import { pageWindow } from './order-list-view.tsx';

describe('pageWindow', () => {
  it('shows every page when there are few, and gaps around the current one when there are many', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });
});
