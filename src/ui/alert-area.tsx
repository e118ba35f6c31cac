import { Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { subscribe } from 'valtio';
import { defineMessages } from '../i18n/define-messages';
import { useIntl } from '../i18n/intl';
import type { AlertListProps } from './alert-list';
import { alerts } from './alerts';
import { onceLoader, preloadable } from './preloadable';

const messages = defineMessages({
  region: { id: 'alert.region', defaultMessage: 'Notifications' },
});

/** The alerts' rendering (./alert-list.tsx): loaded when the first alert shows, or ahead by a shell that has it. */
const LazyAlertList = preloadable(
  onceLoader(() => import('./alert-list')),
  (module) => module.AlertList,
);

const anyAlert = () => alerts.list.length > 0;

/**
 * The alert (toast) area. The live regions exist before any alert, so screen readers announce each
 * new one: danger alerts assertively, the others politely. What renders the alerts in them loads
 * with the first one (the signed-out pages seldom show one; the signed-in shell passes it as `List`).
 */
export function AlertArea({
  contactSupportUrl,
  List = LazyAlertList,
}: {
  contactSupportUrl: string;
  List?: ComponentType<AlertListProps>;
}) {
  const intl = useIntl();
  const shown = useSyncExternalStore((listener) => subscribe(alerts, listener), anyAlert, anyAlert);
  const render = (assertive: boolean) =>
    shown ? (
      <Suspense fallback={null}>
        <List assertive={assertive} contactSupportUrl={contactSupportUrl} />
      </Suspense>
    ) : null;
  return (
    <section className="alert-area" aria-label={intl.formatMessage(messages.region)}>
      <div role="alert" aria-live="assertive" aria-atomic="false">
        {render(true)}
      </div>
      <div role="status" aria-live="polite" aria-atomic="false">
        {render(false)}
      </div>
    </section>
  );
}
