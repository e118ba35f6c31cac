/**
 * The frame every request form shares (spec document 2 sections 4 and 5): the page heading, the left
 * menu of sections that scrolls smoothly (150 ms), the collapsible Request Details sections (all
 * open at first; Expand all / Collapse all), the submission and what follows it.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Form, useForm } from 'react-final-form';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Disclosure, DisclosureGroup, DisclosurePanel, type Key } from 'react-aria-components/DisclosureGroup';
import { Heading } from 'react-aria-components/Heading';
import { useParams, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { isGuid } from '../../domain/guid';
import { projectType, type ProjectTypeSlug } from '../../domain/project-types';
import { useIntl } from '../../i18n/intl';
import { defineMessages } from '../../i18n/define-messages';
import { InlineAlert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Link } from '../../ui/link';
import { Loader } from '../../ui/loader';
import { ModalType, openModal } from '../../ui/modal-store';
import { PageHeading } from '../../ui/page-heading';
import { profileQuery } from '../shell/api';
import { usePageFailure } from '../shell/page-failure';
import { invalidateProjectLists, projectRequestQuery } from './api';
import { clearDraft, draftKey, readDraft, writeDraft, type DraftReason } from './drafts';
import { requestAsDraft, type FormErrors } from './form-values';
import { PriceEstimate, type EstimateSpec } from './price-estimate-panel';
import { loadRequestSubmittedModal } from './request-submitted-modal-lazy';
import { scrollToSection } from '../../ui/smooth-scroll';
import './requests.css';

export const requestFormMessages = defineMessages({
  allTypes: { id: 'requests.form.allTypes', defaultMessage: 'All project types' },
  requestDetails: { id: 'requests.form.requestDetails', defaultMessage: 'Request Details' },
  expandAll: { id: 'requests.form.expandAll', defaultMessage: 'Expand all' },
  collapseAll: { id: 'requests.form.collapseAll', defaultMessage: 'Collapse all' },
  sectionsMenu: { id: 'requests.form.sectionsMenu', defaultMessage: 'Request sections' },
  requiredNote: { id: 'requests.form.requiredNote', defaultMessage: 'Fields marked * are required.' },
  submit: { id: 'requests.form.submit', defaultMessage: 'Submit request' },
  cancel: { id: 'requests.form.cancel', defaultMessage: 'Cancel' },
  draftRestored: {
    id: 'requests.form.draftRestored',
    defaultMessage:
      'Your last submission did not go through, so we kept what you entered. Check it and submit it again.',
  },
  draftKept: {
    id: 'requests.form.draftKept',
    defaultMessage: 'What you typed before the error is back in the form. Check it and continue.',
  },
  startOver: { id: 'requests.form.startOver', defaultMessage: 'Start over with an empty form' },
  loadingCopy: { id: 'requests.form.loadingCopy', defaultMessage: 'Loading the request to copy…' },
});

/** Keeps the form's values as a draft before the page is left for the error page (languages failing). */
const KeepDraftContext = createContext<(values: object) => void>(() => undefined);
export const useKeepDraft = () => use(KeepDraftContext);

export interface FormSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** 'name', 'stimuli[0].averageLength', … for every problem in a (nested) errors object. */
export function errorFieldNames(errors: unknown, prefix = ''): string[] {
  if (errors === undefined || errors === null || typeof errors !== 'object') return [];
  if ('message' in errors) return prefix ? [prefix] : [];
  if (Array.isArray(errors)) return errors.flatMap((item, index) => errorFieldNames(item, `${prefix}[${index}]`));
  return Object.entries(errors).flatMap(([name, value]) => errorFieldNames(value, prefix ? `${prefix}.${name}` : name));
}

/** The control a user types into or operates: not hidden helpers such as RAC's native select. */
function focusableControl(container: HTMLElement): HTMLElement | null {
  const candidates = container.querySelectorAll<HTMLElement>('input, textarea, button, [role="button"], [tabindex]');
  for (const element of candidates) {
    const hidden = element.closest('[aria-hidden="true"]') !== null || (element as HTMLInputElement).type === 'hidden';
    const disabled = element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
    if (!hidden && !disabled && element.tabIndex >= 0) return element;
  }
  return null;
}

/**
 * Keeps fields registered with final-form while their inputs come and go (a details type switch,
 * a stimulus type without a length, a removed stimulus whose successor takes its index).
 *
 * Why: react-final-form 7.0.1's useField re-applies the form's *initial* value when it registers a
 * field whose state final-form has dropped (final-form drops it when its last input unmounts). A
 * remounted input therefore overwrote what the user or a transition had set — e.g. the second
 * stimulus, moved to index 0 after removing the first, came back as the first's initial "Audio, 5 s"
 * (final-form/react-final-form#1095, the StrictMode fix of #1069). With one silent registration per
 * name kept here, the state is never dropped and the values stay.
 */
