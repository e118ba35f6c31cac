import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { useParams } from 'wouter';
import { isApiError } from '../../../api/errors';
import { isEmail } from '../../../domain/email-address';
import { isValidPicture, PICTURE_TYPES, profilePictureMessages } from '../../../domain/profile-picture';
import { roleLabel } from '../../../domain/roles';
import { useIntl } from '../../../i18n/intl';
import { defineMessages } from '../../../i18n/define-messages';
import { showAlert } from '../../../ui/alert-store';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Loader } from '../../../ui/loader';
import { PageHeading } from '../../../ui/page-heading';
import '../../../ui/meter.css';
import { memberSettingsQuery, profilePhotoQuery, profileQuery, useProfilePhoto } from '../../shell/api';
import { principalManagerQuery, updateProfilePhoto } from './api';
import { accountManagers } from './account-managers';

export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Profile' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading your profile' },
  picture: { id: 'profile.picture', defaultMessage: 'Picture' },
  changePicture: { id: 'profile.picture.change', defaultMessage: 'Change picture' },
  pictureHint: { id: 'profile.picture.hint', defaultMessage: 'A PNG or JPEG image of at most 2 MB.' },
  uploading: { id: 'profile.picture.uploading', defaultMessage: 'Uploading your picture' },
  updated: { id: 'profile.picture.updated', defaultMessage: 'Your picture was updated.' },
  uploadError: {
    id: 'profile.picture.error',
    defaultMessage: 'We could not update your picture. Please try again.',
  },
  details: { id: 'profile.details', defaultMessage: 'Your details' },
  name: { id: 'profile.name', defaultMessage: 'Name' },
  email: { id: 'profile.email', defaultMessage: 'Email' },
  role: { id: 'profile.role', defaultMessage: 'Role' },
  company: { id: 'profile.company', defaultMessage: 'Company' },
  owner: { id: 'profile.owner', defaultMessage: 'Owner' },
  managers: { id: 'profile.managers', defaultMessage: 'Your account managers' },
  principal: { id: 'profile.managers.principal', defaultMessage: 'Principal' },
  noManagers: { id: 'profile.managers.none', defaultMessage: 'No account managers yet.' },
  loadingManagers: { id: 'profile.managers.loading', defaultMessage: 'Loading your account managers' },
});

/**
 * Profile (`enterprise/{id}/profile/`; spec document 1 sections 1, 7 and 8; docs/product-decisions.md "The Settings
 * area"): the picture (or the initials avatar) with 'Change picture', the user's details, and their
 * account managers. The profile and the member settings are the signed-in area's own calls (their
 * failures are the area's); the principal manager's 404 means the enterprise has none.
 */
