import { memo, useCallback, useRef, useState, type RefObject } from 'react';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { Button as AriaButton, FieldError, Input, Label, SearchField } from 'react-aria-components/SearchField';
import { guidMessages, validateProjectIdSearch } from '../../domain/guid';
import { SEARCH_MAX_LENGTH } from '../../domain/project-list';
import { useIntl } from '../../i18n/intl';
import { Button } from '../../ui/button';
import { hideAlertsForErrorMessage } from '../../ui/error-hides-alerts';
import { isSearchInvalid, type SearchBy } from './list-view';
import { searchMessages } from './messages';

export interface SearchBarProps {
  searchBy: SearchBy;
  search: string;
  onSearch: (searchBy: SearchBy, text: string) => void;
}

/** The Name / Project ID choice. */
const SearchByChoice = memo(function SearchByChoice({
  value,
  onChange,
}: {
  value: SearchBy;
  onChange: (value: SearchBy) => void;
}) {
  const intl = useIntl();
  return (
    <RadioGroup
      className="search-bar__by"
      orientation="horizontal"
      value={value}
      onChange={(next) => onChange(next === 'id' ? 'id' : 'name')}
    >
      <Label className="search-bar__by-label">{intl.formatMessage(searchMessages.searchBy)}</Label>
      <Radio className="radio" value="name">
        {intl.formatMessage(searchMessages.byName)}
      </Radio>
      <Radio className="radio" value="id">
        {intl.formatMessage(searchMessages.byId)}
      </Radio>
    </RadioGroup>
  );
});

interface SearchInputProps {
  by: SearchBy;
  initial: string;
  invalid: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Mirrors the text for the search action, which reads it on submit. */
  textRef: RefObject<string>;
  onTyping: () => void;
  onSubmit: () => void;
  onClear: () => void;
}

/**
 * The text field. It owns the text, so a keystroke re-renders only the field (not the choice or the
 * search action): a keystroke stays well within 100 ms at 4× CPU.
 */
const SearchInput = memo(function SearchInput({
  by,
  initial,
  invalid,
  inputRef,
  textRef,
  onTyping,
  onSubmit,
  onClear,
}: SearchInputProps) {
  const intl = useIntl();
  const [text, setText] = useState(initial);
  return (
    <SearchField
      className="field search-bar__field"
      value={text}
      onChange={(value) => {
        setText(value);
        textRef.current = value;
        onTyping();
      }}
      onSubmit={onSubmit}
      onClear={() => {
        setText('');
        textRef.current = '';
        onClear();
      }}
      maxLength={SEARCH_MAX_LENGTH}
      isInvalid={invalid}
      validationBehavior="aria"
    >
      <Label className="field__label visually-hidden">
        {intl.formatMessage(by === 'id' ? searchMessages.labelId : searchMessages.labelName)}
      </Label>
      <div className="search-bar__input-wrap">
        <Input
          ref={inputRef}
          className="field__input search-bar__input"
          placeholder={intl.formatMessage(by === 'id' ? searchMessages.placeholderId : searchMessages.placeholderName)}
        />
        {/* Always mounted (hidden while empty by CSS), so the first keystroke mounts nothing. */}
        <AriaButton className="search-bar__clear" aria-label={intl.formatMessage(searchMessages.clear)}>
          <span aria-hidden="true">×</span>
        </AriaButton>
      </div>
      <FieldError className="field__error">{intl.formatMessage(guidMessages.invalidProjectId)}</FieldError>
    </SearchField>
  );
});

/**
 * The search with its Name / Project ID choice (spec document 2 section 5): it runs on Enter or the
 * search action; clearing (the clear button or Escape) resets it; a Project ID must be empty or a
 * GUID, else 'Invalid Project ID, wrong format' shows and nothing is sent; changing the text clears
 * that flag; at most 80 characters. The page keys this component by the applied search, so Back and
 * links put the URL's search in the box.
 */
export const SearchBar = memo(function SearchBar({ searchBy, search, onSearch }: SearchBarProps) {
  const intl = useIntl();
  const [by, setBy] = useState<SearchBy>(searchBy);
  const [invalid, setInvalid] = useState(() => isSearchInvalid({ searchBy, search }));
  const input = useRef<HTMLInputElement>(null);
  const text = useRef(search);
  const byRef = useRef(by);

  const submit = useCallback(() => {
    if (byRef.current === 'id' && validateProjectIdSearch(text.current)) {
      setInvalid(true);
      // 'Invalid Project ID, wrong format' is set: the alerts hide (src/ui/error-hides-alerts.ts).
      hideAlertsForErrorMessage();
      input.current?.focus();
      return;
    }
    onSearch(byRef.current, text.current.trim());
  }, [onSearch]);

  const clear = useCallback(() => {
    setInvalid(false);
    if (search !== '') onSearch(byRef.current, '');
  }, [onSearch, search]);

  const typing = useCallback(() => setInvalid(false), []);
  const choose = useCallback((value: SearchBy) => {
    byRef.current = value;
    setBy(value);
    setInvalid(false);
  }, []);

  return (
    <div role="search" className="search-bar" aria-label={intl.formatMessage(searchMessages.region)}>
      <SearchByChoice value={by} onChange={choose} />
      <div className="search-bar__field-row">
        <SearchInput
          by={by}
          initial={search}
          invalid={invalid}
          inputRef={input}
          textRef={text}
          onTyping={typing}
          onSubmit={submit}
          onClear={clear}
        />
        <Button onPress={submit}>{intl.formatMessage(searchMessages.submit)}</Button>
      </div>
    </div>
  );
});
