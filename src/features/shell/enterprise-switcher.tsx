import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { Loader } from '../../ui/loader';
import { MenuButton, type MenuParts } from '../../ui/menu';
import {
  ENTERPRISE_SEARCH_DEBOUNCE_MS,
  ENTERPRISE_SEARCH_MAX_LENGTH,
  ENTERPRISE_SEARCH_THRESHOLD,
  memberSettingsQuery,
  profileQuery,
  useEnterprisePages,
  type Enterprise,
  type UserProfile,
} from './api';
import { useDebouncedValue } from '../../ui/use-debounced-value';

export const switcherMessages = defineMessages({
  button: { id: 'shell.switcher.button', defaultMessage: 'Enterprise: {name}' },
  unknown: { id: 'shell.switcher.unknown', defaultMessage: 'Choose an enterprise' },
  menu: { id: 'shell.switcher.menu', defaultMessage: 'Enterprises' },
  search: { id: 'shell.switcher.search', defaultMessage: 'Search enterprises' },
  clearSearch: { id: 'shell.switcher.clearSearch', defaultMessage: 'Clear the search' },
  loading: { id: 'shell.switcher.loading', defaultMessage: 'Loading enterprises' },
  noMatch: { id: 'shell.switcher.noMatch', defaultMessage: 'No enterprise matches "{term}"' },
  current: { id: 'shell.switcher.current', defaultMessage: 'Enterprise' },
});

/**
 * The enterprise switcher (spec document 2 sections 2, 6 and 9): shown only to users with more than
 * one enterprise (others see the enterprise's name); a search box above 20 enterprises (debounced
 * 300 ms, at most 80 characters); 25 enterprises a page, more pages as the list scrolls; picking one
 * selects it and opens its projects page (the signed-in area remembers it once its membership loads),
 * the current one too (from the change password page, picking it leads to its projects).
 */
export function EnterpriseSwitcher({ profile, enterpriseId }: { profile: UserProfile; enterpriseId: string }) {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [isOpen, setOpen] = useState(false);
  const onFailure = useCallback(() => {
    // Closed first: an open menu would stay over the error page and keep it inert.
    setOpen(false);
    navigate(paths.error(), { replace: true });
  }, [navigate]);
  const member = useQuery({ ...memberSettingsQuery(enterpriseId), enabled: enterpriseId !== '' });
  const name =
    profile.enterprises.find((e) => e.externalEnterpriseId === enterpriseId)?.enterpriseName ??
    member.data?.company ??
    null;

  if (profile.totalCount <= 1) {
    return name ? (
      <p className="enterprise-name">
        <span className="enterprise-name__label">{intl.formatMessage(switcherMessages.current)}</span> {name}
      </p>
    ) : null;
  }

  const label = name ?? intl.formatMessage(switcherMessages.unknown);
  return (
    <MenuButton
      className="ui-menu-button switcher__button"
      aria-label={name ? intl.formatMessage(switcherMessages.button, { name }) : label}
      label={<span className="switcher__name">{label}</span>}
      isOpen={isOpen}
      onOpenChange={setOpen}
    >
      {(parts) => (
        <SwitcherList
          parts={parts}
          profile={profile}
          currentId={enterpriseId}
          searchable={profile.totalCount > ENTERPRISE_SEARCH_THRESHOLD}
          onFailure={onFailure}
          onPick={(id) => {
            setOpen(false);
            const target = paths.enterprise(id);
            // Already there (without a list search): no second history entry for the same page.
            navigate(target, { replace: location === target && search === '' });
          }}
        />
      )}
    </MenuButton>
  );
}

/**
 * Whether the list is scrolled to within one visible height of its end. react-aria's load-more
 * sentinel also fires once when the popover first renders, before the items are laid out and the
 * list can scroll; that call is not a scroll, so it must not load the next page.
 */
function nearTheEnd(menu: HTMLElement | null): boolean {
  const list = menu?.closest<HTMLElement>('.switcher__scroll') ?? menu;
  if (!list) return false;
  return list.scrollHeight - (list.scrollTop + list.clientHeight) <= list.clientHeight;
}

