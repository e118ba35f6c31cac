import { Button } from 'react-aria-components/Button';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { cx } from './class-names';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
  label: string;
  /** The clear button's accessible name. */
  clearLabel: string;
  placeholder?: string;
}

/**
 * A labelled search input (react-aria-components SearchField): Escape clears it, the clear button
 * too. Inside an Autocomplete it drives the collection beside it.
 */
export function SearchField({ label, clearLabel, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={cx(['search-field', className])}>
      <Label className="field__label">{label}</Label>
      <div className="search-field__box">
        <Input className="field__input search-field__input" placeholder={placeholder} />
        <Button className="search-field__clear" aria-label={clearLabel}>
          ×
        </Button>
      </div>
    </AriaSearchField>
  );
}
