import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@rstest/core';
import { TooltipText } from '../../../src/ui/tooltip';
import { renderApp } from '../support/render';

function renderMoreLanguages() {
  renderApp(
    <p>
      <button type="button">before</button>
      <TooltipText className="language-more" label="2 more: pt-br, ja-jp" tooltip="pt-br, ja-jp">
        +2
      </TooltipText>
    </p>,
  );
  return screen.getByRole('img', { name: '2 more: pt-br, ja-jp' });
}

describe('TooltipText', () => {
  it('is a focusable text named by all it stands for, with no tooltip until focus or the pointer reaches it', () => {
    const text = renderMoreLanguages();
    expect(text.textContent).toBe('+2');
    expect(text.tabIndex).toBe(0);
    expect(text.className).toBe('language-more');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the tooltip on keyboard focus, describes the text by it, and hides it on Escape', async () => {
    const user = userEvent.setup();
    const text = renderMoreLanguages();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(text);
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('pt-br, ja-jp');
    expect(tooltip.className).toContain('tooltip');
    expect(text.getAttribute('aria-describedby')).toBe(tooltip.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(text.hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows the tooltip when the pointer rests on the text, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    const text = renderMoreLanguages();
    // react-aria shows a tooltip on hover once it has seen the pointer move, as a user's does.
    await user.hover(screen.getByRole('button', { name: 'before' }));
    await user.hover(text);
    expect((await screen.findByRole('tooltip')).textContent).toBe('pt-br, ja-jp');
    await user.unhover(text);
    await user.hover(screen.getByRole('button', { name: 'before' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
