import { useQuery } from '@tanstack/react-query';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { showAlert } from '../../ui/alert-store';
import { accessKeyByIdQuery, useUpdateAccessKey } from './api';
import { draftKey } from './drafts';
import { KeyFormPage } from './key-form-page';
import { accessKeysMessages } from './messages';
import { profileQuery } from '../shell/api';

/**
 * The key id of the edit page's query. The specification names the parameter twice, differently:
 * `edit/?apiKeyID` in the route table and `accessKeyID` on the edit page (document 2 section 2), so
 * both are accepted (apiKeyID first; paths.accessKeyEdit writes apiKeyID).
 */
export function editedKeyId(search: string): string {
  const query = new URLSearchParams(search);
  return (query.get('apiKeyID') ?? query.get('accessKeyID') ?? '').trim();
}

/**
 * accesskey/edit/?apiKeyID= (spec document 2 sections 2, 4 and 5), a key form page
 * (./key-form-page.tsx): fetches the key by id (POST keyById), lets the user rename it (its own name
 * is allowed) or change its permission, and goes back to the list on success.
 */
export default function EditAccessKeyPage() {
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const accessKeyID = editedKeyId(useSearch());
  // No key id: there is nothing to edit; like an unknown access-key path, this goes to the list.
  if (accessKeyID === '') return <Redirect to={paths.accessKeyHome(enterpriseId)} replace />;
  return <EditKey enterpriseId={enterpriseId} accessKeyID={accessKeyID} />;
}

function EditKey({ enterpriseId, accessKeyID }: { enterpriseId: string; accessKeyID: string }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const key = useQuery(accessKeyByIdQuery(enterpriseId, accessKeyID));
  const update = useUpdateAccessKey(enterpriseId);
  const userId = useQuery(profileQuery()).data?.applicationUserId ?? 'anonymous';
  return (
    <KeyFormPage
      mode="edit"
      enterpriseId={enterpriseId}
      title={accessKeysMessages.editTitle}
      draftKey={draftKey.edit(userId, enterpriseId, accessKeyID)}
      queries={[key]}
      ownKey={key.data}
      initialValues={() =>
        key.data ? { accessKeyName: key.data.accessKeyName, permission: key.data.permission } : null
      }
      save={async (body) => {
        await update.mutateAsync({ accessKeyID, ...body });
        showAlert({ type: 'success', message: accessKeysMessages.saved, values: { name: body.accessKeyName } });
        navigate(paths.accessKeyHome(enterpriseId));
      }}
    >
      <dl className="access-key-id">
        <dt>{intl.formatMessage(accessKeysMessages.keyIdLabel)}</dt>
        <dd>
          <code>{accessKeyID}</code>
        </dd>
      </dl>
    </KeyFormPage>
  );
}