function KeepRegistered({ names }: { names: readonly string[] }) {
  const form = useForm();
  const key = names.join('|');
  useEffect(() => {
    const unregister = key
      .split('|')
      .filter(Boolean)
      .map((name) => form.registerField(name, () => undefined, {}));
    return () => unregister.forEach((fn) => fn());
  }, [form, key]);
  return null;
}

interface RequestFormProps<V extends object> {
  type: ProjectTypeSlug;
  /** The page's heading and document title. */
  title: string;
  defaults: () => V;
  fromDraft: (raw: Record<string, unknown>) => V;
  validate: (values: V, today: Date) => FormErrors;
  submit: (enterpriseId: string, values: V) => Promise<unknown>;
  sections: readonly FormSection[];
  /** Names of fields whose inputs mount and unmount (see KeepRegistered). */
  dynamicFields?: readonly string[];
  /** The price estimate above the actions (docs/product-decisions.md "Price estimates"). */
  estimate: EstimateSpec<V>;
}

/**
 * 'Request again': `?from={projectRequestId}` names a submitted request whose
 * parameters fill the form (requestAsDraft; a request of another type fills nothing). The query
 * names the request rather than carrying its values, so a reload fills the form again. A request
 * that does not exist goes to the not-found page, a failed load to the enterprise's error page.
 */
export function RequestForm<V extends object>(props: RequestFormProps<V>) {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  const from = new URLSearchParams(useSearch()).get('from');
  const copying = from !== null && isGuid(from);
  const copied = useQuery({ ...projectRequestQuery(enterpriseId, from ?? ''), enabled: copying });
  usePageFailure(copied, { scope: 'enterprise', notFound: 404 });
  if (copying && !copied.isSuccess) {
    return (
      <main id="main" className="page request-page">
        <Loader label={intl.formatMessage(requestFormMessages.loadingCopy)} />
      </main>
    );
  }
  const request = copying && copied.data?.requestType === projectType(props.type).requestType ? copied.data : null;
  return <RequestFormBody<V> key={from ?? ''} {...props} copied={request ? requestAsDraft(request) : null} />;
}

