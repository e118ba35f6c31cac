import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/errors';
import { useIntl } from '../../../i18n/intl';
import { defineMessages } from '../../../i18n/define-messages';
import { showAlert } from '../../../ui/alert-store';
import { KitForm } from '../../../ui/form/kit-form';
import { SaveButton } from '../../../ui/form/save-button';
import { FormSwitch } from '../../../ui/form/form-switch';
import { Loader } from '../../../ui/loader';
import { NoAccess } from '../../../ui/no-access';
import { PageHeading } from '../../../ui/page-heading';
import { usePageFailure } from '../../shell/page-failure';
import { notificationSettingsQuery, updateNotificationSettings, type NotificationSettings } from './api';

export const notificationsMessages = defineMessages({
  title: { id: 'notifications.title', defaultMessage: 'Notifications' },
  loading: { id: 'notifications.loading', defaultMessage: 'Loading the notification settings' },
  api: { id: 'notifications.api', defaultMessage: 'API notifications' },
  apiDescription: {
    id: 'notifications.api.description',
    defaultMessage: 'E-mails about the API: new and expiring access keys and changes to the API.',
  },
  project: { id: 'notifications.project', defaultMessage: 'Project notifications' },
  projectDescription: {
    id: 'notifications.project.description',
    defaultMessage: "E-mails about the enterprise's projects: status changes and new deliverables.",
  },
  save: { id: 'notifications.save', defaultMessage: 'Save' },
  saving: { id: 'notifications.saving', defaultMessage: 'Saving…' },
  saved: { id: 'notifications.saved', defaultMessage: 'Your notification settings were saved.' },
  error: {
    id: 'notifications.error',
    defaultMessage: 'We could not save your notification settings. Please try again.',
  },
});

/**
 * Notifications (`enterprise/{id}/notifications/`; spec document 1 sections 7 and 8; docs/product-decisions.md
 * "The Settings area"): the enterprise's two notification switches, each with a line on what it sends.
 * 'Save' is enabled once a switch differs from what is saved; a saved change becomes what is saved
 * (the query's data, so the form starts over from it); a failed save says so and keeps the choices.
 * A 403 of the load is the page's no-access state; any other load failure goes to the enterprise's
 * error page.
 */
export default function NotificationsPage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const queryClient = useQueryClient();
  const query = notificationSettingsQuery(enterpriseId);
  const settings = useQuery(query);
  const refused = isApiError(settings.error, 403);
  usePageFailure({ isError: settings.isError && !refused, error: settings.error }, { scope: 'enterprise' });

  async function save(values: NotificationSettings, form: FormApi<NotificationSettings>) {
    const body = { apiNotifications: values.apiNotifications, projectNotifications: values.projectNotifications };
    try {
      await updateNotificationSettings(enterpriseId, body);
    } catch {
      showAlert({ type: 'danger', message: notificationsMessages.error });
      return;
    }
    queryClient.setQueryData(query.queryKey, body);
    form.initialize(body);
    showAlert({ type: 'success', message: notificationsMessages.saved });
  }

  return (
    <main id="main" className="page settings-page">
      <PageHeading title={intl.formatMessage(notificationsMessages.title)} />
      {refused ? (
        <NoAccess />
      ) : !settings.data ? (
        <Loader label={intl.formatMessage(notificationsMessages.loading)} />
      ) : (
        <Form<NotificationSettings>
          onSubmit={save}
          initialValues={settings.data}
          subscription={{}}
          render={() => (
            <KitForm className="settings-form">
              <FormSwitch
                name="apiNotifications"
                label={intl.formatMessage(notificationsMessages.api)}
                description={intl.formatMessage(notificationsMessages.apiDescription)}
              />
              <FormSwitch
                name="projectNotifications"
                label={intl.formatMessage(notificationsMessages.project)}
                description={intl.formatMessage(notificationsMessages.projectDescription)}
              />
              <div className="actions">
                <SaveButton
                  label={intl.formatMessage(notificationsMessages.save)}
                  pendingLabel={intl.formatMessage(notificationsMessages.saving)}
                />
              </div>
            </KitForm>
          )}
        />
      )}
    </main>
  );
}