export default function ProfilePage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const profile = useQuery(profileQuery());
  const member = useQuery(memberSettingsQuery(enterpriseId));
  const principal = useQuery(principalManagerQuery(enterpriseId));

  if (!profile.data || !member.data) {
    return (
      <main id="main" className="page settings-page">
        <PageHeading title={intl.formatMessage(profileMessages.title)} />
        <Loader label={intl.formatMessage(profileMessages.loading)} />
      </main>
    );
  }
  const user = profile.data;
  const fullName = `${user.userFirstName} ${user.userLastName}`.trim() || user.email;
  const role = roleLabel(member.data.role);
  // A 404 (or any failure) of the principal manager: the enterprise shows its other managers.
  const managers = accountManagers(member.data.managers, principal.data ?? null);

  return (
    <main id="main" className="page settings-page profile-page">
      <PageHeading title={intl.formatMessage(profileMessages.title)} />
      <section className="settings-section" aria-labelledby="profile-picture">
        <h2 id="profile-picture" className="settings-section__heading">
          {intl.formatMessage(profileMessages.picture)}
        </h2>
        <PictureChanger
          userId={user.applicationUserId}
          firstName={user.userFirstName}
          lastName={user.userLastName}
          email={user.email}
        />
      </section>
      <section className="settings-section" aria-labelledby="profile-details">
        <h2 id="profile-details" className="settings-section__heading">
          {intl.formatMessage(profileMessages.details)}
        </h2>
        <dl className="settings-details">
          <div className="settings-details__row">
            <dt>{intl.formatMessage(profileMessages.name)}</dt>
            <dd>{fullName}</dd>
          </div>
          <div className="settings-details__row">
            <dt>{intl.formatMessage(profileMessages.email)}</dt>
            <dd>{user.email}</dd>
          </div>
          <div className="settings-details__row">
            <dt>{intl.formatMessage(profileMessages.role)}</dt>
            <dd>{role ? intl.formatMessage(role) : '-'}</dd>
          </div>
          <div className="settings-details__row">
            <dt>{intl.formatMessage(profileMessages.company)}</dt>
            <dd>
              {member.data.company}
              {member.data.isOwner ? ' ' : null}
              {member.data.isOwner ? (
                <span className="settings-mark">{intl.formatMessage(profileMessages.owner)}</span>
              ) : null}
            </dd>
          </div>
        </dl>
      </section>
      <section className="settings-section" aria-labelledby="profile-managers">
        <h2 id="profile-managers" className="settings-section__heading">
          {intl.formatMessage(profileMessages.managers)}
        </h2>
        {principal.isPending ? (
          <Loader label={intl.formatMessage(profileMessages.loadingManagers)} />
        ) : managers.length === 0 ? (
          <p>{intl.formatMessage(profileMessages.noManagers)}</p>
        ) : (
          <ul className="managers">
            {managers.map((manager) => (
              <li key={manager.email} className="managers__item">
                <span className="managers__name">
                  {`${manager.firstName} ${manager.lastName}`.trim()}
                  {manager.principal ? ' ' : null}
                  {manager.principal ? (
                    <span className="settings-mark">{intl.formatMessage(profileMessages.principal)}</span>
                  ) : null}
                </span>
                {isEmail(manager.email) ? (
                  <a className="managers__email" href={`mailto:${manager.email.trim()}`}>
                    {manager.email}
                  </a>
                ) : (
                  <span className="managers__email">{manager.email}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/**
 * The picture and 'Change picture': the file is checked before anything is sent (a PNG or JPEG of
 * at most 2 MB, src/domain/profile-picture.ts); the upload shows its progress; on success every
 * avatar of the user shows the new picture (the photo query is fetched again), and a 400 from the
 * server says what the check before says.
 */
function PictureChanger(user: { userId: string; firstName: string; lastName: string; email: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const photoUrl = useProfilePhoto();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File) {
    if (!isValidPicture(file)) {
      showAlert({ type: 'danger', message: profilePictureMessages.invalid });
      return;
    }
    setProgress(0);
    try {
      await updateProfilePhoto(file, setProgress);
      await queryClient.invalidateQueries({ queryKey: profilePhotoQuery().queryKey });
      showAlert({ type: 'success', message: profileMessages.updated });
    } catch (error) {
      showAlert(
        isApiError(error, 400)
          ? { type: 'danger', message: profilePictureMessages.invalid }
          : { type: 'danger', message: profileMessages.uploadError, showContactSupport: true },
      );
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="picture">
      <Avatar {...user} photoUrl={photoUrl} large />
      <div className="picture__change">
        <FileTrigger
          acceptedFileTypes={PICTURE_TYPES}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) void upload(file);
          }}
        >
          <Button variant="secondary" isPending={progress !== null} aria-describedby="profile-picture-hint">
            {intl.formatMessage(profileMessages.changePicture)}
          </Button>
        </FileTrigger>
        <span id="profile-picture-hint" className="field__description">
          {intl.formatMessage(profileMessages.pictureHint)}
        </span>
        {progress !== null ? (
          <div className="meter">
            <span className="meter__header">
              <span id="profile-picture-upload" className="meter__label">
                {intl.formatMessage(profileMessages.uploading)}
              </span>
              <span className="meter__value">{intl.formatNumber(progress, { style: 'percent' })}</span>
            </span>
            <progress aria-labelledby="profile-picture-upload" value={progress} max={1} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
