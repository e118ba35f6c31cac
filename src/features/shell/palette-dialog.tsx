import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { use, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Input, TextField } from 'react-aria-components/TextField';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useIntl } from '../../i18n/intl';
import { menuParts } from '../../ui/menu-popover';
import { usePagePreload } from '../../ui/page-preload';
import type { OnceLoader } from '../../ui/preloadable';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import {
  ENTERPRISE_SEARCH_DEBOUNCE_MS,
  ENTERPRISE_SEARCH_MAX_LENGTH,
  ENTERPRISE_SEARCH_THRESHOLD,
  enterprisePagesQuery,
  useEffectiveRole,
  type Enterprise,
  type UserProfile,
} from './api';
import { matches, pageHref, pagesFor, requestTypesFor, type PaletteEntry } from './palette-entries';
import { paletteMessages } from './palette-messages';
import { closePalette, leavePalette, paletteButtonMessages, type PaletteSources } from './palette-state';

/** The projects are searched once the text has rested this long (as the switcher's search). */
export const PALETTE_SEARCH_DEBOUNCE_MS = 300;
/** At most this many projects and enterprises show. */
export const PALETTE_SECTION_MAX = 8;
/** What may be typed: the longest search text of the projects and the enterprises (80). */
export const PALETTE_INPUT_MAX_LENGTH = ENTERPRISE_SEARCH_MAX_LENGTH;

export interface PaletteDialogProps {
  profile: UserProfile;
  enterpriseId: string;
  /** What the palette shows of the projects area, loaded with the dialog. */
  loadSources: OnceLoader<PaletteSources>;
  /** An entry was chosen: the palette stays a moment, out of sight, while the page it opened takes focus. */
  leaving?: boolean;
}

/**
 * The other enterprises of the user whose name contains the text (up to 8), for users with more
 * than one: the profile's first page of them, filtered here; above 20 (where the switcher searches)
 * the switcher's search call with the typed text, 300 ms after the last keystroke, under the
 * switcher's own query key. `pending` while the search for the text in the field has not answered.
 */
function useOtherEnterprises(profile: UserProfile, enterpriseId: string, typed: string) {
  const searchable = profile.totalCount > ENTERPRISE_SEARCH_THRESHOLD;
  const term = useDebouncedValue(typed, ENTERPRISE_SEARCH_DEBOUNCE_MS);
  const search = useInfiniteQuery({
    ...enterprisePagesQuery(term),
    enabled: searchable && term !== '',
    placeholderData: keepPreviousData,
  });
  const [, navigate] = useLocation();
  // Spec document 2 section 8, as the switcher: a failure fetching the user's enterprises goes to the generic error page.
  const failed = search.isError && !search.isFetching;
  useEffect(() => {
    if (!failed) return;
    closePalette();
    navigate(paths.error(), { replace: true });
  }, [failed, navigate]);

  if (profile.totalCount <= 1) return { entries: [] as Enterprise[], pending: false };
  const listed = searchable && typed !== '' ? (search.data?.pages[0]?.enterprises ?? []) : profile.enterprises;
  const entries = listed
    .filter((e) => e.externalEnterpriseId !== enterpriseId && matches(e.enterpriseName, typed))
    .slice(0, PALETTE_SECTION_MAX);
  const pending = searchable && typed !== '' && (term !== typed || search.isFetching);
  return { entries, pending };
}

/**
 * Starts loading the code of the page an entry opens, as the entry becomes the active one: focus
 * stays in the field, so the menu item's own preload on focus (src/ui/page-preload.tsx) never runs.
 * The page then renders at once on Enter.
 */
function PreloadPage({ href }: { href: string }) {
  const preload = usePagePreload(href);
  const first = useRef(preload);
  useEffect(() => first.current(), []);
  return null;
}

/**
 * The command palette (docs/product-decisions.md "Theme, command palette and saved views"; decision 0063): a
 * modal dialog 'Search or jump to' with a search field driving a menu in sections, react-aria's
 * Autocomplete (the portal's, src/ui/autocomplete.tsx) around a Menu: the field keeps focus, the
 * arrow keys move through the entries, Enter opens one, Escape closes the dialog and focus returns
 * where it was. Typing filters the fixed sections at once; the projects are the list's search call
 * 300 ms after the last keystroke, the first 8 by name, 'Searching…' while it runs, and a failure
 * says 'Projects could not be searched.' while the other sections stay. 'No results' when nothing
 * matches and nothing is still being searched.
 */
