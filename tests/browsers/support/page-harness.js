/**
 * The page side of the cross-browser journeys (tests/browsers/): served by the test server as
 * /__browsers__/harness.js after Testing Library's browser bundle, and loaded by every page of the
 * portal's test copy before its own scripts (support/server.ts adds the tag). It does two things the
 * same way in every browser, whatever protocol drives it:
 *
 * - records what went wrong in the page (an uncaught error, an unhandled rejection, a console error,
 *   a Content-Security-Policy violation, a script, style sheet or image that failed to load) in the
 *   tab's sessionStorage, so a reload or a navigation keeps the record until the test reads it. WebKit's
 *   WebDriver (classic, no BiDi) has no console events, so this is how a WebKit run sees them.
 * - finds elements as a user names them (role and accessible name, label, text), with Testing Library's
 *   queries, so one journey runs in every browser with the same meaning of "the button 'Sign in'".
 *
 * Plain browser JavaScript (no build step), kept to what .browserslistrc's browsers run.
 */
(function () {
  'use strict';
  var PROBLEMS = '__browsers.problems';

  function record(text) {
    try {
      var list = JSON.parse(sessionStorage.getItem(PROBLEMS) || '[]');
      list.push(text + ' (at ' + location.pathname + location.search + ')');
      sessionStorage.setItem(PROBLEMS, JSON.stringify(list));
    } catch {
      // Storage refused: nothing else can carry the record across a reload.
    }
  }

  function describeValue(value) {
    if (value instanceof Error) return value.name + ': ' + value.message;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }

  // Loads still under way when the page is left (a reload, a link) fail as the browser drops them:
  // Firefox fires 'error' on their elements. Those are no failure of the page.
  var leaving = false;
  window.addEventListener('beforeunload', function () {
    leaving = true;
  });
  window.addEventListener('pagehide', function () {
    leaving = true;
  });
  window.addEventListener('pageshow', function () {
    leaving = false;
  });

  // Capture phase: a failed <script>, <link> or <img> fires 'error' on the element, not on window.
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.tagName) {
        if (leaving) return;
        record('failed to load: <' + target.tagName.toLowerCase() + '> ' + (target.src || target.href || ''));
      } else {
        record('page error: ' + (event.error ? describeValue(event.error) : event.message));
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', function (event) {
    record('unhandled rejection: ' + describeValue(event.reason));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    record('CSP violation: ' + event.violatedDirective + ' ' + event.blockedURI);
  });
  var consoleError = console.error;
  console.error = function () {
    record('console error: ' + Array.prototype.map.call(arguments, describeValue).join(' '));
    return consoleError.apply(console, arguments);
  };

  var dom = window.TestingLibraryDom;

  // Waits of two animation frames: the last one started, and the last one whose frames have passed.
  var framesStarted = 0;
  var framesPassed = 0;

  /** A pattern sent as { source, flags } (a RegExp does not cross the protocols), else the string. */
  function pattern(value) {
    return value && typeof value === 'object' ? new RegExp(value.source, value.flags) : value;
  }

  function shown(element) {
    if (!element.isConnected || element.getClientRects().length === 0) return false;
    var style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none';
  }

  /**
   * Every element a query names, in document order: `role` (with `name`, `level`), `label`, `text`
   * or `css`, inside each element `within` names; `matching` keeps those that match a CSS selector,
   * `has` those that contain a match of it;
   * shown ones only unless `hidden`; `nth` picks one (negative from the end).
   */
  function all(query) {
    // Testing Library's queries look inside <body>; a CSS selector may name <html> too.
    var containers = query.within ? all(query.within) : [query.css ? document : document.body];
    var found = [];
    containers.forEach(function (container) {
      var list;
      if (query.role) {
        var options = { hidden: !!query.hidden };
        if (query.name !== undefined) options.name = pattern(query.name);
        if (query.level !== undefined) options.level = query.level;
        list = dom.queryAllByRole(container, query.role, options);
      } else if (query.label !== undefined) {
        list = dom.queryAllByLabelText(container, pattern(query.label));
      } else if (query.text !== undefined) {
        list = dom.queryAllByText(container, pattern(query.text), { ignore: 'script, style' });
      } else {
        list = Array.prototype.slice.call(container.querySelectorAll(query.css));
      }
      list.forEach(function (element) {
        if (found.indexOf(element) === -1) found.push(element);
      });
    });
    if (query.matching) {
      found = found.filter(function (element) {
        return element.matches(query.matching);
      });
    }
    if (!query.hidden) found = found.filter(shown);
    if (query.has) {
      found = found.filter(function (element) {
        return all(query.has).some(function (inner) {
          return element.contains(inner);
        });
      });
    }
    if (query.nth !== undefined) {
      var picked = found[query.nth < 0 ? found.length + query.nth : query.nth];
      found = picked ? [picked] : [];
    }
    return found;
  }

  function text(element) {
    return (element.innerText !== undefined ? element.innerText : element.textContent || '')
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** What a test checks of an element: its text, value, state and the attributes asked for. */
  function describe(element, attributes) {
    var active = document.activeElement;
    var described = {
      text: text(element),
      value: 'value' in element ? element.value : null,
      focused: element === active,
      focusWithin: element.contains(active),
      checked: element.checked === true || element.getAttribute('aria-checked') === 'true',
      disabled: element.disabled === true || element.getAttribute('aria-disabled') === 'true',
      attributes: {},
    };
    (attributes || []).forEach(function (name) {
      described.attributes[name] = element.getAttribute(name);
    });
    return described;
  }

  window.__browsers = {
    all: all,
    /** The one element the query names, or null when it names none or several. */
    one: function (query) {
      var found = all(query);
      return found.length === 1 ? found[0] : null;
    },
    describeAll: function (query, attributes) {
      return all(query).map(function (element) {
        return describe(element, attributes);
      });
    },
    /** A DOM property of the one element the query names (an image's naturalWidth), or null. */
    property: function (query, name) {
      var element = this.one(query);
      return element ? element[name] : null;
    },
    /**
     * Scrolls the element into the middle of the viewport (before a click, so nothing sticky covers
     * it). In an open list or menu, only as far as needed, which scrolls the list and not the page:
     * React Aria closes a popover when the page under it scrolls (useCloseOnScroll), so a page
     * scrolled here could close it before the click on its option.
     */
    reveal: function (query) {
      var element = this.one(query);
      if (!element) return false;
      var inPopover = element.closest('[role="listbox"],[role="menu"]') !== null;
      element.scrollIntoView(
        inPopover ? { block: 'nearest', inline: 'nearest' } : { block: 'center', inline: 'center' },
      );
      return true;
    },
    /**
     * Starts a wait of two animation frames and returns its number; framesDone(number) is true once
     * they have passed, so what the page put off to its next frame has run (a WebDriver script cannot
     * wait itself: the test polls).
     */
    startFrames: function () {
      var number = ++framesStarted;
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          framesPassed = Math.max(framesPassed, number);
        });
      });
      return number;
    },
    framesDone: function (number) {
      return framesPassed >= number;
    },
    /** Selects the whole value of a text field, so typed text replaces it. */
    selectAll: function (query) {
      var element = this.one(query);
      if (!element || typeof element.select !== 'function') return false;
      element.select();
      return true;
    },
    /** How far the page scrolls sideways (0 when it does not) and the viewport's width. */
    sidewaysScroll: function () {
      var root = document.scrollingElement || document.documentElement;
      return { overflow: root.scrollWidth - root.clientWidth, width: window.innerWidth };
    },
  };
})();