function RequestFormBody<V extends object>({
  type,
  title,
  defaults,
  fromDraft,
  validate,
  submit,
  sections,
  dynamicFields = [],
  estimate,
  copied,
}: RequestFormProps<V> & { copied: Record<string, unknown> | null }) {
  const intl = useIntl();
  const { enterpriseId = '' } = useParams<{ enterpriseId: string }>();
  // A failed submission replaces the page with the enterprise's error page (usePageFailure).
  const failSubmission = usePageFailure([], { scope: 'enterprise' });
  const queryClient = useQueryClient();
  const profile = useQuery(profileQuery());
  const key = draftKey(profile.data?.applicationUserId ?? 'anonymous', enterpriseId, type);

  // "The form is reset to defaults on entry" — unless a submission failed or the page failed while
  // the user was typing: then the draft comes back.
  const [restored] = useState(() => readDraft(key));
  // A copied request ('Request again') starts the form when no draft is waiting.
  const [initialValues] = useState<V>(() =>
    restored ? fromDraft(restored.values) : copied ? fromDraft(copied) : defaults(),
  );
  /** Why the values shown are a draft (the banner says so), or null once the form is fresh. */
  const [restoredReason, setRestoredReason] = useState<DraftReason | null>(restored?.reason ?? null);
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(sections.map((s) => s.id)));
  const formRef = useRef<HTMLFormElement>(null);
  const group = projectType(type);

  const expand = (id: string) => {
    flushSync(() => setExpanded((keys) => (keys.has(id) ? keys : new Set([...keys, id]))));
  };

  /** The left menu: open the section, move focus to its heading, scroll it to the top in 150 ms. */
  const goToSection = (id: string) => {
    expand(id);
    const section = formRef.current?.querySelector<HTMLElement>(`[data-section="${id}"]`);
    if (!section) return;
    section.querySelector<HTMLElement>('[slot="trigger"]')?.focus({ preventScroll: true });
    scrollToSection(section);
  };

  /**
   * A submit with errors scrolls to the first section holding an invalid field and focuses that
   * field (decision: the field rather than the section's heading, so the user hears the field and
   * its message and can fix it at once).
   */
  const revealFirstInvalid = (errors: unknown) => {
    const names = new Set(errorFieldNames(errors));
    const fields = formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [];
    const first = [...fields].find((field) => names.has(field.dataset.field ?? ''));
    const section = first?.closest<HTMLElement>('[data-section]');
    if (!first || !section) return;
    expand(section.dataset.section ?? '');
    focusableControl(first)?.focus({ preventScroll: true });
    scrollToSection(section);
  };

  const onSubmit = async (values: V, form: FormApi<V>) => {
    writeDraft(key, values, 'submission');
    // The success modal's code loads while the request is sent (a failed load is retried on open).
    loadRequestSubmittedModal().catch(() => undefined);
    try {
      await submit(enterpriseId, values);
    } catch (error) {
      // Spec document 2 section 8: a failed submission replaces the page with the enterprise's
      // error page; the draft stays for the user's return. A 401 is the session's: the client has
      // already sent the user to login, and the draft is waiting when they come back.
      failSubmission(error);
      return;
    }
    clearDraft(key);
    setRestoredReason(null);
    void invalidateProjectLists(queryClient);
    form.restart(defaults());
    openModal(ModalType.RequestSubmitted, { enterpriseId });
  };

  const validateNow = useCallback((values: V) => validate(values, new Date()) as Record<string, never>, [validate]);
  // A draft of a failed submission stays one: the user's last submission still did not go through.
  const keepDraft = useCallback(
    (values: object) => writeDraft(key, values, readDraft(key)?.reason === 'submission' ? 'submission' : 'interrupted'),
    [key],
  );

  const startOver = (form: FormApi<V>) => {
    clearDraft(key);
    setRestoredReason(null);
    form.restart(defaults());
  };

  return (
    <KeepDraftContext value={keepDraft}>
      <main id="main" className="page request-page">
        <div className="request-page__header">
          <p className="request-page__group">{intl.formatMessage(group.group)}</p>
          <PageHeading title={title} />
        </div>
        <Form<V>
          onSubmit={onSubmit}
          initialValues={initialValues}
          validate={validateNow}
          subscription={{ submitting: true }}
        >
          {({ handleSubmit, form, submitting }) => (
            <div className="request-form">
              <KeepRegistered names={dynamicFields} />
              <div className="request-form__aside">
                <Link href={paths.projectRequest(enterpriseId)} className="request-page__back">
                  {intl.formatMessage(requestFormMessages.allTypes)}
                </Link>
                <nav className="request-form__menu" aria-label={intl.formatMessage(requestFormMessages.sectionsMenu)}>
                  <ul>
                    {sections.map((section) => (
                      <li key={section.id}>
                        <Button
                          variant="link"
                          className="request-form__menu-item"
                          onPress={() => goToSection(section.id)}
                        >
                          {section.title}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </nav>
              </div>
              <form
                ref={formRef}
                className="request-form__body"
                data-scroll-area=""
                noValidate
                aria-label={title}
                onSubmit={(event) => {
                  event.preventDefault();
                  // Commit the field being typed in (its blur rounds, clamps and updates ranges), so
                  // Enter in a field submits what the field will hold.
                  const active = document.activeElement;
                  if (
                    active instanceof HTMLElement &&
                    formRef.current?.contains(active) &&
                    active.matches('input, textarea')
                  )
                    active.blur();
                  void handleSubmit();
                  const state = form.getState();
                  if (state.hasValidationErrors) revealFirstInvalid(state.errors);
                  else if (active instanceof HTMLElement && active.isConnected) active.focus({ preventScroll: true });
                }}
              >
                {restoredReason ? (
                  <InlineAlert type="info">
                    <span>
                      {intl.formatMessage(
                        restoredReason === 'submission'
                          ? requestFormMessages.draftRestored
                          : requestFormMessages.draftKept,
                      )}{' '}
                    </span>
                    <Button variant="link" onPress={() => startOver(form)}>
                      {intl.formatMessage(requestFormMessages.startOver)}
                    </Button>
                  </InlineAlert>
                ) : null}
                <div className="request-form__toolbar">
                  <h2 className="request-form__title">{intl.formatMessage(requestFormMessages.requestDetails)}</h2>
                  <div className="request-form__toggles">
                    <Button variant="secondary" onPress={() => setExpanded(new Set(sections.map((s) => s.id)))}>
                      {intl.formatMessage(requestFormMessages.expandAll)}
                    </Button>
                    <Button variant="secondary" onPress={() => setExpanded(new Set())}>
                      {intl.formatMessage(requestFormMessages.collapseAll)}
                    </Button>
                  </div>
                </div>
                <p className="muted request-form__required-note">
                  {intl.formatMessage(requestFormMessages.requiredNote)}
                </p>
                <DisclosureGroup
                  allowsMultipleExpanded
                  expandedKeys={expanded}
                  onExpandedChange={setExpanded}
                  className="request-sections"
                >
                  {sections.map((section) => (
                    <div key={section.id} className="request-section" data-section={section.id}>
                      <Disclosure id={section.id} className="request-section__disclosure">
                        <Heading level={3} className="request-section__heading">
                          <AriaButton slot="trigger" className="request-section__trigger">
                            <span className="request-section__chevron" aria-hidden="true" />
                            {section.title}
                          </AriaButton>
                        </Heading>
                        <DisclosurePanel className="request-section__panel">{section.content}</DisclosurePanel>
                      </Disclosure>
                    </div>
                  ))}
                </DisclosureGroup>
                <PriceEstimate<V> {...estimate} />
                <div className="actions request-form__actions">
                  <Button type="submit" isPending={submitting}>
                    {intl.formatMessage(requestFormMessages.submit)}
                  </Button>
                  <Link href={paths.enterprise(enterpriseId)} className="request-form__cancel">
                    {intl.formatMessage(requestFormMessages.cancel)}
                  </Link>
                </div>
              </form>
            </div>
          )}
        </Form>
      </main>
    </KeepDraftContext>
  );
}
