import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * The app's takeover of a prerendered page (`/`, `/shop`, `/checkout`: web/prerender.config.ts), region
 * by region.
 * Drawing a whole page at once is one long task (~0.6 s at 4x CPU throttling on `/`) in which the page
 * cannot answer a tap. A TakeoverRegion is first drawn as the markup the page arrived with, then, one
 * region per browser task after a frame, with its components: the page looks the same throughout, and
 * the work comes in pieces input can go between. Regions nest: the whole page is one (src/app/router.tsx),
 * the header, the hero and each section below it are others, taken over in the order they are drawn.
 */
const prerenderedRegions = new Map<string, string>();

/**
 * Before the app's first render: keeps each region's markup, to be drawn as it is until the region's turn.
 * Regions named in `drawnAtOnce` are drawn with their components in the first render.
 */
export function keepPrerenderedRegions(root: Element, drawnAtOnce: readonly string[] = []): void {
  for (const region of root.querySelectorAll<HTMLElement>('[data-takeover]')) {
    const id = region.dataset.takeover!;
    if (!drawnAtOnce.includes(id)) prerenderedRegions.set(id, region.innerHTML);
  }
  keepVisitorInput(root);
}

/**
 * What a visitor typed into a box of the prerendered page (a search box, the checkout's address) before the
 * app drew it, by region and the input's or textarea's name: the app's markup replaces the page's, and the text and the focus would go with
 * it. Each copy of the region carries them on: the kept markup drawn first, then the components
 * (useTypedBeforeTakeover).
 */
export interface TypedInput {
  value: string;
  focused: boolean;
  selectionStart: number | null;
  selectionEnd: number | null;
}
const typedInputs = new Map<string, TypedInput>();

function typedInputsIn(root: Element) {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      '[data-takeover] input[name]:not([type="radio"]), [data-takeover] textarea[name]',
    ),
  ].map((input) => ({ input, key: regionKey(input) }));
}

/** An input's key in the kept input: its region and its name. */
function regionKey(input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  return `${input.closest<HTMLElement>('[data-takeover]')!.dataset.takeover}/${input.name}`;
}

function keepTypedInputs(root: Element) {
  for (const { input, key } of typedInputsIn(root)) {
    const focused = input === document.activeElement;
    if (input.value === input.defaultValue && !focused) {
      typedInputs.delete(key);
      continue;
    }
    const { value, selectionStart, selectionEnd } = input;
    typedInputs.set(key, { value, focused, selectionStart, selectionEnd });
  }
}

/**
 * The option a visitor picked among a prerendered page's radio buttons (the checkout's payment method) or in
 * its select (the shop's filters) before the app drew them, by region and the input's name, when it is not
 * the page's own choice. The page shows the pick meanwhile (antd marks a radio's choice by class:
 * checkout.css draws the input's own state), and the app starts from it (useChosenBeforeTakeover).
 */
const chosenOptions = new Map<string, string>();

function radiosIn(root: Element) {
  return [...root.querySelectorAll<HTMLInputElement>('[data-takeover] input[type="radio"][name]')].map(
    (input) => ({ input, key: regionKey(input) }),
  );
}

function selectsIn(root: Element) {
  return [...root.querySelectorAll<HTMLSelectElement>('[data-takeover] select[name]')].map((select) => ({
    select,
    key: regionKey(select),
  }));
}

function keepChosenOptions(root: Element) {
  for (const { input, key } of radiosIn(root)) {
    if (!input.checked) continue;
    if (input.defaultChecked) chosenOptions.delete(key);
    else chosenOptions.set(key, input.value);
  }
  for (const { select, key } of selectsIn(root)) {
    const pageChoice = [...select.options].find((option) => option.defaultSelected) ?? select.options[0];
    if (select.value === pageChoice?.value) chosenOptions.delete(key);
    else chosenOptions.set(key, select.value);
  }
}

function restoreChosenOptions(root: Element) {
  for (const { input, key } of radiosIn(root)) {
    const chosen = chosenOptions.get(key);
    if (chosen !== undefined) input.checked = input.value === chosen;
  }
  for (const { select, key } of selectsIn(root)) {
    const chosen = chosenOptions.get(key);
    if (chosen !== undefined) select.value = chosen;
  }
}

/** What a visitor typed or picked on the prerendered copy of a page, kept from `root` as it stands. */
function keepVisitorInput(root: Element) {
  keepTypedInputs(root);
  keepChosenOptions(root);
}

/** What was kept, put back into a copy of the kept markup. */
function restoreVisitorInput(root: Element) {
  restoreTypedInputs(root);
  restoreChosenOptions(root);
}

function restoreTypedInputs(root: Element) {
  for (const { input, key } of typedInputsIn(root)) {
    const typed = typedInputs.get(key);
    if (!typed) continue;
    input.value = typed.value;
    if (typed.focused) {
      input.focus({ preventScroll: true });
      input.setSelectionRange(typed.selectionStart, typed.selectionEnd);
    }
  }
}

/**
 * Kept markup is for the page the app arrived on. A region that page did not draw (the checkout's form for
 * a guest, whose prerendered page also holds it, hidden) would otherwise be drawn from it on a later visit:
 * leaving the page forgets what is left.
 */
