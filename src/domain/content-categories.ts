import { defineMessages, type Message } from '../i18n/define-messages';

/** Spec document 2 section 3 "Translation request": the content categories by number. */
export const ContentCategory = {
  Automotive: 0,
  BusinessFinancial: 1,
  CinemaFilmTvDrama: 2,
  ECommerce: 3,
  Games: 4,
  IT: 5,
  LawPatents: 6,
  Marketing: 7,
  Medical: 8,
  Science: 9,
  TechnicalEngineering: 10,
  TourismTravel: 11,
  Other: 12,
} as const;
export type ContentCategory = (typeof ContentCategory)[keyof typeof ContentCategory];

export const contentCategoryMessages = defineMessages({
  automotive: { id: 'contentCategory.automotive', defaultMessage: 'Automotive' },
  businessFinancial: { id: 'contentCategory.businessFinancial', defaultMessage: 'Business/Financial' },
  cinemaFilmTvDrama: { id: 'contentCategory.cinemaFilmTvDrama', defaultMessage: 'Cinema/Film/TV/Drama' },
  eCommerce: { id: 'contentCategory.eCommerce', defaultMessage: 'E-commerce' },
  games: { id: 'contentCategory.games', defaultMessage: 'Games' },
  it: { id: 'contentCategory.it', defaultMessage: 'IT' },
  lawPatents: { id: 'contentCategory.lawPatents', defaultMessage: 'Law/Patents' },
  marketing: { id: 'contentCategory.marketing', defaultMessage: 'Marketing' },
  medical: { id: 'contentCategory.medical', defaultMessage: 'Medical' },
  science: { id: 'contentCategory.science', defaultMessage: 'Science' },
  technicalEngineering: { id: 'contentCategory.technicalEngineering', defaultMessage: 'Technical/Engineering' },
  tourismTravel: { id: 'contentCategory.tourismTravel', defaultMessage: 'Tourism/Travel' },
  other: { id: 'contentCategory.other', defaultMessage: 'Other' },
});

/** The categories in the specification's order, each with its label. */
export const CONTENT_CATEGORIES: readonly { value: ContentCategory; label: Message }[] = [
  { value: ContentCategory.Automotive, label: contentCategoryMessages.automotive },
  { value: ContentCategory.BusinessFinancial, label: contentCategoryMessages.businessFinancial },
  { value: ContentCategory.CinemaFilmTvDrama, label: contentCategoryMessages.cinemaFilmTvDrama },
  { value: ContentCategory.ECommerce, label: contentCategoryMessages.eCommerce },
  { value: ContentCategory.Games, label: contentCategoryMessages.games },
  { value: ContentCategory.IT, label: contentCategoryMessages.it },
  { value: ContentCategory.LawPatents, label: contentCategoryMessages.lawPatents },
  { value: ContentCategory.Marketing, label: contentCategoryMessages.marketing },
  { value: ContentCategory.Medical, label: contentCategoryMessages.medical },
  { value: ContentCategory.Science, label: contentCategoryMessages.science },
  { value: ContentCategory.TechnicalEngineering, label: contentCategoryMessages.technicalEngineering },
  { value: ContentCategory.TourismTravel, label: contentCategoryMessages.tourismTravel },
  { value: ContentCategory.Other, label: contentCategoryMessages.other },
];

export function isContentCategory(value: unknown): value is ContentCategory {
  return CONTENT_CATEGORIES.some((category) => category.value === value);
}

/** The label of a category; a number outside the list has none. */
export function contentCategoryLabel(value: unknown): Message | null {
  return CONTENT_CATEGORIES.find((category) => category.value === value)?.label ?? null;
}
