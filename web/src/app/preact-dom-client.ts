import { options } from 'preact';

/**
 * `react-dom/client` in bundles (vite.config.ts runs them on preact/compat). antd's inputs hand their
 * change handlers a copy of the event made with `Object.create(event)` (@rc-component/input): React's
 * events are plain objects, so that works there, but Preact passes the browser's own Event, whose getters
 * and methods throw "Illegal invocation" on any other receiver — a controlled Input.Search never took
 * the typed text. Each event gets its own `type` and bound methods, which the copies then inherit.
 */
const compatEventHook = options.event;
// An event passes here once for each listening element it bubbles through, and preact/compat's hook
// assigns its helpers each time: the properties stay writable and configurable.
const own = (value: unknown) => ({ value, writable: true, configurable: true });
options.event = (raw) => {
  const event = compatEventHook ? compatEventHook(raw) : raw;
  Object.defineProperties(event, {
    type: own(event.type),
    preventDefault: own(() => Event.prototype.preventDefault.call(event)),
    stopPropagation: own(() => Event.prototype.stopPropagation.call(event)),
    isDefaultPrevented: own(() => event.defaultPrevented),
    isPropagationStopped: own(() => event.cancelBubble),
  });
  return event;
};

export * from 'preact/compat/client';
