/**
 * Makes setting an element's `onclick` to the handler it already has a no-op, for this element.
 *
 * React sets `onclick` to one and the same no-op function each time it renders an element with an
 * onClick handler that is new (react-dom's trap for iOS Safari's clicks), and React Aria gives its
 * menu items new handlers at every focus move. Firefox takes each setting as a change of the
 * element's click listeners, and gives an `<a>` with a role other than link (a menu item that opens
 * a page) a new accessible object each time: Orca then finds the item it was about to say replaced,
 * and says nothing (decision 0074). Used as the ref of such an element.
 */
export function keepClickHandler(element: HTMLElement | null): void {
  if (element === null || Object.hasOwn(element, 'onclick')) return;
  const inherited = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'onclick');
  const get = inherited?.get;
  const set = inherited?.set;
  if (!get || !set) return;
  Object.defineProperty(element, 'onclick', {
    configurable: true,
    enumerable: true,
    get: () => get.call(element) as unknown,
    set: (handler: unknown) => {
      if (handler !== get.call(element)) set.call(element, handler);
    },
  });
}
