import { useEffect, useRef } from 'react';
import type { LiveNotificationOutcome, LiveOrderStatusChanged } from '@ihe/contracts';
import { apiUrl } from '../../app/api-url.js';
import { useAppSelector } from '../../app/hooks.js';
import { authorizedEventSource } from './authorized-event-source.js';
import { openLiveStream } from './live-stream.js';

export interface LiveEventHandlers {
  onOrderStatusChanged?: (event: LiveOrderStatusChanged) => void;
  onNotificationOutcome?: (event: LiveNotificationOutcome) => void;
  /** The stream came back after a drop (or a token change): events may have been missed. */
  onReconnected?: () => void;
}

/**
 * The signed-in user's live events while the calling component is mounted. The stream is closed on
 * unmount and on logout, and reopened with the new token after each token refresh.
 */
export function useLiveEvents(handlers: LiveEventHandlers): void {
  const accessToken = useAppSelector((state) =>
    state.session.status === 'signedIn' ? state.session.tokens?.accessToken : undefined,
  );
  const latest = useRef(handlers);
  const openedBefore = useRef(false);

  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!accessToken) return;
    const stream = openLiveStream(
      apiUrl('/events/stream'),
      {
        onOrderStatusChanged: (event) => latest.current.onOrderStatusChanged?.(event),
        onNotificationOutcome: (event) => latest.current.onNotificationOutcome?.(event),
        onOpen: () => {
          if (openedBefore.current) latest.current.onReconnected?.();
          openedBefore.current = true;
        },
      },
      { createEventSource: (url) => authorizedEventSource(url, accessToken) },
    );
    return () => stream.close();
  }, [accessToken]);
}
