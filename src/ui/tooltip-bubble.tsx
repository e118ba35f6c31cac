import type { DOMAttributes, ReactNode, RefObject } from 'react';
import { Tooltip, TooltipContext, TooltipTriggerStateContext } from 'react-aria-components/Tooltip';
import type { TooltipTriggerState } from 'react-stately/useTooltipTriggerState';
import './tooltip.css';

/**
 * The open half of ./tooltip.tsx's TooltipText: react-aria-components' Tooltip, placed above the
 * text by react-aria's overlay positioning, given the trigger's state and props as its
 * TooltipTrigger gives them. Loaded when a tooltip is first about to show.
 */
export default function TooltipBubble({
  state,
  triggerRef,
  tooltipProps,
  children,
}: {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLSpanElement | null>;
  tooltipProps: DOMAttributes<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <TooltipTriggerStateContext value={state}>
      <TooltipContext value={{ ...tooltipProps, triggerRef }}>
        <Tooltip className="tooltip" placement="top">
          {children}
        </Tooltip>
      </TooltipContext>
    </TooltipTriggerStateContext>
  );
}