export function useKeptRegionsForArrivalPageOnly(pathname: string): void {
  const arrivedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== arrivedAt.current) {
      prerenderedRegions.clear();
      typedInputs.clear();
      chosenOptions.clear();
    }
  }, [pathname]);
}

const RegionId = createContext<string | undefined>(undefined);

/** The box a visitor was typing into gets the focus back, with the caret where it was. */
interface FocusableInput {
  focus(options?: FocusOptions): void;
  setSelectionRange(start: number, end: number): void;
}

/**
 * For a box drawn in a takeover region: what the visitor had typed into its prerendered copy, named by the
 * input's `name`, once (its first render); nothing off a prerendered page. A box that had the focus gets it
 * back, with the caret where it was.
 */
export function useTypedBeforeTakeover(
  name: string,
  input: RefObject<FocusableInput | null>,
): TypedInput | undefined {
  const typed = useKeptInRegion(typedInputs, name);
  useLayoutEffect(() => {
    if (!typed?.focused) return;
    input.current?.focus({ preventScroll: true });
    input.current?.setSelectionRange(typed.selectionStart ?? 0, typed.selectionEnd ?? 0);
  }, [typed, input]);
  return typed;
}

/**
 * For radio buttons or a select drawn in a takeover region: the option the visitor picked on their
 * prerendered copy, named by the input's `name`, once (the first render); nothing off a prerendered page
 * or when the page's own choice stood.
 */
export function useChosenBeforeTakeover(name: string): string | undefined {
  return useKeptInRegion(chosenOptions, name);
}

/** What `kept` holds for `name` in this region, taken out on the first render (it serves once). */
function useKeptInRegion<Kept>(kept: Map<string, Kept>, name: string): Kept | undefined {
  const region = useContext(RegionId);
  const [value] = useState(() => {
    const key = `${region}/${name}`;
    const value = kept.get(key);
    kept.delete(key);
    return value;
  });
  return value;
}

const waiting: Array<() => void> = [];

/** Runs the regions' turns in the order they were drawn, each in a task of its own after a frame. */
function queueTurn(turn: () => void): () => void {
  waiting.push(turn);
  if (waiting.length === 1) afterNextPaint(nextTurn);
  return () => {
    const index = waiting.indexOf(turn);
    if (index > 0) waiting.splice(index, 1);
    else if (index === 0) waiting[0] = () => {};
  };
}

function nextTurn() {
  waiting[0]();
  waiting.shift();
  if (waiting.length > 0) afterNextPaint(nextTurn);
}

/**
 * Runs `next` in a task after the next frame, as Preact runs a render's effects: a turn then comes after
 * the previous turn's effects rather than beside them in one long task. A hidden tab draws no frames;
 * 100 ms stands in for the frame there.
 */
function afterNextPaint(next: () => void) {
  let queued = false;
  const queue = () => {
    if (queued) return;
    queued = true;
    clearTimeout(fallback);
    setTimeout(next, 0);
  };
  const fallback = setTimeout(queue, 100);
  requestAnimationFrame(queue);
}

/**
 * A region of a prerendered page the app takes over in a turn of its own. Its box is the content's
 * (display: contents), so layouts and styles see the children alone. Off a prerendered page (later
 * navigation, tests) it draws its children at once.
 *
 * A region its page shows on some screens only (`shownWhen`, a media query: the header's desktop search
 * box on a phone) waits, hidden, until the screen shows it: its turn would be ~20 ms of work, unthrottled,
 * for markup nobody can see or tap.
 */
export function TakeoverRegion({
  id,
  shownWhen,
  children,
}: {
  id: string;
  shownWhen?: string;
  children: ReactNode;
}) {
  const [markup, setMarkup] = useState(() => {
    const kept = prerenderedRegions.get(id);
    // Once only: coming back to the page later draws it at once.
    prerenderedRegions.delete(id);
    return kept;
  });
  const [shown, setShown] = useState(
    () => markup === undefined || shownWhen === undefined || window.matchMedia(shownWhen).matches,
  );
  const kept = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (kept.current) restoreVisitorInput(kept.current);
  }, [markup]);
  useEffect(() => {
    if (shown || shownWhen === undefined) return undefined;
    const media = window.matchMedia(shownWhen);
    const showing = () => setShown(media.matches);
    media.addEventListener('change', showing);
    return () => media.removeEventListener('change', showing);
  }, [shown, shownWhen]);
  useEffect(
    () =>
      markup === undefined || !shown
        ? undefined
        : queueTurn(() => {
            if (kept.current) keepVisitorInput(kept.current);
            setMarkup(undefined);
          }),
    [markup, shown],
  );
  return markup === undefined ? (
    <div className="ihe-takeover" data-takeover={id}>
      <RegionId.Provider value={id}>{children}</RegionId.Provider>
    </div>
  ) : (
    <div
      ref={kept}
      className="ihe-takeover"
      data-takeover={id}
      {...(shown ? { 'data-takeover-waiting': '' } : { 'data-takeover-hidden': '' })}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
