import { proxy } from 'valtio';
import type { Message } from '../i18n/define-messages';
import type { MessageValues } from '../i18n/intl';

/** Spec document 2 section 3: Success, Danger, Info (the toasts here and InlineAlert both use it). */
export type AlertType = 'success' | 'danger' | 'info';

/**
 * Spec document 2 section 9: the alert variants, the three types and 'warning' and 'darkerblue'
 * (InlineAlert's looks, theme.css; record 0066).
 */
export type AlertVariant = AlertType | 'warning' | 'darkerblue';

/** A button in an alert that undoes what it reports ('Undo'); pressing it closes the alert. */
export interface AlertAction {
  label: Message;
  onPress: () => void;
  /**
   * Focus moves to the button as the alert shows: the control the user acted on is gone (a deleted
   * item's menu), and this is where its undoing is. The alert stays open while focus is in it.
   */
  takesFocus?: boolean;
}

export interface AlertEntry {
  id: number;
  type: AlertType;
  message: Message;
  values?: MessageValues;
  /** Adds 'please try later' and the contact-support link. */
  showContactSupport: boolean;
  action?: AlertAction;
}

/**
 * The alerts shown (./alert-store.ts shows, times and dismisses them), apart from that module so
 * the alert area's live regions (./alert-area.tsx) need only this in the login page's bundle.
 */
export const alerts = proxy<{ list: AlertEntry[] }>({ list: [] });
