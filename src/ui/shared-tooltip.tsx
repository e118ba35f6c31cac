import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { HOVER_DELAY_MS, prefetchTooltipBubble, TooltipBubble } from './tooltip';
import { applyAttributes, handlersOf, type TriggerBus } from './trigger-bus';

/**
 * One tooltip for many texts (a list's '+N' languages): ./tooltip.tsx's TooltipText with its hooks
 * (React Aria's tooltip trigger) once, for whichever text the pointer or focus reached last. Each text
 * renders only `<span role="img" tabIndex={0} aria-label=…>` with `bus.handlers`; the tooltip's
 * aria-describedby is written to the text it shows for. Hover (after the same delay), focus and
 * Escape behave as TooltipText's; moving to another text closes the first tooltip at once, and the
 * next shows as a next TooltipText's would.
 */
export function SharedTooltip({ bus, children }: { bus: TriggerBus; children: (trigger: HTMLElement) => ReactNode }) {
  // The trigger, and how many triggers came before it: the tooltip is a new one for each.
  const [current, setCurrent] = useState<{ trigger: HTMLElement; n: number } | null>(null);
  const triggerRef = useRef<HTMLSpanElement | null>(null);
  const state = useTooltipTriggerState({ delay: HOVER_DELAY_MS });
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay: HOVER_DELAY_MS }, state, triggerRef);
  // Once shown, the tooltip stays mounted: react-aria's Tooltip renders nothing while closed and
  // plays its exit as it closes.
  const [shown, setShown] = useState(false);
  if (state.isOpen && !shown) setShown(true);
  const handlers = handlersOf(
    mergeProps(triggerProps, { onFocus: prefetchTooltipBubble, onPointerEnter: prefetchTooltipBubble }),
  );
  useLayoutEffect(() => {
    bus.connect({
      handlers,
      activate: (element) => {
        if (triggerRef.current === element) return true;
        if (state.isOpen) state.close(true);
        triggerRef.current = element as HTMLSpanElement;
        setCurrent((previous) => ({ trigger: element, n: (previous?.n ?? 0) + 1 }));
        return true;
      },
    });
  });
  const describedBy = triggerProps['aria-describedby'];
  const trigger = current?.trigger ?? null;
  useLayoutEffect(
    () => (trigger ? applyAttributes(trigger, { 'aria-describedby': describedBy }) : undefined),
    [trigger, describedBy],
  );
  return shown && current ? (
    <Suspense fallback={null}>
      <TooltipBubble key={current.n} state={state} triggerRef={triggerRef} tooltipProps={tooltipProps}>
        {children(current.trigger)}
      </TooltipBubble>
    </Suspense>
  ) : null;
}
