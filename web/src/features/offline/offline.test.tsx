import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../app/store.js';
import { OFFLINE_TEXT, OfflineBanner } from './OfflineBanner.js';
import { startOfflineSupport } from './offline-support.js';
import { UPDATE_TEXT, UpdatePrompt } from './UpdatePrompt.js';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the offline banner', () => {
  it('appears as a status while the connection is down and goes when it returns', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(OFFLINE_TEXT.title);
    expect(banner).toHaveTextContent(OFFLINE_TEXT.description);
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the new-version prompt', () => {
  it('says nothing until a new version waits, then reloads into it on "Reload"', async () => {
    const onReload = vi.fn();
    const { rerender } = render(<UpdatePrompt waiting={false} onReload={onReload} />);
    expect(screen.queryByText(UPDATE_TEXT.title)).toBeNull();

    rerender(<UpdatePrompt waiting onReload={onReload} />);
    expect(await screen.findByText(UPDATE_TEXT.title)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: UPDATE_TEXT.reload }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('offline support', () => {
  afterEach(() => document.getElementById('offline-support')?.remove());

  it('draws nothing while the page is online, and the banner once the connection drops', () => {
    startOfflineSupport(createAppStore());
    expect(document.getElementById('offline-support')).toBeNull();
    setOnline(false);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent(OFFLINE_TEXT.title);
    expect(document.getElementById('offline-support')).toContainElement(banner);
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('draws the banner at once on a page that starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => startOfflineSupport(createAppStore()));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT.title);
  });
});
