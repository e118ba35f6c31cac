import { defineMessages } from '../i18n/define-messages';

/**
 * The request layer's own texts (docs/product-decisions.md "Texts and values the specification does not give"), apart from ./errors.ts
 * so a page can say a failure of its code to load as a network failure without the error classes
 * (the login page, whose sign-in loads when needed).
 */
export const requestErrorMessages = defineMessages({
  timeout: {
    id: 'request.error.timeout',
    defaultMessage: 'The server took too long to answer. Please try again.',
  },
  network: {
    id: 'request.error.network',
    defaultMessage: 'We could not reach the server. Check your connection and try again.',
  },
});
