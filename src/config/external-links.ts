/**
 * The provider's public pages the portal links to. The specification names the links but not their
 * addresses; these are the product's defaults (README "Configuration").
 */
export const externalLinks = {
  termsOfUse: 'https://www.example.com/legal/terms-of-use',
  privacyPolicy: 'https://www.example.com/legal/privacy-policy',
  contactUs: 'https://www.example.com/contact',
  support: 'https://www.example.com/support',
} as const;
