import { useRef } from 'react';
import {
  AutocompleteContext,
  AutocompleteStateContext,
  FieldInputContext,
  SelectableCollectionContext,
  type AutocompleteProps,
} from 'react-aria-components/Autocomplete';
import { Provider, useSlottedContext } from 'react-aria-components/slots';
import { mergeProps } from 'react-aria/mergeProps';
import { useAutocomplete } from 'react-aria/useAutocomplete';
import { useAutocompleteState } from 'react-stately/private/autocomplete/useAutocompleteState';

/**
 * react-aria-components' Autocomplete (a search field driving the collection beside it), as that
 * package builds it (1.22: the same hooks, the same contexts), but in the portal's lazy menu code.
 * Why: the login page's TextField reads a context of RAC's Autocomplete module, so that module is in
 * the start-up libraries (lib-core); when anything used RAC's Autocomplete component as well, the
 * component's hook (react-aria's useAutocomplete, virtual focus, its strings) came into lib-core
 * with it, onto /account/login. Built here from the same parts, only the contexts of
 * that module are used, and the hook loads with the menus that use it.
 */
export function Autocomplete<T>(props: AutocompleteProps<T>) {
  const context = useSlottedContext(AutocompleteContext, props.slot);
  props = mergeProps(context, props);
  const { filter, disableAutoFocusFirst } = props;
  const state = useAutocompleteState(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const {
    inputProps,
    collectionProps,
    collectionRef: mergedCollectionRef,
    filter: filterFn,
  } = useAutocomplete(
    { ...withoutDataAttributes(props), filter, disableAutoFocusFirst, inputRef, collectionRef },
    state,
  );
  return (
    <Provider
      values={[
        [AutocompleteStateContext, state],
        [FieldInputContext, { ...inputProps, ref: inputRef }],
        [SelectableCollectionContext, { ...collectionProps, filter: filterFn, ref: mergedCollectionRef }],
      ]}
    >
      {props.children}
    </Provider>
  );
}

/** As react-aria-components' removeDataAttributes: the props without `data-*` ones. */
function withoutDataAttributes<P extends object>(props: P): P {
  return Object.fromEntries(Object.entries(props).filter(([key]) => !key.startsWith('data-'))) as P;
}