export default function PaletteDialog({ profile, enterpriseId, loadSources, leaving = false }: PaletteDialogProps) {
  // First, before any hook: the module is in the dialog's chunk, so this waits on nothing more.
  const sources = use(loadSources());
  const intl = useIntl();
  // While the role is unknown, the pages every role may open.
  const { role } = useEffectiveRole(enterpriseId);
  const { Autocomplete, Menu, MenuItem, MenuSection, Header } = menuParts;
  const [input, setInput] = useState('');
  const typed = input.trim();
  const term = useDebouncedValue(typed, PALETTE_SEARCH_DEBOUNCE_MS);

  const projects = useQuery({
    queryKey: ['palette', 'projects', enterpriseId, term],
    queryFn: ({ signal }) => sources.findProjects(enterpriseId, term, signal),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
  const enterprises = useOtherEnterprises(profile, enterpriseId, typed);
  // Read once as the palette opens: they change only on the projects list, which the palette covers.
  const views = useMemo(
    () => sources.openableViews(profile.applicationUserId, enterpriseId),
    [sources, profile.applicationUserId, enterpriseId],
  );

  const sections: { id: string; header: string; entries: PaletteEntry[] }[] = [
    {
      id: 'pages',
      header: intl.formatMessage(paletteMessages.pages),
      entries: pagesFor(role).map((page) => ({
        key: page.id,
        label: intl.formatMessage(page.label),
        href: pageHref(page.id, enterpriseId),
      })),
    },
    {
      id: 'request',
      header: intl.formatMessage(paletteMessages.requestProject),
      entries: requestTypesFor(role).map((type) => ({
        key: type.slug,
        label: intl.formatMessage(type.label),
        href: paths.projectRequestForm(enterpriseId, type.slug),
      })),
    },
    {
      id: 'projects',
      header: intl.formatMessage(paletteMessages.projects),
      entries:
        typed === '' || projects.isError
          ? []
          : (projects.data ?? [])
              .filter((project) => matches(project.name, typed))
              .slice(0, PALETTE_SECTION_MAX)
              .map((project) => ({ key: project.key, label: project.name, href: project.href })),
    },
    {
      id: 'enterprises',
      header: intl.formatMessage(paletteMessages.enterprises),
      entries: enterprises.entries.map((e) => ({
        key: e.externalEnterpriseId,
        label: e.enterpriseName,
        href: paths.enterprise(e.externalEnterpriseId),
      })),
    },
    {
      id: 'views',
      header: intl.formatMessage(paletteMessages.views),
      entries: views.map((view) => ({ key: view.key, label: view.name, href: view.href })),
    },
  ].map((section) => ({
    ...section,
    entries: section.id === 'projects' ? section.entries : section.entries.filter((e) => matches(e.label, typed)),
  }));
  const shown = sections.filter((section) => section.entries.length > 0);

  const searching = term !== '' && projects.isFetching;
  const failed = term !== '' && projects.isError && !projects.isFetching;
  const projectsPending = typed !== '' && (term !== typed || projects.isFetching);
  const status = failed
    ? paletteMessages.projectsFailed
    : searching
      ? paletteMessages.searching
      : shown.length === 0 && !projectsPending && !enterprises.pending
        ? paletteMessages.noResults
        : null;

  const title = intl.formatMessage(paletteMessages.title);
  return (
    <ModalOverlay
      className="palette-overlay"
      isOpen={!leaving}
      isExiting={leaving}
      isDismissable
      onOpenChange={(open) => {
        if (!open) closePalette();
      }}
    >
      <Modal className="palette">
        <Dialog aria-label={title} className="palette__dialog">
          <Autocomplete
            inputValue={input}
            onInputChange={(value) => setInput(value.slice(0, PALETTE_INPUT_MAX_LENGTH))}
          >
            <TextField
              aria-label={title}
              className="palette__field"
              type="search"
              maxLength={PALETTE_INPUT_MAX_LENGTH}
              // The dialog is there to take what the user types: focus goes into the field.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            >
              <Input
                className="field__input palette__input"
                placeholder={intl.formatMessage(paletteButtonMessages.open)}
              />
            </TextField>
            <p
              className={
                status === paletteMessages.projectsFailed
                  ? 'palette__status palette__status--failed'
                  : 'palette__status'
              }
              role="status"
            >
              {status ? intl.formatMessage(status) : null}
            </p>
            <Menu aria-label={title} className="palette__menu" onAction={leavePalette}>
              {shown.map((section) => (
                <MenuSection key={section.id} id={section.id}>
                  <Header className="ui-menu__header palette__header">{section.header}</Header>
                  {section.entries.map((entry) => (
                    <MenuItem
                      key={entry.key}
                      id={`${section.id}:${entry.key}`}
                      href={entry.href}
                      textValue={entry.label}
                    >
                      {({ isFocused }) => (
                        <>
                          {isFocused ? <PreloadPage href={entry.href} /> : null}
                          {entry.label}
                        </>
                      )}
                    </MenuItem>
                  ))}
                </MenuSection>
              ))}
            </Menu>
          </Autocomplete>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
