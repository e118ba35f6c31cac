import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button as AriaButton } from 'react-aria-components/Button';
import { listDate } from '../../../domain/dates';
import { roleLabel } from '../../../domain/roles';
import type { MemberSortColumn } from '../../../domain/team';
import { useIntl } from '../../../i18n/intl';
import type { Message } from '../../../i18n/define-messages';
import { showAlert } from '../../../ui/alert-store';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { SortDescription } from '../../../ui/sort-description';
import { inviteMember, type Invitation, type Member } from './api';
import { teamMessages } from './messages';

function RoleLabel({ role }: { role: number }) {
  const intl = useIntl();
  const label = roleLabel(role);
  return <>{label ? intl.formatMessage(label) : '-'}</>;
}

const MEMBER_COLUMNS: { key: MemberSortColumn; label: Message }[] = [
  { key: 'name', label: teamMessages.columnName },
  { key: 'email', label: teamMessages.columnEmail },
  { key: 'role', label: teamMessages.columnRole },
];

/**
 * The members (Name with the avatar and the full name, the signed-in user marked '(you)'; Email;
 * Role). Every column sorts through the API: the whole header cell is the sort button, and the
 * sorted column says its direction (aria-sort). Plain table markup, as the projects list.
 */
export function MembersTable({
  members,
  currentUserId,
  currentUserPhoto,
  sort,
  descending,
  onSort,
}: {
  members: Member[];
  currentUserId: string | undefined;
  /** The signed-in user's picture (the other members' pictures are not in the catalogue's calls). */
  currentUserPhoto: string | null;
  sort: MemberSortColumn;
  descending: boolean;
  onSort: (column: MemberSortColumn) => void;
}) {
  const intl = useIntl();
  const descriptionId = useId();
  return (
    <table className="team-table">
      <caption className="visually-hidden">{intl.formatMessage(teamMessages.membersTable)}</caption>
      <thead>
        <tr>
          {MEMBER_COLUMNS.map(({ key, label }) => {
            const active = key === sort;
            const state = active ? (descending ? 'descending' : 'ascending') : 'none';
            return (
              <th key={key} scope="col" aria-sort={state}>
                <AriaButton
                  className="team-table__sort"
                  onPress={() => onSort(key)}
                  aria-describedby={active ? descriptionId : undefined}
                >
                  {intl.formatMessage(label)}
                  <span className={`sort-icon${active ? ' is-active' : ''}`} aria-hidden="true">
                    {active ? (descending ? '▼' : '▲') : '↕'}
                  </span>
                </AriaButton>
                <SortDescription id={descriptionId} state={state} />
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {members.map((member) => {
          const fullName = `${member.firstName} ${member.lastName}`.trim() || member.email;
          return (
            <tr key={member.applicationUserId} tabIndex={-1} className="team-table__row">
              <td>
                <span className="team-member">
                  <Avatar
                    userId={member.applicationUserId}
                    firstName={member.firstName}
                    lastName={member.lastName}
                    email={member.email}
                    photoUrl={member.applicationUserId === currentUserId ? currentUserPhoto : null}
                  />
                  <span>
                    {fullName}
                    {member.applicationUserId === currentUserId ? (
                      <span className="team-member__you"> {intl.formatMessage(teamMessages.you)}</span>
                    ) : null}
                  </span>
                </span>
              </td>
              <td className="team-table__email">{member.email}</td>
              <td>
                <RoleLabel role={member.role} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/**
 * 'Send reminder' (docs/product-decisions.md "The Settings area": the invitation call again with the same e-mail and
 * role). While it runs, the button is disabled and says so; then the alert says how it went. The row
 * stays either way.
 */
function ReminderButton({ enterpriseId, invitation }: { enterpriseId: string; invitation: Invitation }) {
  const intl = useIntl();
  const { email, role } = invitation;
  const reminder = useMutation({
    mutationFn: () => inviteMember(enterpriseId, { email, role }),
    onSuccess: () => showAlert({ type: 'success', message: teamMessages.reminderSent, values: { email } }),
    onError: () => showAlert({ type: 'danger', message: teamMessages.reminderError }),
  });
  return (
    <Button
      variant="secondary"
      className="team-table__reminder"
      isDisabled={reminder.isPending}
      aria-label={intl.formatMessage(teamMessages.sendReminderTo, { email })}
      onPress={() => reminder.mutate()}
    >
      {intl.formatMessage(reminder.isPending ? teamMessages.sendingReminder : teamMessages.sendReminder)}
    </Button>
  );
}

/** The pending invitations: Email, Role, Invited (the lists' date format) and, for inviters, 'Send reminder'. */
export function InvitationsTable({
  enterpriseId,
  invitations,
  mayInvite,
}: {
  enterpriseId: string;
  invitations: Invitation[];
  mayInvite: boolean;
}) {
  const intl = useIntl();
  return (
    <table className="team-table">
      <caption className="visually-hidden">{intl.formatMessage(teamMessages.invitationsTable)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(teamMessages.columnEmail)}</th>
          <th scope="col">{intl.formatMessage(teamMessages.columnRole)}</th>
          <th scope="col">{intl.formatMessage(teamMessages.columnInvited)}</th>
          {mayInvite ? (
            <th scope="col">
              <span className="visually-hidden">{intl.formatMessage(teamMessages.columnActions)}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.email} tabIndex={-1} className="team-table__row">
            <td className="team-table__email">{invitation.email}</td>
            <td>
              <RoleLabel role={invitation.role} />
            </td>
            <td>{listDate(invitation.invitedAt) ?? '-'}</td>
            {mayInvite ? (
              <td className="team-table__actions">
                <ReminderButton enterpriseId={enterpriseId} invitation={invitation} />
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
