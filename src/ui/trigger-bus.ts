import type { DOMAttributes, SyntheticEvent } from 'react';

/** The events a trigger's React Aria hooks listen to (press, hover, focus, keyboard). */
const FORWARDED = [
  'onPointerDown',
  'onPointerUp',
  'onPointerEnter',
  'onPointerLeave',
  'onMouseDown',
  'onMouseUp',
  'onMouseEnter',
  'onMouseLeave',
  'onClick',
  'onDragStart',
  'onTouchStart',
  'onTouchMove',
  'onTouchEnd',
  'onTouchCancel',
  'onKeyDown',
  'onKeyUp',
  'onFocus',
  'onBlur',
] as const;

type ForwardedName = (typeof FORWARDED)[number];
type Handler = (event: SyntheticEvent<HTMLElement>) => void;
export type TriggerHandlers = Record<ForwardedName, Handler>;

/** What serves a bus's elements: the hooks' handlers of the host's last render, and how it takes an element. */
export interface TriggerHost {
  handlers: DOMAttributes<HTMLElement>;
  /** Makes `element` the hooks' trigger; false when it cannot be now (another one's overlay is open). */
  activate: (element: HTMLElement) => boolean;
}

/**
 * Many plain trigger elements (a button or a text per row) served by one instance of React Aria's
 * trigger hooks (./shared-menu.tsx, ./shared-tooltip.tsx). Each element gets the same `handlers`,
 * stable for the bus's life, so rows stay memoised; an event makes its element the hooks' trigger
 * (`activate`), then goes to the hooks' own handler of their last render, the same event object,
 * so React Aria sees it as if its element carried the hooks itself.
 */
export interface TriggerBus {
  readonly handlers: TriggerHandlers;
  /** The host connects after each of its renders. */
  connect: (host: TriggerHost) => void;
}

export function createTriggerBus(): TriggerBus {
  let host: TriggerHost = { handlers: {}, activate: () => false };
  const handlers = {} as TriggerHandlers;
  for (const name of FORWARDED) {
    handlers[name] = (event) => {
      if (!host.activate(event.currentTarget)) return;
      (host.handlers[name] as Handler | undefined)?.(event);
    };
  }
  return {
    handlers,
    connect: (next) => {
      host = next;
    },
  };
}

/** The hooks' handlers of `props`, for `TriggerHost.handlers` (the attributes go to the element apart). */
export function handlersOf(props: object): DOMAttributes<HTMLElement> {
  const handlers: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name.startsWith('on') && typeof value === 'function') handlers[name] = value;
  }
  return handlers as DOMAttributes<HTMLElement>;
}

/**
 * Writes the attributes that change with the trigger's state (`null` or `false` takes one off) to
 * `element`; returns a function that takes them off again (when another element becomes the trigger).
 * The rows render only what does not change, so they need not re-render for an overlay.
 */
export function applyAttributes(
  element: HTMLElement,
  attributes: Record<string, string | boolean | null | undefined>,
): () => void {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? '' : value);
  }
  return () => {
    for (const name of Object.keys(attributes)) {
      if (name === 'aria-expanded') element.setAttribute(name, 'false');
      else element.removeAttribute(name);
    }
  };
}
