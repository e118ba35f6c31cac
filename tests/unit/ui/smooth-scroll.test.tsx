import { afterEach, describe, expect, it, rs } from '@rstest/core';
import {
  SECTION_SCROLL_MS,
  TAB_SCROLL_MS,
  easeInOut,
  scrollPositionAt,
  scrollToSection,
} from '../../../src/ui/smooth-scroll';

describe('the section scroll (spec document 2 sections 4 and 9: 150 ms)', () => {
  it('lasts 150 ms, and 500 ms for a project details tab (the tabs)', () => {
    expect(SECTION_SCROLL_MS).toBe(150);
    expect(TAB_SCROLL_MS).toBe(500);
    expect(scrollPositionAt(0, 400, 250, TAB_SCROLL_MS)).toBe(200);
  });

  it('eases in and out', () => {
    expect([0, 0.25, 0.5, 0.75, 1].map(easeInOut)).toEqual([0, 0.125, 0.5, 0.875, 1]);
  });

  it('starts where it is, is half-way at 75 ms and there at 150 ms', () => {
    expect(scrollPositionAt(100, 500, 0, 150)).toBe(100);
    expect(scrollPositionAt(100, 500, 75, 150)).toBe(300);
    expect(scrollPositionAt(100, 500, 150, 150)).toBe(500);
    expect(scrollPositionAt(100, 500, 400, 150)).toBe(500);
  });

  describe('in the page', () => {
    const frames: FrameRequestCallback[] = [];
    afterEach(() => {
      rs.restoreAllMocks();
      frames.length = 0;
      document.body.innerHTML = '';
    });

    function setUp(reducedMotion: boolean) {
      rs.spyOn(window, 'matchMedia').mockImplementation(
        (query: string) => ({ matches: reducedMotion && query.includes('reduce'), media: query }) as MediaQueryList,
      );
      rs.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      document.body.innerHTML = '<div data-scroll-area style="overflow-y:auto"><section id="target"></section></div>';
      const area = document.querySelector<HTMLElement>('[data-scroll-area]')!;
      const target = document.getElementById('target')!;
      Object.defineProperty(area, 'scrollHeight', { value: 2000 });
      Object.defineProperty(area, 'clientHeight', { value: 500 });
      rs.spyOn(area, 'getBoundingClientRect').mockReturnValue({ top: 100 } as DOMRect);
      // The section's place in the document (908 px below the area's top, 8 px gap), on screen less what the area scrolled.
      const layout = { sectionTop: 908 };
      rs.spyOn(target, 'getBoundingClientRect').mockImplementation(
        () => ({ top: layout.sectionTop - area.scrollTop }) as DOMRect,
      );
      return { area, target, layout };
    }

    it('jumps at once when the user asks for reduced motion', () => {
      const { area, target } = setUp(true);
      scrollToSection(target);
      expect(area.scrollTop).toBe(800);
      expect(frames).toHaveLength(0);
    });

    /** The page's clock (performance.now), at `ms`; a frame runs with the timestamp the browser gives. */
    const clock = { ms: 1000 };
    const startClockAt = (ms: number) => {
      clock.ms = ms;
      rs.spyOn(performance, 'now').mockImplementation(() => clock.ms);
    };
    const frameAt = (ms: number, timestamp = ms) => {
      clock.ms = ms;
      frames.shift()!(timestamp);
    };

    it('moves over frames otherwise, arriving at 150 ms', () => {
      const { area, target } = setUp(false);
      startClockAt(1000);
      scrollToSection(target);
      expect(area.scrollTop).toBe(0);
      frameAt(1075);
      expect(area.scrollTop).toBe(400);
      frameAt(1150);
      expect(area.scrollTop).toBe(800);
      expect(frames).toHaveLength(0);
    });

    it("goes by the page's clock: frames whose timestamp is 0 still arrive at 150 ms, and the frames end", () => {
      const { area, target } = setUp(false);
      startClockAt(1000);
      scrollToSection(target);
      frameAt(1075, 0);
      expect(area.scrollTop).toBe(400);
      frameAt(1150, 0);
      expect(area.scrollTop).toBe(800);
      expect(frames).toHaveLength(0);
    });

    it('arrives where the section is by then when the page moves it during the scroll', () => {
      const { area, target, layout } = setUp(false);
      startClockAt(1000);
      scrollToSection(target);
      frameAt(1075);
      expect(area.scrollTop).toBe(400);
      // Error messages above it pushed the section 300 px down.
      layout.sectionTop += 300;
      frameAt(1150);
      expect(area.scrollTop).toBe(1100);
      expect(frames).toHaveLength(0);
    });
  });
});
