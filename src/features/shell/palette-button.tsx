import { Button } from 'react-aria-components/Button';
import { useIntl } from '../../i18n/intl';
import { loadPaletteDialog } from './command-palette';
import { openPalette, paletteButtonMessages } from './palette-state';
import './palette.css';

/** On a sign of intent (pointer over the button, or focus on it), so the palette opens without a wait. */
const prefetch = () => void loadPaletteDialog();

/**
 * The header's 'Search or jump to…': opens the command palette (./command-palette.tsx), as Ctrl+K
 * (⌘K on a Mac) does. In the header's small-screen Menu too, which it closes first (`onOpen`): the
 * palette never opens over another dialog; focus then returns to the button that opened the Menu.
 * From 768 to 992 px the header shows a magnifier instead of its words (./palette.css), which stay
 * its name.
 */
export function PaletteButton({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  return (
    <Button
      className="ui-menu-button palette-button"
      onHoverStart={prefetch}
      onFocus={prefetch}
      onPress={({ target }) => {
        const dialog = target.closest('[role="dialog"]');
        onOpen();
        openPalette(dialog?.id ? document.querySelector(`[aria-controls="${dialog.id}"]`) : target);
      }}
    >
      <span className="palette-button__icon" aria-hidden="true" />
      <span className="palette-button__label">{intl.formatMessage(paletteButtonMessages.open)}</span>
    </Button>
  );
}
