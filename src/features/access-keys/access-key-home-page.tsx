import { useQuery } from '@tanstack/react-query';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components/Table';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '../../config/paths';
import { listDate } from '../../domain/dates';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { Loader } from '../../ui/loader';
import { ModalType, openModal } from '../../ui/modal-store';
import { PageHeading } from '../../ui/page-heading';
import { usePageFailure } from '../shell/page-failure';
import { accessKeysQuery, permissionsQuery, type AccessKey, type PermissionDescriptor } from './api';
import { loadDeleteKeyModal } from './key-modals-lazy';
import { accessKeysMessages } from './messages';
import { permissionTitleOf } from './permissions';
import './access-keys.css';

function AccessKeysTable({
  enterpriseId,
  keys,
  permissions,
  onDelete,
}: {
  enterpriseId: string;
  keys: readonly AccessKey[];
  permissions: readonly PermissionDescriptor[];
  onDelete: (key: AccessKey) => void;
}) {
  const intl = useIntl();
  return (
    <div className="access-keys-table-wrap">
      <Table aria-label={intl.formatMessage(accessKeysMessages.tableLabel)} className="access-keys-table">
        <TableHeader>
          <Column isRowHeader>{intl.formatMessage(accessKeysMessages.columnName)}</Column>
          <Column>{intl.formatMessage(accessKeysMessages.columnId)}</Column>
          <Column>{intl.formatMessage(accessKeysMessages.columnPermission)}</Column>
          <Column>{intl.formatMessage(accessKeysMessages.columnCreated)}</Column>
          <Column>{intl.formatMessage(accessKeysMessages.columnLastUsed)}</Column>
          <Column>{intl.formatMessage(accessKeysMessages.columnActions)}</Column>
        </TableHeader>
        <TableBody items={keys}>
          {(key) => (
            <Row id={key.accessKeyID}>
              <Cell>{key.accessKeyName}</Cell>
              <Cell>
                <code>{key.accessKeyID}</code>
              </Cell>
              <Cell>{permissionTitleOf(intl, permissions, key.permission)}</Cell>
              <Cell>{listDate(key.createdAt) ?? key.createdAt}</Cell>
              {/* A key never used has no date: 'Never' says so rather than an empty cell. */}
              <Cell>
                {key.lastUsed
                  ? (listDate(key.lastUsed) ?? key.lastUsed)
                  : intl.formatMessage(accessKeysMessages.neverUsed)}
              </Cell>
              <Cell>
                <div className="access-keys-table__actions">
                  <Link
                    href={paths.accessKeyEdit(enterpriseId, key.accessKeyID)}
                    aria-label={intl.formatMessage(accessKeysMessages.editKey, { name: key.accessKeyName })}
                  >
                    {intl.formatMessage(accessKeysMessages.edit)}
                  </Link>
                  <Button
                    variant="link"
                    className="access-keys-table__delete"
                    aria-label={intl.formatMessage(accessKeysMessages.deleteKey, { name: key.accessKeyName })}
                    onPress={() => onDelete(key)}
                  >
                    {intl.formatMessage(accessKeysMessages.delete)}
                  </Button>
                </div>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * accesskey/home/ (spec document 2 section 2 "API access keys"): the enterprise's keys with their
 * permission's title, '{n} access key(s) found', the empty state and the way to create a key.
 */
export default function AccessKeyHomePage() {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const keys = useQuery(accessKeysQuery(enterpriseId));
  const permissions = useQuery(permissionsQuery(enterpriseId));
  usePageFailure([keys, permissions], { scope: 'enterprise' });
  const [, navigate] = useLocation();

  // The delete modal's code is fetched with the list, and awaited before the modal opens, so a
  // modal that cannot load never breaks the page: like a failed delete, it goes to the error page.
  useEffect(() => {
    loadDeleteKeyModal().catch(() => undefined);
  }, []);
  const openDelete = (key: AccessKey) => {
    loadDeleteKeyModal().then(
      () =>
        openModal(ModalType.DeleteKey, {
          enterpriseId,
          accessKeyID: key.accessKeyID,
          accessKeyName: key.accessKeyName,
        }),
      () => navigate(paths.error()),
    );
  };

  const list = keys.data?.keys;
  const descriptors = permissions.data?.permissionDescriptors;
  return (
    <main id="main" className="page access-keys-page">
      <div className="access-keys-page__header">
        <PageHeading title={intl.formatMessage(accessKeysMessages.title)} />
        <Link className="button button--primary" href={paths.accessKeyCreate(enterpriseId)}>
          {intl.formatMessage(accessKeysMessages.createAction)}
        </Link>
      </div>
      {!list || !descriptors ? (
        <Loader label={intl.formatMessage(accessKeysMessages.loading)} />
      ) : list.length === 0 ? (
        <p className="access-keys-empty">{intl.formatMessage(accessKeysMessages.empty)}</p>
      ) : (
        <>
          <p className="access-keys-count" role="status">
            {intl.formatMessage(accessKeysMessages.count, { count: list.length })}
          </p>
          <AccessKeysTable enterpriseId={enterpriseId} keys={list} permissions={descriptors} onDelete={openDelete} />
        </>
      )}
    </main>
  );
}
