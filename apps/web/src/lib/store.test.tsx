import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, useStore } from './store.ts';

afterEach(cleanup);

describe('createStore', () => {
  it('tells its listeners of a new value until they unsubscribe', () => {
    const store = createStore(1);
    const heard = vi.fn();
    const unsubscribe = store.subscribe(heard);
    store.set(2);
    store.update((n) => n + 1);
    expect(store.get()).toBe(3);
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(4);
    expect(store.get()).toBe(4);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the value set is the one it holds', () => {
    const value = { ids: [1] };
    const store = createStore(value);
    const heard = vi.fn();
    store.subscribe(heard);
    store.set(value);
    store.update((v) => v);
    expect(heard).not.toHaveBeenCalled();
    store.set({ ids: [1] });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('renders a component again only when the part it selects changes', () => {
    const store = createStore({ count: 0, label: 'a' });
    const renders = vi.fn();
    function Count() {
      const count = useStore(store, (s) => s.count);
      renders();
      return <p>{count}</p>;
    }
    render(<Count />);
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => store.update((s) => ({ ...s, label: 'b' })));
    expect(renders).toHaveBeenCalledTimes(1);
    act(() => store.update((s) => ({ ...s, count: 1 })));
    expect(renders).toHaveBeenCalledTimes(2);
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('stops listening when the component goes', () => {
    const store = createStore(0);
    let listening = 0;
    const subscribe = store.subscribe;
    store.subscribe = (listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    };
    function Value() {
      return <p>{useStore(store)}</p>;
    }
    const { unmount } = render(<Value />);
    expect(listening).toBe(1);
    unmount();
    expect(listening).toBe(0);
  });

  it("renders the server's value on the server and while hydrating, then the browser's", async () => {
    const store = createStore('signed in', { server: 'guest' });
    function Who() {
      return <p>{useStore(store, (s) => s.toUpperCase())}</p>;
    }
    const html = renderToString(<Who />);
    expect(html).toBe('<p>GUEST</p>');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Who />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('SIGNED IN');
    container.remove();
  });

  it('without a server value, the server renders the value the store holds', () => {
    const store = createStore(['a', 'b']);
    function Count() {
      return <p>{useStore(store, (s) => s.length)}</p>;
    }
    expect(renderToString(<Count />)).toBe('<p>2</p>');
  });
});
