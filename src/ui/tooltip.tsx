import { Suspense, useRef, useState, type ReactNode, type Ref } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { mergeRefs } from 'react-aria/mergeRefs';
import { useTooltipTrigger } from 'react-aria/useTooltipTrigger';
import { useTooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import { onceLoader, preloadable } from './preloadable';

const loadTooltipBubble = onceLoader(() => import('./tooltip-bubble'));
const TooltipBubble = preloadable(loadTooltipBubble, (module) => module.default);
/** On a sign of intent (the pointer over the text, or focus on it), so the tooltip shows without a wait. */
export const prefetchTooltipBubble = () => void loadTooltipBubble();
const prefetch = prefetchTooltipBubble;
/** The tooltip, loaded on first use (./shared-tooltip.tsx shows it for many texts). */
export { TooltipBubble };

/** How long the pointer rests on the text before the tooltip shows (focus shows it at once). */
export const HOVER_DELAY_MS = 300;

export interface TooltipTextProps {
  /** The text's accessible name: all it stands for (its role is img). */
  label: string;
  /** What the tooltip shows. */
  tooltip: ReactNode;
  className?: string;
  ref?: Ref<HTMLSpanElement>;
  /** The text shown in place (cut short). */
  children: ReactNode;
}

/**
 * A short text that stands for a longer one (a cell's '+2' for the languages it hides, a file name
 * cut to its cell): focusable, named by the whole text, and showing it in a tooltip above on hover
 * and on focus; Escape hides it. React Aria's tooltip trigger with a custom trigger (the hooks of
 * react-aria-components' TooltipTrigger). Only the text comes with the page: the tooltip and
 * react-aria's overlay positioning (./tooltip-bubble.tsx) load when the pointer or focus first
 * reaches a text, so the projects list does not carry them.
 */
export function TooltipText({ label, tooltip, className, ref, children }: TooltipTextProps) {
  const state = useTooltipTriggerState({ delay: HOVER_DELAY_MS });
  const triggerRef = useRef<HTMLSpanElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay: HOVER_DELAY_MS }, state, triggerRef);
  // Once shown, the tooltip stays mounted: react-aria's Tooltip renders nothing while closed and
  // plays its exit as it closes.
  const [shown, setShown] = useState(false);
  if (state.isOpen && !shown) setShown(true);
  return (
    <>
      <span
        {...mergeProps(triggerProps, { onFocus: prefetch, onPointerEnter: prefetch })}
        ref={mergeRefs(triggerRef, ref)}
        role="img"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a tooltip trigger must take focus
        tabIndex={0}
        aria-label={label}
        className={className}
      >
        {children}
      </span>
      {shown ? (
        <Suspense fallback={null}>
          <TooltipBubble state={state} triggerRef={triggerRef} tooltipProps={tooltipProps}>
            {tooltip}
          </TooltipBubble>
        </Suspense>
      ) : null}
    </>
  );
}