function SwitcherList({
  parts: { Menu, MenuItem, Collection, MenuLoadMoreItem, Autocomplete, SearchField },
  profile,
  currentId,
  searchable,
  onPick,
  onFailure,
}: {
  parts: MenuParts;
  profile: UserProfile;
  currentId: string;
  searchable: boolean;
  onPick: (enterpriseId: string) => void;
  onFailure: () => void;
}) {
  const intl = useIntl();
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), ENTERPRISE_SEARCH_DEBOUNCE_MS);
  const { dataUpdatedAt } = useQuery(profileQuery());
  const firstPage = useMemo(
    () => ({ data: { enterprises: profile.enterprises, totalCount: profile.totalCount }, updatedAt: dataUpdatedAt }),
    [profile.enterprises, profile.totalCount, dataUpdatedAt],
  );
  const pages = useEnterprisePages(term, firstPage);

  // Spec document 2 section 8: a failure fetching the user's enterprises goes to the generic error page.
  const failed = pages.isError && !pages.isFetching;
  useEffect(() => {
    if (failed) onFailure();
  }, [failed, onFailure]);

  // A page may repeat an enterprise of an earlier one if the list changed in between: keep the first.
  const items = useMemo(() => {
    const seen = new Set<string>();
    const list: Enterprise[] = [];
    for (const page of pages.data?.pages ?? []) {
      for (const enterprise of page.enterprises) {
        if (seen.has(enterprise.externalEnterpriseId)) continue;
        seen.add(enterprise.externalEnterpriseId);
        list.push(enterprise);
      }
    }
    return list;
  }, [pages.data]);

  const menuRef = useRef<HTMLDivElement>(null);
  const menu = (
    <Menu
      ref={menuRef}
      aria-label={intl.formatMessage(switcherMessages.menu)}
      className="switcher__menu"
      selectionMode="single"
      selectedKeys={[currentId]}
      disallowEmptySelection
      onAction={(key) => onPick(String(key))}
      renderEmptyState={() =>
        pages.isPending || (pages.isFetching && items.length === 0) ? (
          <div className="ui-menu__loading">
            <Loader label={intl.formatMessage(switcherMessages.loading)} />
          </div>
        ) : (
          <p className="ui-menu__empty">{intl.formatMessage(switcherMessages.noMatch, { term })}</p>
        )
      }
    >
      <Collection items={items}>
        {(enterprise) => (
          <MenuItem id={enterprise.externalEnterpriseId} textValue={enterprise.enterpriseName}>
            {enterprise.enterpriseName}
          </MenuItem>
        )}
      </Collection>
      <MenuLoadMoreItem
        className="ui-menu__loading"
        isLoading={pages.isFetchingNextPage}
        onLoadMore={() => {
          if (pages.hasNextPage && !pages.isFetching && nearTheEnd(menuRef.current)) void pages.fetchNextPage();
        }}
      >
        <Loader label={intl.formatMessage(switcherMessages.loading)} />
      </MenuLoadMoreItem>
    </Menu>
  );

  if (!searchable) return menu;
  // The search box and the list scroll together (the box stays on top): the scrolling region then
  // holds the search box, so it is reachable by keyboard, while the list itself takes no focus (its
  // items are reached with the arrow keys from the box, react-aria's virtual focus).
  return (
    <Autocomplete inputValue={input} onInputChange={(value) => setInput(value.slice(0, ENTERPRISE_SEARCH_MAX_LENGTH))}>
      <div className="switcher__scroll">
        <SearchField
          className="switcher__search"
          label={intl.formatMessage(switcherMessages.search)}
          clearLabel={intl.formatMessage(switcherMessages.clearSearch)}
          maxLength={ENTERPRISE_SEARCH_MAX_LENGTH}
          // The search box is the first thing of the popover the user opened: focus goes into it, as
          // it goes to the first item of a menu without one (arrows then move through the list).
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        {menu}
      </div>
    </Autocomplete>
  );
}
