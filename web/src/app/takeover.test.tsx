import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import {
  keepPrerenderedRegions,
  TakeoverRegion,
  useChosenBeforeTakeover,
  useKeptRegionsForArrivalPageOnly,
} from './takeover.js';
import { FilterSelect } from '../features/shop/FilterSelect.js';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <TakeoverRegion id="first">
        <Counter name="First" />
      </TakeoverRegion>
      <TakeoverRegion id="second">
        <Counter name="Second" />
      </TakeoverRegion>
    </main>
  );
}

/** The page as the prerender left it: each region's markup, with no component behind it. */
function prerenderedPage(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<main><div class="ihe-takeover" data-takeover="first"><button>First 0 (static)</button></div>' +
    '<div class="ihe-takeover" data-takeover="second"><button>Second 0 (static)</button></div></main>';
  return root;
}

describe('the takeover of a prerendered page', () => {
  it('first draws each region as it arrived, then its components, one region per task after a frame', async () => {
    vi.useFakeTimers();
    keepPrerenderedRegions(prerenderedPage());
    const { container } = render(<Page />);
    // The first render is the prerendered markup, under the same regions.
    expect(screen.getByRole('button', { name: 'First 0 (static)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second 0 (static)' })).toBeInTheDocument();
    // A frame alone is not a turn: the turn is the task after it (where the last render's effects ran).
    act(() => void vi.advanceTimersToNextFrame());
    expect(screen.getByRole('button', { name: 'First 0 (static)' })).toBeInTheDocument();
    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getByRole('button', { name: 'First 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second 0 (static)' })).toBeInTheDocument();
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getByRole('button', { name: 'Second 0' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-takeover]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-takeover-waiting]')).toHaveLength(0);
    vi.useRealTimers();
    // Taken over: the components answer.
    await userEvent.click(screen.getByRole('button', { name: 'Second 0' }));
    expect(screen.getByRole('button', { name: 'Second 1' })).toBeInTheDocument();
  });

  it('carries an option picked on the prerendered radios, as it stands at the turn, into the components', () => {
    // The page as the prerender left it, "card" chosen, where the visitor picks "bank" before the app arrives.
    const painted = document.createElement('div');
    painted.innerHTML =
      '<div data-takeover="payment">' +
      ['card', 'bank', 'cash']
        .map(
          (value) => `<input type="radio" name="pay" value="${value}"${value === 'card' ? ' checked' : ''}>`,
        )
        .join('') +
      '</div>';
    painted.querySelector<HTMLInputElement>('input[value="bank"]')!.checked = true;
    keepPrerenderedRegions(painted);
    const picked = (within: HTMLElement) => within.querySelector<HTMLInputElement>('input:checked')?.value;

    function Payment() {
      const chosen = useChosenBeforeTakeover('pay');
      return <output>{`Drawn with ${chosen ?? 'the default'}`}</output>;
    }
    vi.useFakeTimers();
    const { container } = render(
      <TakeoverRegion id="payment">
        <Payment />
      </TakeoverRegion>,
    );
    // The kept markup shows the pick, not the prerendered choice; the visitor picks again there.
    expect(picked(container)).toBe('bank');
    container.querySelector<HTMLInputElement>('input[value="cash"]')!.checked = true;
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    vi.useRealTimers();
    expect(screen.getByText('Drawn with cash')).toBeInTheDocument();
  });

  it('leaves the components their own choice when the prerendered one stood', () => {
    const painted = document.createElement('div');
    painted.innerHTML =
      '<div data-takeover="payment"><input type="radio" name="pay" value="card" checked>' +
      '<input type="radio" name="pay" value="bank"></div>';
    keepPrerenderedRegions(painted);
    function Payment() {
      return <output>{`Drawn with ${useChosenBeforeTakeover('pay') ?? 'the default'}`}</output>;
    }
    vi.useFakeTimers();
    render(
      <TakeoverRegion id="payment">
        <Payment />
      </TakeoverRegion>,
    );
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    vi.useRealTimers();
    expect(screen.getByText('Drawn with the default')).toBeInTheDocument();
  });

  it('carries an option picked in a prerendered select into the components, and leaves one that stood', () => {
    // The shop's filters as the prerender left them ("all" and "name" chosen): the visitor picks "Rice".
    const painted = document.createElement('div');
    const select = (name: string, values: string[]) =>
      `<div data-takeover="${name}"><select name="${name}">` +
      values
        .map((value, index) => `<option value="${value}"${index ? '' : ' selected'}>${value}</option>`)
        .join('') +
      '</select></div>';
    painted.innerHTML = select('category', ['all', 'rice', 'yam']) + select('sort', ['name', 'price-low']);
    painted.querySelector<HTMLSelectElement>('select[name="category"]')!.value = 'rice';
    keepPrerenderedRegions(painted);
    const changes: string[] = [];
    function Filter({ name, values }: { name: string; values: string[] }) {
      const [value, setValue] = useState(values[0]);
      const choose = (next: string) => {
        changes.push(`${name}=${next}`);
        setValue(next);
      };
      return (
        <FilterSelect
          id={name}
          value={value}
          options={values.map((v) => ({ value: v, label: v }))}
          onChange={choose}
        />
      );
    }
    vi.useFakeTimers();
    const { container } = render(
      <>
        <TakeoverRegion id="category">
          <Filter name="category" values={['all', 'rice', 'yam']} />
        </TakeoverRegion>
        <TakeoverRegion id="sort">
          <Filter name="sort" values={['name', 'price-low']} />
        </TakeoverRegion>
      </>,
    );
    // The kept markup shows the pick, not the prerendered choice.
    const category = () => container.querySelector<HTMLSelectElement>('select[name="category"]')!;
    expect(category().value).toBe('rice');
    for (let turn = 0; turn < 2; turn++) {
      act(() => void vi.advanceTimersToNextFrame());
      act(() => void vi.advanceTimersToNextTimer());
    }
    vi.useRealTimers();
    expect(container.querySelector('[data-takeover-waiting]')).toBeNull();
    expect(changes).toEqual(['category=rice']);
    expect(category().value).toBe('rice');
    expect(container.querySelector<HTMLSelectElement>('select[name="sort"]')!.value).toBe('name');
  });

  it('takes a hidden tab over too, which draws no frames: 100 ms stands in for a frame', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    keepPrerenderedRegions(prerenderedPage());
    render(<Page />);
    act(() => void vi.advanceTimersByTime(50));
    expect(screen.getByRole('button', { name: 'First 0 (static)' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'First 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second 0 (static)' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(150));
    expect(screen.getByRole('button', { name: 'Second 0' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('draws the components at once off a prerendered page, and when the page comes back', async () => {
    keepPrerenderedRegions(prerenderedPage());
    const first = render(<Page />);
    await screen.findByRole('button', { name: 'Second 0' });
    first.unmount();
    // The kept markup served once: the page drawn again (a later visit) has its components at once.
    render(<Page />);
    expect(screen.getByRole('button', { name: 'First 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second 0' })).toBeInTheDocument();
  });

  it('drops the turns of regions gone before their turn came, and goes on with the others', async () => {
    keepPrerenderedRegions(prerenderedPage());
    render(<Page />).unmount();
    const later = document.createElement('div');
    later.innerHTML = '<div data-takeover="later"><button>Later 0 (static)</button></div>';
    keepPrerenderedRegions(later);
    render(
      <TakeoverRegion id="later">
        <Counter name="Later" />
      </TakeoverRegion>,
    );
    expect(screen.getByRole('button', { name: 'Later 0 (static)' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Later 0' });
  });

  it('draws a region named to be drawn at once with its components in the first render, the others as they arrived', () => {
    vi.useFakeTimers();
    keepPrerenderedRegions(prerenderedPage(), ['first']);
    render(<Page />);
    expect(screen.getByRole('button', { name: 'First 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Second 0 (static)' })).toBeInTheDocument();
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getByRole('button', { name: 'Second 0' })).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('leaves a region its screen does not show as it arrived until the screen shows it, then takes it over', () => {
    vi.useFakeTimers();
    let wide = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return wide;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    keepPrerenderedRegions(prerenderedPage());
    const { container } = render(
      <main>
        <TakeoverRegion id="first" shownWhen="(min-width: 768px)">
          <Counter name="First" />
        </TakeoverRegion>
        <TakeoverRegion id="second">
          <Counter name="Second" />
        </TakeoverRegion>
      </main>,
    );
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    act(() => void vi.advanceTimersByTime(1000));
    // The shown region's turn came; the hidden one is not waiting for a turn, it is kept as it arrived.
    expect(screen.getByRole('button', { name: 'Second 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First 0 (static)' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-takeover-waiting]')).toHaveLength(0);
    expect(container.querySelector('[data-takeover-hidden]')).toHaveAttribute('data-takeover', 'first');
    // The screen turns wide: the region is taken over in a turn of its own.
    wide = true;
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByRole('button', { name: 'First 0 (static)' })).toBeInTheDocument();
    act(() => void vi.advanceTimersToNextFrame());
    act(() => void vi.advanceTimersToNextTimer());
    expect(screen.getByRole('button', { name: 'First 0' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-takeover-hidden]')).toHaveLength(0);
    expect(listeners.size).toBe(0);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('forgets the kept markup of regions the arrival page did not draw once the visitor leaves that page', async () => {
    // The prerendered checkout holds a guest's page and, hidden, a signed-in buyer's form; a guest's
    // page draws only the first.
    const root = document.createElement('div');
    root.innerHTML =
      '<div data-takeover="guest"><a href="/auth">Login (static)</a></div>' +
      '<div data-takeover="form"><button>Form 0 (static)</button></div>';
    keepPrerenderedRegions(root);
    function Pages() {
      useKeptRegionsForArrivalPageOnly(useLocation().pathname);
      return (
        <Routes>
          <Route
            path="/checkout"
            element={
              <TakeoverRegion id="guest">
                <Link to="/auth">Login</Link>
              </TakeoverRegion>
            }
          />
          <Route path="/auth" element={<Link to="/form">Signed in</Link>} />
          <Route
            path="/form"
            element={
              <TakeoverRegion id="form">
                <Counter name="Form" />
              </TakeoverRegion>
            }
          />
        </Routes>
      );
    }
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Login (static)' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Login' }));
    await userEvent.click(screen.getByRole('link', { name: 'Signed in' }));
    // Drawn with its components at once, not first as the markup the arrival page held for it.
    expect(screen.getByRole('button', { name: 'Form 0' })).toBeInTheDocument();
    expect(screen.queryByText('Form 0 (static)')).not.toBeInTheDocument();
  });
});
