import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyPage, type LazyPage } from './lazy-page.js';

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

const inSuspense = (Page: LazyPage) => (
  <Suspense fallback={<p>Loading…</p>}>
    <Page />
  </Suspense>
);

describe('a page loaded on demand', () => {
  it('renders at once, with no fallback, once preloaded', async () => {
    const Page = lazyPage(() => Promise.resolve(Counter));
    await Page.preload();
    render(inSuspense(Page));
    // Synchronously: no fallback was ever shown.
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback while its code loads when not preloaded, and keeps its state afterwards', async () => {
    let resolve!: (component: typeof Counter) => void;
    const Page = lazyPage(() => new Promise<typeof Counter>((done) => (resolve = done)));
    const { rerender } = render(inSuspense(Page));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => resolve(Counter));
    await userEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    // A later render (the code now loaded) must not swap the component and lose the page's state.
    rerender(inSuspense(Page));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });
});
